import { request as playwrightRequest } from "@playwright/test";
import { LINK_SENT } from "../../app/content/admin-sign-in.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { axeViolations, signInWithLink, startBackOffice } from "./support/back-office.ts";
import { testPort } from "./support/ports.ts";

// Each test starts a server of its own (its SQLite file, an SMTP sink for the sign-in links).

test("sales signs in with the emailed link, sees its dashboard, is refused the audit log, signs out and is refused again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const office = await startBackOffice(testPort(23));
  try {
    const base = office.site.baseURL;
    const email = office.newEmail("sales");
    office.invite(email, "sales");

    await page.goto(`${base}/admin/audit`);
    await expect(page).toHaveURL(`${base}/admin/sign-in?next=%2Fadmin%2Faudit`);
    expect(await axeViolations(page)).toEqual([]);

    await signInWithLink(page, office, email);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}, Sales.`)).toBeVisible();
    const sections = page.getByRole("heading", { level: 3 });
    await expect(sections).toHaveText(["Inventory", "Leads", "Broker registrations"]);
    await expect(page.getByRole("link", { name: "Inventory" })).toHaveAttribute(
      "href",
      "/admin/inventory",
    );
    await expect(page.getByRole("link", { name: "Leads" })).toHaveAttribute("href", "/admin/leads");
    await expect(page.getByRole("link", { name: /Audit|People|Marketing/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: every control of the dashboard is reached with Tab, in reading order.
    await page.getByRole("heading", { level: 1 }).click();
    const reached: string[] = [];
    for (let i = 0; i < 12 && !reached.includes("Sign out"); i += 1) {
      await page.keyboard.press("Tab");
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ""));
    }
    expect(reached).toContain("Add a passkey");
    expect(reached.indexOf("Sign out")).toBeGreaterThan(reached.indexOf("Add a passkey"));

    const cookies = await page.context().cookies(`${base}/admin`);
    const session = cookies.find((cookie) => cookie.name === "staff.session_token");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });

    // Another role's page, its data and a post to it: refused, and nothing is written.
    const auditLines = office.count("staff_audit_log");
    const refusedPage = await page.request.get(`${base}/admin/audit`, { maxRedirects: 0 });
    expect(refusedPage.status()).toBe(302);
    expect(refusedPage.headers().location).toBe("/admin?refused=%2Fadmin%2Faudit");
    await page.goto(`${base}/admin/audit`);
    await expect(page).toHaveURL(`${base}/admin?refused=%2Fadmin%2Faudit`);
    await expect(page.getByRole("alert")).toHaveText(
      "The audit section is not open to your role. An administrator can change your role.",
    );
    expect((await page.request.get(`${base}/admin/audit.data`)).status()).toBe(403);
    const posted = await page.request.post(`${base}/admin/audit`, {
      form: { anything: "x" },
      headers: { Origin: base },
    });
    expect(posted.status()).toBe(403);
    expect(posted.headers()["cache-control"]).toBe("private, no-store");
    expect(office.count("staff_audit_log")).toBe(auditLines);

    await page.goto(`${base}/admin`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/admin/sign-in?signed-out`);
    await expect(page.getByRole("status")).toHaveText("You are signed out.");

    // Signed out on the server: the old cookie, replayed, opens nothing.
    const replay = await playwrightRequest.newContext({
      extraHTTPHeaders: { Cookie: `staff.session_token=${session?.value}` },
    });
    const dashboard = await replay.get(`${base}/admin`, { maxRedirects: 0 });
    expect(dashboard.status()).toBe(302);
    expect(dashboard.headers().location).toBe("/admin/sign-in");
    expect((await replay.get(`${base}/admin.data`)).status()).toBe(401);
    await replay.dispose();
    await page.goto(`${base}/admin`);
    await expect(page).toHaveURL(`${base}/admin/sign-in`);
  } finally {
    await office.close(page);
  }
});

test("an admin reads the audit log, registers a passkey and signs in with it", async ({ page }) => {
  test.setTimeout(60_000);
  const office = await startBackOffice(testPort(24));
  try {
    const base = office.site.baseURL;
    const email = office.newEmail("admin");
    office.invite(email, "admin");
    // Sent to sign in from the audit log, and back there once signed in.
    await signInWithLink(page, office, email, "/admin/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await page.getByRole("link", { name: "Back office" }).click();
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Inventory",
      "Leads",
      "Broker registrations",
      "Press",
      "Team",
      "Facts and contact",
      "Page descriptions",
      "People",
      "Audit",
    ]);

    await page.getByRole("link", { name: "Audit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows.nth(1)).toContainText("Signed in");
    await expect(rows.nth(1)).toContainText(email);
    await expect(rows.nth(2)).toContainText("Invited");
    await expect(rows.nth(2)).toContainText("npm run admin:invite");
    expect(await axeViolations(page)).toEqual([]);

    // Chromium's virtual authenticator stands in for the device's passkey store.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${base}/admin`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Passkey 1" })).toBeVisible();

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${base}/admin/sign-in?signed-out`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(`${base}/admin`);
    await expect(page.getByText(`Signed in as ${email}, Administrator.`)).toBeVisible();

    await page.goto(`${base}/admin/audit`);
    await expect(page.getByRole("row").nth(1)).toContainText('{"method":"passkey"}');
    await expect(page.getByRole("row").nth(2)).toContainText("Signed out");
  } finally {
    await office.close(page);
  }
});

test("strangers get the same answer and no email; other sites and unknown endpoints are refused; nothing is cached", async ({
  page,
}) => {
  const office = await startBackOffice(testPort(25));
  try {
    const base = office.site.baseURL;
    const staff = office.newEmail("marketing");
    office.invite(staff, "marketing");
    const members = office.count("staff_users");

    await page.goto(`${base}/admin/sign-in`);
    await page.getByLabel("Work email").fill("stranger@example.com");
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(LINK_SENT);

    const other = await page.request.post(`${base}/admin/sign-in`, {
      form: { intent: "link", email: staff },
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(other.status()).toBeGreaterThanOrEqual(400);
    expect(other.status()).toBeLessThan(500);

    // A real request for the member of staff: once its email has come, nothing else has.
    await page.goto(`${base}/admin/sign-in`);
    await page.getByLabel("Work email").fill(staff);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(page.getByRole("status")).toHaveText(LINK_SENT);
    await office.linkFor(staff);
    expect(office.sink.received).toHaveLength(1);
    expect(office.count("staff_users")).toBe(members);

    const probes = await Promise.all([
      page.request.get(`${base}/admin`, { maxRedirects: 0 }),
      page.request.get(`${base}/admin/sign-in`),
      page.request.get(`${base}/admin/auth/passkey/verify-authentication`),
      page.request.get(`${base}/admin/auth/sign-in/magic-link`),
      page.request.get(`${base}/admin/auth/magic-link/verify?token=x`),
    ]);
    expect(probes.map((answer) => answer.status())).toEqual([302, 200, 405, 404, 404]);
    for (const answer of probes) {
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      expect(answer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
    const spelled = await page.request.get(`${base}//admin/./audit`, { maxRedirects: 0 });
    expect(spelled.status()).toBe(308);
    expect(spelled.headers().location).toBe("/admin/audit");
    const robots = await (await page.request.get(`${base}/robots.txt`)).text();
    expect(robots).toContain("Disallow: /admin\n");
    expect(await (await page.request.get(`${base}/sitemap.xml`)).text()).not.toContain("/admin");
  } finally {
    await office.close(page);
  }
});
