import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, maskPersonalData } from "./logger.server.ts";

describe("maskPersonalData", () => {
  it("masks email addresses and phone numbers but keeps ids and short numbers", () => {
    expect(
      maskPersonalData(
        "Key (email_key)=(jane.doe+x@example.com) exists; phone +1 (345) 555-0100; lead 42 at 10:15",
      ),
    ).toBe("Key (email_key)=([email]) exists; phone [number]; lead 42 at 10:15");
  });
});

describe("createLogger", () => {
  it("logs an error's type, code and masked message, never properties such as detail", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger("info", sink);
    const error = Object.assign(new Error("duplicate key for someone@example.com"), {
      code: "23505",
      detail: "Key (email_key)=(someone@example.com) already exists.",
    });
    logger.error({ err: error }, "failed");
    const logged = lines.join("");
    expect(logged).toContain('"code":"23505"');
    expect(logged).toContain("[email]");
    expect(logged).not.toContain("someone@example.com");
  });
});
