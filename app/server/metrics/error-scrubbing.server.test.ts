import type { ErrorEvent } from "@sentry/node-core/light";
import { describe, expect, it } from "vitest";
import { scrubBreadcrumb, scrubEvent } from "./error-scrubbing.server.ts";

const email = "jane.doe@example.com";
const phone = "+1 (345) 555-0100";

describe("scrubEvent", () => {
  it("sends no request data, no user and no email address or phone number", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: `an inquiry from ${email} (${phone}) could not be stored`,
      request: {
        url: `https://residences.example/contact?email=${email}`,
        method: "POST",
        query_string: `email=${email}`,
        cookies: { __Host_csrf: "secret-cookie" },
        headers: { cookie: "__Host_csrf=secret-cookie", "x-forwarded-for": "203.0.113.9" },
        data: { fname: "Jane", email, phone },
      },
      user: { email, ip_address: "203.0.113.9" },
      exception: {
        values: [
          {
            type: "error",
            value: `duplicate key value (email_key)=(${email})`,
            stacktrace: {
              frames: [
                { function: "storeLead", context_line: `to("${email}")`, vars: { email, phone } },
              ],
            },
          },
        ],
      },
      breadcrumbs: [
        { message: `POST to ${email}`, category: "http", data: { url: `mailto:${email}` } },
      ],
      tags: { reply: email },
      extra: { submission: { email, phone } },
      contexts: {
        pino: { msg: `failed for ${email}`, path: "/contact" },
        runtime: { name: "node", version: "v24.21.0" },
      },
    };
    const scrubbed = scrubEvent(structuredClone(event));
    const sent = JSON.stringify(scrubbed);
    for (const personal of [email, "555-0100", "secret-cookie", "203.0.113.9", "Jane"]) {
      expect(sent).not.toContain(personal);
    }
    expect(scrubbed.request).toBeUndefined();
    expect(scrubbed.user).toBeUndefined();
    expect(scrubbed.message).toBe("an inquiry from [email] ([number]) could not be stored");
    expect(scrubbed.exception?.values?.[0]?.value).toBe(
      "duplicate key value (email_key)=([email])",
    );
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      function: "storeLead",
      context_line: 'to("[email]")',
    });
    expect(scrubbed.contexts?.pino).toEqual({ msg: "failed for [email]", path: "/contact" });
    // What the SDK says about the server itself is kept as it is.
    expect(scrubbed.contexts?.runtime).toEqual({ name: "node", version: "v24.21.0" });
  });

  it("keeps a breadcrumb's kind and masked message, not its data", () => {
    expect(
      scrubBreadcrumb({
        timestamp: 1,
        category: "console",
        level: "error",
        message: `sent to ${email}`,
        data: { arguments: [email] },
      }),
    ).toEqual({
      timestamp: 1,
      type: undefined,
      category: "console",
      level: "error",
      message: "sent to [email]",
    });
  });
});
