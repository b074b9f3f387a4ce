import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { signCsrfToken } from "../../app/server/csrf.server.ts";
import { defaultBaseUrl, defaultDatabaseFile } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { leadsWithEmail } from "./support/leads.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { apiPath, newVisitor, validInquiry } from "./support/visitor.ts";

/**
 * Every way a forged or cross-site call to register-contact can arrive (issue 9's CSRF
 * matrix): each is refused before the inquiry is read, and nothing is stored. Every spelling
 * of its path is tried in path-spellings.spec.ts.
 */
interface Forgery {
  name: string;
  /** Headers and body of the request, given the visitor's real token and cookie binding. */
  request: (real: { token: string; binding: string; secret: string }) => {
    headers: Record<string, string>;
    body: (inquiry: Record<string, unknown>) => string;
  };
  status: number;
}

const json = (inquiry: Record<string, unknown>) => JSON.stringify(inquiry);
const jsonWith = (token: string, extra: Record<string, string> = {}) => ({
  headers: { "content-type": "application/json", "x-csrf-token": token, ...extra },
  body: json,
});

const forgeries: Forgery[] = [
  { name: "a missing token", request: () => jsonWith(""), status: 403 },
  {
    name: "another visitor's token (foreign)",
    request: ({ secret }) => jsonWith(signCsrfToken(secret, "someone-else")),
    status: 403,
  },
  {
    name: "a tampered token",
    request: ({ token }) => {
      const last = token.at(-1) === "A" ? "B" : "A";
      return jsonWith(`${token.slice(0, -1)}${last}`);
    },
    status: 403,
  },
  {
    name: "a token signed with the wrong key",
    request: ({ binding }) =>
      jsonWith(signCsrfToken(randomBytes(32).toString("base64url"), binding)),
    status: 403,
  },
  {
    name: "a text/plain body (a form-submittable simple request)",
    request: ({ token }) => ({
      headers: { "content-type": "text/plain", "x-csrf-token": token },
      body: json,
    }),
    status: 415,
  },
  {
    name: "a form body to the JSON call",
    request: ({ token }) => ({
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": token },
      body: (inquiry) =>
        new URLSearchParams(Object.entries(inquiry).map(([k, v]) => [k, String(v)])).toString(),
    }),
    status: 415,
  },
  {
    name: "a cross-site Sec-Fetch-Site",
    request: ({ token }) => jsonWith(token, { "sec-fetch-site": "cross-site" }),
    status: 403,
  },
  {
    name: "a foreign Origin",
    request: ({ token }) => jsonWith(token, { origin: "https://attacker.example" }),
    status: 403,
  },
  {
    // What <form enctype="text/plain" action="…/register-contact/…"> on another site sends.
    name: "a cross-site text/plain form post",
    request: () => ({
      headers: {
        "content-type": "text/plain",
        origin: "https://evil.test",
        "sec-fetch-site": "cross-site",
      },
      body: json,
    }),
    status: 403,
  },
  {
    name: "a null Origin (sandboxed frame, data: URL)",
    request: ({ token }) => jsonWith(token, { origin: "null" }),
    status: 403,
  },
];

test.describe("the CSRF matrix for register-contact", () => {
  const secret = () => readFileSync(join(dirname(defaultDatabaseFile), "secret"), "utf8").trim();

  for (const forgery of forgeries) {
    test(`refuses ${forgery.name} and stores nothing`, async () => {
      const visitor = await newVisitor(defaultBaseUrl);
      const binding =
        (await visitor.context.storageState()).cookies.find((cookie) => cookie.name === "csrf")
          ?.value ?? "";
      const { headers, body } = forgery.request({ token: visitor.csrf, binding, secret: secret() });
      const inquiry = validInquiry();
      const response = await visitor.context.post(apiPath("register-contact"), {
        headers: { ...headers, "x-forwarded-for": visitor.address },
        data: Buffer.from(body(inquiry)),
      });
      expect(response.status()).toBe(forgery.status);
      expect(await response.text()).not.toBe("success");
      expect(leadsWithEmail(inquiry.email)).toEqual([]);

      // The same visitor with its real token and a JSON body is accepted: only the forgery failed.
      const genuine = validInquiry();
      expect(await (await visitor.registerContact(genuine)).text()).toBe("success");
      expect(leadsWithEmail(genuine.email)).toHaveLength(1);
      await visitor.context.dispose();
    });
  }

  test("a token issued by one instance is accepted by another sharing the secret", async () => {
    const SECRET = randomBytes(32).toString("base64url");
    const [first, second] = await Promise.all([
      startSite(testPort(17), { SECRET }),
      startSite(testPort(18), { SECRET }),
    ]);
    try {
      const visitor = await newVisitor(first.baseURL);
      const inquiry = validInquiry();
      const response = await visitor.registerContact(inquiry, second.baseURL);
      expect(await response.text()).toBe("success");
      await visitor.context.dispose();

      // An instance with another secret refuses the same visitor's token.
      const stranger = await startSite(testPort(19), {
        SECRET: randomBytes(32).toString("base64url"),
      });
      try {
        const again = await newVisitor(first.baseURL);
        const refused = await again.registerContact(validInquiry(), stranger.baseURL);
        expect(refused.status()).toBe(403);
        await again.context.dispose();
      } finally {
        await stranger.stop();
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
});
