/**
 * A site of its own for the back-office tests: its SQLite file, an SMTP sink for the sign-in
 * links, and the operator's invite command, as staff and operators meet them.
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { recipientOf, signInLinkIn } from "../../support/sign-in-mail.ts";
import { waitForHydration } from "../fixtures.ts";
import { startSmtpSink } from "./lead-receivers.ts";
import { startSite } from "./site-process.ts";

export type StaffRole = "admin" | "sales" | "marketing";

export async function startBackOffice(port: number, env: Record<string, string> = {}) {
  const sink = await startSmtpSink();
  const site = await startSite(port, {
    SMTP_URL: sink.url,
    SALES_EMAIL: "sales@residences.example",
    ...env,
  });
  const database = join(site.dataDir, "site.db");
  return {
    site,
    sink,
    /** A new staff address for this test. */
    newEmail: (role: StaffRole) => `${role}-${randomBytes(4).toString("hex")}@residences.example`,
    invite(email: string, role: StaffRole) {
      const result = spawnSync(
        join(process.cwd(), "node_modules/.bin/node"),
        ["scripts/admin-invite.ts", email, "--role", role],
        { encoding: "utf8", env: { ...process.env, DATA_DIR: site.dataDir, DATABASE_URL: "" } },
      );
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
    },
    /** The sign-in link the sink received for the address (waits for it). */
    async linkFor(email: string): Promise<string> {
      await expect
        .poll(() => sink.received.filter((mail) => recipientOf(mail.raw) === email).length)
        .toBe(1);
      const mail = sink.received.find((candidate) => recipientOf(candidate.raw) === email);
      return signInLinkIn(mail?.raw ?? "");
    },
    /** Rows of a table, read straight from the site's database. */
    count(
      table: "staff_users" | "staff_sessions" | "staff_audit_log" | "unit_floor_plans",
    ): number {
      const db = new DatabaseSync(database, { readOnly: true });
      try {
        return Number(db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n);
      } finally {
        db.close();
      }
    },
    /** Every residence's id, row version and cells, to show that nothing changed. */
    units(): string {
      const db = new DatabaseSync(database, { readOnly: true });
      try {
        return JSON.stringify(db.prepare("SELECT id, version, cells FROM units ORDER BY id").all());
      } finally {
        db.close();
      }
    },
    /**
     * Closes the test's pages first: a script a page loads after hydration must not meet a
     * stopped server (a full run once logged that refused connection as a console error).
     */
    async close(...pages: Page[]) {
      for (const page of pages) await page.close();
      await site.stop();
      await sink.close();
    },
  };
}

export type BackOffice = Awaited<ReturnType<typeof startBackOffice>>;

/**
 * Opens a back-office page (the dashboard unless given), asks for a link on the sign-in page
 * it leads to, follows the link from the email and continues, back to that page.
 */
export async function signInWithLink(
  page: Page,
  office: BackOffice,
  email: string,
  from = "/admin",
) {
  await page.goto(`${office.site.baseURL}${from}`);
  await expect(page).toHaveURL(/\/admin\/sign-in(\?next=|$)/);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await page.goto(await office.linkFor(email));
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  await expect(page).toHaveURL(`${office.site.baseURL}${from}`);
}

/** The page's WCAG 2.2 AA and best-practice violations once it has hydrated, one line each. */
export async function axeViolations(page: Page) {
  await waitForHydration(page);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
}
