import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, signInWithLink, startBackOffice } from "./support/back-office.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { probe, readRows, sessionCookie, staffState } from "./support/staff-records.ts";
import { newVisitor, validInquiry } from "./support/visitor.ts";

// Each test starts a server of its own (its SQLite file, an SMTP sink for the sign-in links).

async function register(page: Page, client: { name: string; email: string }) {
  await page.getByLabel("Your Name").fill("Ana Broker");
  await page.getByLabel("Brokerage").fill("Island Realty");
  await page.getByLabel("Your Email").fill("ana@brokers.example");
  await page.getByLabel("Your Phone").fill("+1 345 555 0199");
  await page.getByLabel("Client's Name").fill(client.name);
  await page.getByLabel("Client's Email").fill(client.email);
  await page.getByRole("checkbox", { name: /my client has agreed to be introduced/ }).check();
  await page.getByRole("button", { name: "Register my client" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your introduction is registered" }),
  ).toBeVisible();
}

const registrations = (office: { site: { dataDir: string } }) =>
  Number(JSON.parse(readRows(office, "SELECT COUNT(*) AS n FROM broker_registrations"))[0].n);

test("a broker registers clients on the public form; sales sees them, the one who inquired marked", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(89));
  try {
    const base = office.site.baseURL;
    // The client who had already inquired, through the contact form's call.
    const visitor = await newVisitor(base);
    const inquired = validInquiry();
    expect((await visitor.registerContact(inquired)).status()).toBe(200);
    await visitor.context.dispose();

    // The broker finds the form from the contact page's inquiry panel.
    await page.goto(`${base}/contact`);
    await page.getByRole("link", { name: "Register your client" }).click();
    await expect(page).toHaveURL(`${base}/brokers/register`);
    await expect(page.getByRole("heading", { level: 1, name: "Register a Client" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // One page for everyone: kept by shared caches, no cookie set, nothing personal in it.
    const answer = await page.request.get(`${base}/brokers/register`);
    expect(answer.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    expect(answer.headers()["set-cookie"]).toBeUndefined();

    // Keyboard: every field, the consent and the button, in reading order.
    await page.getByRole("heading", { level: 1 }).click();
    const reached: string[] = [];
    for (let i = 0; i < 12 && !reached.includes("Register my client"); i += 1) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(
          () =>
            (document.activeElement as HTMLInputElement | null)?.name ||
            document.activeElement?.textContent?.trim() ||
            "",
        ),
      );
    }
    expect(reached.slice(-9)).toEqual([
      "broker_name",
      "broker_company",
      "broker_email",
      "broker_phone",
      "broker_licence",
      "client_name",
      "client_email",
      "consent",
      "Register my client",
    ]);

    // Bad input: the panel, a message beside each field, what was typed kept, nothing stored.
    await page.getByLabel("Your Name").fill("Ana Broker");
    await page.getByLabel("Client's Email").fill("not an address");
    await page.getByRole("button", { name: "Register my client" }).click();
    const panel = page.getByRole("alert").filter({ hasText: "in your submission" });
    await expect(panel).toContainText("There were 6 errors in your submission:");
    await expect(page.getByLabel("Client's Email")).toHaveValue("not an address");
    await expect(page.getByLabel("Client's Email")).toHaveAccessibleDescription(
      "Client's Email must be a valid email address.",
    );
    await expect(page.getByLabel("Brokerage")).toHaveAccessibleDescription(
      "Brokerage is required.",
    );
    await expect(page.getByLabel("Your Name")).toHaveValue("Ana Broker");
    expect(registrations(office)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    const posted = page.waitForRequest((request) => request.method() === "POST");
    await register(page, { name: "Chris Client", email: inquired.email.toUpperCase() });
    expect(await axeViolations(page)).toEqual([]);
    // The same post again, as a double tap or a resend would send it: stored once.
    const body = (await posted).postData() ?? "";
    expect(new URLSearchParams(body).get("submission_id")).toMatch(/^[0-9a-f-]{36}$/);
    const again = await page.request.post(`${base}/brokers/register`, {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      data: body,
      maxRedirects: 0,
    });
    expect(again.status()).toBe(303);
    expect(registrations(office)).toBe(1);
    await page.getByRole("link", { name: "Register another client" }).click();
    await register(page, { name: "Dana New", email: "dana.new@example.com" });
    expect(registrations(office)).toBe(2);
    // Logs carry no name or address of the broker or the clients.
    for (const personal of ["ana@brokers.example", "Chris Client", "dana.new@example.com"]) {
      expect(office.site.log()).not.toContain(personal);
    }

    const email = office.newEmail("sales");
    office.invite(email, "sales");
    await signInWithLink(page, office, email);
    await page.getByRole("link", { name: "Broker registrations" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Broker registrations" }),
    ).toBeVisible();
    const rows = page.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Dana New");
    await expect(rows.nth(1)).not.toContainText("Already a contact");
    await expect(rows.nth(2)).toContainText("Chris Client");
    await expect(rows.nth(2)).toContainText("Already a contact");
    await expect(rows.nth(2)).toContainText("Ana Broker, Island Realty");
    expect(await axeViolations(page)).toEqual([]);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the registrations as CSV" }).click();
    const csv = await (await download).createReadStream();
    let text = "";
    for await (const chunk of csv) text += chunk;
    const lines = text.trim().split("\n");
    expect(lines[0]).toMatch(/^received_at,broker_name,broker_company,broker_email/);
    expect(lines[1]).toContain("dana.new@example.com");
    expect(lines[2]).toContain(`${inquired.email.toUpperCase()},yes,`);
  } finally {
    await office.close(page);
  }
});

test("registrations and their export: refused to marketing and to no session, open to sales and admins", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(94));
  try {
    const base = office.site.baseURL;
    const paths = ["/admin/registrations", "/admin/registrations/export"];
    const before = staffState(office);
    const signIn = (path: string) => `/admin/sign-in?next=${encodeURIComponent(path)}`;
    expect(await probe(base, undefined, paths)).toEqual([
      [302, signIn("/admin/registrations")],
      [401, ""],
      [401, ""],
      [302, signIn("/admin/registrations/export")],
      [401, ""],
      [401, ""],
    ]);
    expect(staffState(office)).toBe(before);

    const marketing = office.newEmail("marketing");
    office.invite(marketing, "marketing");
    await signInWithLink(page, office, marketing);
    await expect(page.getByRole("link", { name: "Broker registrations" })).toHaveCount(0);
    const signedIn = staffState(office);
    const refused = (path: string) => `/admin?refused=${encodeURIComponent(path)}`;
    expect(await probe(base, await sessionCookie(page, base), paths)).toEqual([
      [302, refused("/admin/registrations")],
      [403, ""],
      [403, ""],
      [302, refused("/admin/registrations/export")],
      [403, ""],
      [403, ""],
    ]);
    expect(staffState(office)).toBe(signedIn);

    for (const role of ["sales", "admin"] as const) {
      const context = await browser.newContext();
      const staffPage = await context.newPage();
      const email = office.newEmail(role);
      office.invite(email, role);
      await signInWithLink(staffPage, office, email);
      const cookie = await sessionCookie(staffPage, base);
      const answers = await probe(base, cookie, paths, { reads: true });
      expect(answers, role).toEqual([
        [200, ""],
        [200, ""],
        [200, ""],
        [200, ""],
      ]);
      await context.close();
    }
  } finally {
    await office.close(page);
  }
});

test("the form's post: refused from another site or as JSON, within the inquiry budget, stored once", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const site = await startSite(testPort(91), { CONTACT_RATE_LIMIT: "1" });
  const context = await playwright.request.newContext();
  try {
    const base = site.baseURL;
    const answers = {
      broker_name: "Ana Broker",
      broker_company: "Island Realty",
      broker_email: "ana@brokers.example",
      broker_phone: "+1 345 555 0199",
      client_name: "Chris Client",
      client_email: "chris@example.com",
      consent: "1",
    };
    const sent = { ...answers, submission_id: "3f2c9a7e-1d4b-4e8a-b6c5-9a8f7e6d5c4b" };
    const post = (headers: Record<string, string>, body: Record<string, string> | string = sent) =>
      context.post(`${base}/brokers/register`, {
        ...(typeof body === "string" ? { data: body } : { form: body }),
        headers,
        maxRedirects: 0,
      });
    const crossSite = await post({
      Origin: "https://elsewhere.example",
      "Sec-Fetch-Site": "cross-site",
    });
    // React Router's own origin check answers 400 before the page's guard would say 403.
    expect([400, 403]).toContain(crossSite.status());
    // Without Origin or Sec-Fetch-Site, nothing shows the site's own page sent it.
    expect((await post({})).status()).toBe(403);
    const asJson = await post(
      { Origin: base, "Content-Type": "application/json" },
      JSON.stringify(answers),
    );
    expect(asJson.status()).toBe(415);
    expect(registrations({ site })).toBe(0);

    const stored = await post({ Origin: base });
    expect(stored.status()).toBe(303);
    expect(stored.headers().location).toBe("/brokers/register?registered");
    expect(stored.headers()["cache-control"]).toBe("private, no-store");
    // Another sending (here one without the page's form id) finds the budget spent.
    const limited = await post({ Origin: base }, answers);
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await limited.text()).toContain("several inquiries from your connection");
    // The first sent again (its answer lost on the way) is answered as it was: nothing new stored.
    const resent = await post({ Origin: base });
    expect(resent.status()).toBe(303);
    expect(resent.headers().location).toBe("/brokers/register?registered");
    expect(registrations({ site })).toBe(1);
  } finally {
    await context.dispose();
    await site.stop();
  }
});
