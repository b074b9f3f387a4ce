import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { get, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";

const PORT = 4110;

test("SIGTERM finishes the request in flight, then stops cleanly", async () => {
  const server = spawn(join(process.cwd(), "node_modules/.bin/node"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-shutdown-")),
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  server.stdout.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  await expect.poll(() => log, { timeout: 20_000 }).toContain("listening on");

  // The first request of a page renders it (a cache miss), so it is still in flight
  // when the signal arrives.
  const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = get(`http://127.0.0.1:${PORT}/overview`, (res: IncomingMessage) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    // Signal only once the server has the connection, so the request is truly in flight.
    request.on("socket", (socket) => socket.on("connect", () => server.kill("SIGTERM")));
  });
  expect(response.status).toBe(200);
  expect(response.body).toContain("</html>");
  expect(await exited).toBe(0);
  expect(log).toContain("shutting down: finishing in-flight requests");
  expect(log).toContain('"msg":"stopped"');
});
