import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import {
  type ClientRequest,
  get,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
} from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";

const PORT = testPort(10);

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

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function answerOf(outgoing: ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    outgoing.on("response", (res) => {
      let body = "";
      res.on("data", (chunk) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    outgoing.on("error", reject);
  });
}

/** A GET on a connection of its own, as a load balancer's next visitor would open. */
function getFresh(url: string): Promise<Answer> {
  return answerOf(get(url, { agent: false }));
}

test("SIGTERM first takes the instance out of rotation for the grace period, then drains", async () => {
  const site = await startSite(testPort(20), { SHUTDOWN_GRACE_MS: "3000" });
  const origin = `http://127.0.0.1:${testPort(20)}`;
  // Render the home page once, so answering it during the grace period is quick.
  expect((await getFresh(`${origin}/`)).status).toBe(200);

  const exited = site.stop();
  let readiness: Answer | undefined;
  await expect
    .poll(
      async () => {
        try {
          readiness = await getFresh(`${origin}/readyz`);
          return readiness.status;
        } catch (error) {
          return (error as NodeJS.ErrnoException).code;
        }
      },
      { message: "/readyz answers 503 while the server still accepts connections" },
    )
    .toBe(503);
  expect(readiness?.headers["cache-control"]).toBe("no-store");
  expect(JSON.parse(readiness?.body ?? "")).toEqual({ status: "shutting down" });

  // Everything else is still served, on new connections too, until the grace period ends.
  const [home, health] = await Promise.all([getFresh(`${origin}/`), getFresh(`${origin}/healthz`)]);
  expect(home.status).toBe(200);
  expect(home.body).toContain("</html>");
  expect(health.status).toBe(200);
  expect(site.log()).not.toContain("finishing in-flight requests");

  // A form post whose body is still arriving when draining starts is answered in full.
  const body = "note=hello";
  const upload = request(`${origin}/contact`, {
    method: "POST",
    agent: false,
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(body.length),
    },
  });
  const uploaded = answerOf(upload);
  await new Promise<void>((resolve) => upload.write(body.slice(0, 5), () => resolve()));
  await expect.poll(() => site.log()).toContain("finishing in-flight requests");
  // No new connections once draining has started.
  await expect(getFresh(`${origin}/healthz`)).rejects.toMatchObject({ code: "ECONNREFUSED" });
  upload.end(body.slice(5));
  // The contact page refuses a form sent without its own page's Origin: a whole answer.
  expect(await uploaded).toMatchObject({ status: 403 });

  expect(await exited).toBe(0);
  const log = site.log();
  const grace = log.indexOf("shutting down: /readyz answers 503 for the grace period");
  const drain = log.indexOf("shutting down: finishing in-flight requests");
  expect(grace).toBeGreaterThan(-1);
  expect(drain).toBeGreaterThan(grace);
  expect(log.indexOf('"msg":"stopped"')).toBeGreaterThan(drain);
});
