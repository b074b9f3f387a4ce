import { describe, expect, it } from "vitest";
import { cookieNotice } from "./legal-privacy.ts";

/**
 * The cookie notice says one thing about each cookie, in the spec's terms (issue 29: it called
 * the form's cookie a security cookie in one place, a session cookie in another, and it lasted
 * 30 days). What the server sets is held by csrf.server.test.ts.
 */
describe("the cookie notice", () => {
  const text = JSON.stringify(cookieNotice);
  const rows = cookieNotice.blocks.flatMap((block) => block.cookies ?? []);

  it("calls the contact forms' cookie a session cookie, everywhere", () => {
    expect(text).not.toMatch(/security cookie/i);
    const csrf = rows.find((row) => row.cookie.includes("(csrf)"));
    expect(csrf?.cookie).toBe("Session cookie (csrf)");
    expect(csrf?.expires).toBe("When you close your browser");
  });

  it("gives analytics cookies two years, and a visit 30 minutes", () => {
    const analytics = rows.filter((row) => row.cookie.startsWith("Analytics"));
    expect(analytics.map((row) => row.expires)).toEqual(["After two years", "After two years"]);
    expect(text).toMatch(/30 minutes/);
  });
});
