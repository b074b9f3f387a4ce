import { randomBytes } from "node:crypto";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebhook } from "./webhook-sender.server.ts";

const secret = `whsec_${randomBytes(24).toString("base64")}`;
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => server.close());
  closers.push(() => server.closeAllConnections());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

describe("sendWebhook", () => {
  it("posts JSON that the Standard Webhooks library verifies", async () => {
    let received: { headers: Record<string, string>; body: string } | undefined;
    const url = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        received = { headers: request.headers as Record<string, string>, body };
        response.writeHead(204).end();
      });
    });
    const body = JSON.stringify({ type: "lead.created", data: { id: "lead-1" } });
    expect(await sendWebhook({ url, secret }, "delivery-1", body, 1_000)).toEqual({ ok: true });
    expect(received?.headers["content-type"]).toBe("application/json");
    expect(received?.headers["webhook-id"]).toBe("delivery-1");
    expect(new Webhook(secret).verify(received?.body ?? "", received?.headers ?? {})).toEqual(
      JSON.parse(body),
    );
  });

  it("reports a refusal, a redirect, a timeout and an unreachable host briefly", async () => {
    const unavailable = await serve((_request, response) => response.writeHead(503).end());
    const redirect = await serve((_request, response) =>
      response.writeHead(302, { location: "https://elsewhere.example/" }).end(),
    );
    const silent = await serve(() => {});
    const send = (url: string) => sendWebhook({ url, secret }, "d", "{}", 200);
    expect(await send(unavailable)).toEqual({ ok: false, reason: "HTTP 503" });
    expect(await send(redirect)).toEqual({ ok: false, reason: "HTTP 302" });
    expect(await send(silent)).toEqual({ ok: false, reason: "timeout" });
    for (const close of closers.splice(0)) close();
    expect(await send(silent)).toEqual({ ok: false, reason: "network error ECONNREFUSED" });
  });
});
