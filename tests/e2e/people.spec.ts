import type { Page } from "@playwright/test";
import { recipientOf, signInLinkIn } from "../support/sign-in-mail.ts";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  type BackOffice,
  signInWithLink,
  startBackOffice,
} from "./support/back-office.ts";
import { testPort } from "./support/ports.ts";
import { probe, readRows, sessionCookie, staffState } from "./support/staff-records.ts";

// Each test starts a server of its own (its SQLite file, an SMTP sink for the sign-in links).

/** Follows the invitation's emailed link in its own browser page. */
async function acceptInvitation(page: Page, office: BackOffice, email: string) {
  await expect
    .poll(() => office.sink.received.filter((mail) => recipientOf(mail.raw) === email).length)
    .toBe(1);
  const mail = office.sink.received.find((candidate) => recipientOf(candidate.raw) === email);
  await page.goto(signInLinkIn(mail?.raw ?? ""));
  await page.getByRole("button", { name: "Continue to the back office" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });
const auditActions = (office: BackOffice) =>
  (
    JSON.parse(readRows(office, "SELECT action FROM staff_audit_log ORDER BY id")) as {
      action: string;
    }[]
  ).map((line) => line.action);

test("an admin invites someone, changes their role, signs them out and removes them, each at once and audited", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(92));
  const other = await browser.newContext();
  try {
    const base = office.site.baseURL;
    const admin = office.newEmail("admin");
    office.invite(admin, "admin");
    await signInWithLink(page, office, admin);
    await page.getByRole("link", { name: "People" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
    await expect(row(page, admin)).toContainText("(you)");
    expect(await axeViolations(page)).toEqual([]);

    // Bad input: the reason beside the field, what was typed kept, nothing changed.
    const before = staffState(office);
    await page.getByLabel("Work email").fill("not-an-address");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(page.getByLabel("Work email")).toHaveAccessibleDescription(
      "Enter an email address, like name@company.com.",
    );
    await expect(page.getByLabel("Work email")).toHaveValue("not-an-address");
    expect(staffState(office)).toBe(before);
    expect(await axeViolations(page)).toEqual([]);

    // The last administrator cannot demote themselves: said beside their role, nothing changed.
    await page.getByLabel(`Role of ${admin}`).selectOption("sales");
    await page.getByRole("button", { name: `Save the role of ${admin}` }).click();
    await expect(page.getByLabel(`Role of ${admin}`)).toHaveAccessibleDescription(
      /This is the last administrator/,
    );
    await row(page, admin).locator("summary", { hasText: "Remove access" }).click();
    await page.getByRole("button", { name: `Yes, remove access for ${admin}` }).click();
    await expect(row(page, admin).getByRole("alert")).toContainText("the last administrator");
    expect(staffState(office)).toBe(before);

    const invitee = office.newEmail("sales");
    await page.getByLabel("Work email").fill(invitee);
    await page.getByLabel("Role", { exact: true }).selectOption("sales");
    await page.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Invited. A sign-in link is on its way to them by email.",
    );
    await expect(row(page, invitee)).toContainText("Never");

    const theirs = await other.newPage();
    await acceptInvitation(theirs, office, invitee);
    await expect(theirs.getByRole("link", { name: "Inventory" })).toBeVisible();
    await page.reload();
    await expect(row(page, invitee).getByRole("cell").nth(3)).toHaveText("1");

    // A new role applies from their next page.
    await page.getByLabel(`Role of ${invitee}`).selectOption("marketing");
    await page.getByRole("button", { name: `Save the role of ${invitee}` }).click();
    await expect(page.getByRole("status")).toContainText("Role changed.");
    await theirs.reload();
    await expect(theirs.getByText(`Signed in as ${invitee}, Marketing.`)).toBeVisible();
    await expect(theirs.getByRole("link", { name: "Inventory" })).toHaveCount(0);

    // Signed out everywhere: their next request goes to the sign-in page.
    await page.getByRole("button", { name: `Sign out everywhere: ${invitee}` }).click();
    await expect(page.getByRole("status")).toContainText("Signed out everywhere.");
    await expect(row(page, invitee).getByRole("cell").nth(3)).toHaveText("0");
    await theirs.reload();
    await expect(theirs).toHaveURL(`${base}/admin/sign-in`);

    // Removing takes a second step: the first only says what it does.
    await expect(
      page.getByRole("button", { name: `Yes, remove access for ${invitee}` }),
    ).toBeHidden();
    const beforeRemoval = staffState(office);
    await row(page, invitee).locator("summary", { hasText: "Remove access" }).press("Enter");
    await expect(row(page, invitee)).toContainText("can no longer sign in");
    expect(staffState(office)).toBe(beforeRemoval);
    await page.getByRole("button", { name: `Yes, remove access for ${invitee}` }).click();
    await expect(page.getByRole("status")).toContainText("Access removed.");
    await expect(row(page, invitee)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    expect(auditActions(office).slice(-5)).toEqual([
      "staff.invited",
      "staff.signed_in",
      "staff.role_changed",
      "staff.sessions_revoked",
      "staff.removed",
    ]);
    await page.goto(`${base}/admin/audit`);
    await expect(page.getByRole("row").nth(1)).toContainText("Access removed");
    await expect(page.getByRole("row").nth(1)).toContainText(invitee);
  } finally {
    await other.close();
    await office.close(page);
  }
});

test("People is refused to sales, marketing and no session, and nothing changes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(93));
  try {
    const base = office.site.baseURL;
    // Two administrators: a removal let through would go ahead, not stop at the last one.
    office.invite(office.newEmail("admin"), "admin");
    office.invite(office.newEmail("admin"), "admin");
    const before = staffState(office);
    expect(await probe(base, undefined, ["/admin/people"])).toEqual([
      [302, `/admin/sign-in?next=${encodeURIComponent("/admin/people")}`],
      [401, ""],
      [401, ""],
    ]);
    expect(staffState(office)).toBe(before);

    for (const role of ["sales", "marketing"] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const email = office.newEmail(role);
      office.invite(email, role);
      await signInWithLink(page, office, email);
      await expect(page.getByRole("link", { name: "People" })).toHaveCount(0);
      const signedIn = staffState(office);
      // A post that would remove the administrator, were it let through.
      const adminId = JSON.parse(
        readRows(office, "SELECT id FROM staff_users WHERE role = 'admin'"),
      )[0].id;
      const cookie = await sessionCookie(page, base);
      expect(await probe(base, cookie, ["/admin/people"]), role).toEqual([
        [302, `/admin?refused=${encodeURIComponent("/admin/people")}`],
        [403, ""],
        [403, ""],
      ]);
      const removal = await context.request.post(`${base}/admin/people`, {
        form: { intent: "remove", id: adminId, shown_role: "admin" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
      expect(removal.status()).toBe(403);
      expect(staffState(office)).toBe(signedIn);
      await context.close();
    }
  } finally {
    await office.close();
  }
});
