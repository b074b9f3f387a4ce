import { Writable } from "node:stream";
import { createTransport } from "@sentry/node-core/light";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.server.ts";
import { startErrorReporting } from "./error-reporting.server.ts";

/** Events as the transport would send them to Sentry. */
const sent: Record<string, unknown>[] = [];
const reporting = startErrorReporting({
  dsn: "https://public@o0.ingest.sentry.invalid/1",
  environment: "test",
  release: "build-1",
  transport: (options) =>
    createTransport(options, async ({ body }) => {
      const text = typeof body === "string" ? body : new TextDecoder().decode(body);
      for (const line of text.split("\n")) {
        const item = JSON.parse(line) as Record<string, unknown>;
        if ("exception" in item || "message" in item) sent.push(item);
      }
      return { statusCode: 200 };
    }),
});
afterAll(() => reporting.close(1_000));

const quietSink = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

describe("error reporting", () => {
  it("reports what the server logs as an error, masked, and nothing logged below that", async () => {
    const logger = createLogger("info", quietSink());
    logger.info({ path: "/contact" }, "request completed");
    logger.warn("storage not reachable");
    const error = Object.assign(
      new Error('duplicate key value violates "contacts_email_key": ada@example.com'),
      { detail: "Key (email_key)=(ada@example.com) already exists." },
    );
    logger.error({ err: error, email: "ada@example.com" }, "an inquiry could not be stored");
    await expect.poll(() => sent.length).toBe(1);

    const [event] = sent;
    const text = JSON.stringify(event);
    expect(text).not.toContain("ada@example.com");
    expect(text).toContain('duplicate key value violates \\"contacts_email_key\\": [email]');
    expect(text).toContain("an inquiry could not be stored");
    expect(event).toMatchObject({ environment: "test", release: "build-1", level: "error" });
    expect(event?.request).toBeUndefined();
  });
});
