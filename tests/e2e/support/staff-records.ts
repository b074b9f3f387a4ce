/**
 * What the back office's People and Broker registrations pages change, read straight from a
 * test site's database: to show that a refused request changed nothing.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { request as playwrightRequest } from "@playwright/test";
import type { BackOffice } from "./back-office.ts";

/** A site's rows as JSON text: a back office's, or any test site's. */
export function readRows(
  office: { site: { dataDir: string } },
  sql: string,
  ...params: string[]
): string {
  const db = new DatabaseSync(join(office.site.dataDir, "site.db"), { readOnly: true });
  try {
    return JSON.stringify(db.prepare(sql).all(...params));
  } finally {
    db.close();
  }
}

/** Everything people management and registrations touch, to compare before and after. */
export function staffState(office: BackOffice): string {
  return [
    readRows(office, "SELECT id, email, role FROM staff_users ORDER BY id"),
    readRows(office, "SELECT id, user_id FROM staff_sessions ORDER BY id"),
    readRows(office, "SELECT id FROM staff_audit_log ORDER BY id"),
    readRows(office, "SELECT id FROM broker_registrations ORDER BY id"),
  ].join("\n");
}

/** The page's session cookie, for requests made outside the browser. */
export async function sessionCookie(page: import("@playwright/test").Page, base: string) {
  const cookie = (await page.context().cookies(`${base}/admin`)).find(
    (candidate) => candidate.name === "staff.session_token",
  );
  return cookie ? `staff.session_token=${cookie.value}` : undefined;
}

/**
 * Every way to reach the given back-office paths: the page, its data request, and a post to
 * each (as a form from the site's own page), answered [status, location] without following.
 * Only the page and its data with `reads` (a role the paths are open to).
 */
export async function probe(
  base: string,
  cookie: string | undefined,
  paths: readonly string[],
  { reads = false } = {},
) {
  const context = await playwrightRequest.newContext({
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  try {
    const answers = [];
    for (const path of paths) {
      const form = { intent: "remove", id: "x", shown_role: "admin", email: "x@y.example" };
      const post = () =>
        context.post(`${base}${path}`, { form, headers: { Origin: base }, maxRedirects: 0 });
      for (const answer of [
        await context.get(`${base}${path}`, { maxRedirects: 0 }),
        await context.get(`${base}${path}.data`, { maxRedirects: 0 }),
        ...(reads ? [] : [await post()]),
      ]) {
        if (answer.headers()["cache-control"] !== "private, no-store") {
          throw new Error(`${path} answered without private, no-store`);
        }
        answers.push([answer.status(), answer.headers().location ?? ""]);
      }
    }
    return answers;
  } finally {
    await context.dispose();
  }
}
