import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  type BackOffice,
  signInWithLink,
  startBackOffice,
} from "./support/back-office.ts";
import { testPort } from "./support/ports.ts";
import { factSheetText, storedSettings } from "./support/site-settings.ts";

// Each test starts a server of its own, with its own SQLite file.

const metaContent = (page: Page, selector: string) =>
  page.locator(`head meta[${selector}]`).getAttribute("content");

test("marketing changes a fact, the sales phone and a page's description; the public pages and the fact sheet follow", async ({
  page,
  browser,
}) => {
  // A dozen pages, four accessibility scans and two PDFs: generous for busy machines.
  test.setTimeout(300_000);
  const office = await startBackOffice(testPort(84));
  try {
    const base = office.site.baseURL;
    const visitor = await browser.newPage();
    await visitor.goto(`${base}/downloads`);
    const oldSheet = await visitor.getByRole("link", { name: /^Fact Sheet/ }).getAttribute("href");
    expect(await factSheetText(visitor.request, `${base}${oldSheet}`)).toContain(
      "+1 (345) 555-0100",
    );

    const email = office.newEmail("marketing");
    office.invite(email, "marketing");
    await signInWithLink(page, office, email);
    await page.getByRole("link", { name: "Facts and contact" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Facts and contact" })).toBeVisible();
    // A fresh database shows the code's values: the spec's facts and the documented phone.
    await expect(page.getByLabel("Residences")).toHaveValue("42");
    await expect(page.getByLabel("Sold share")).toHaveValue("over 40%");
    await expect(page.getByLabel("Beach length (feet)")).toHaveValue("1000");
    await expect(page.getByLabel("Sales phone")).toHaveValue("+1 (345) 555-0100");
    expect(await axeViolations(page)).toEqual([]);

    // Bad input: the reason beside the field, what was typed kept, nothing stored.
    await page.getByLabel("Residences").fill("forty");
    await page.getByLabel("Sales phone").fill("call us");
    await page.getByRole("button", { name: "Save facts and contact" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Nothing was saved: see the messages beside the fields.",
    );
    await expect(page.getByLabel("Residences")).toHaveAccessibleDescription(
      /Residences must be a whole number, written with digits\./,
    );
    await expect(page.getByLabel("Sales phone")).toHaveAccessibleDescription(
      /must be a phone number/,
    );
    await expect(page.getByLabel("Sales phone")).toHaveValue("call us");
    expect(storedSettings(office)).toBe("[]");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Residences").fill("42");
    await page.getByLabel("Sold share").fill("over 55%");
    await page.getByLabel("Sales phone").fill("+1 (345) 555-0199");
    await page.getByRole("button", { name: "Save facts and contact" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Saved. The public pages show it within a minute.",
    );
    await expect(page.getByLabel("Sold share")).toHaveValue("over 55%");

    // A second form opened before that save: refused, and nothing changes.
    const before = storedSettings(office);
    const stale = await page.request.post(`${base}/admin/site`, {
      form: {
        version: "0",
        residences: "44",
        soldShare: "over 60%",
        beachLengthFeet: "1000",
        salesPhone: "+1 (345) 555-0100",
        brochureUrl: "https://issuu.com/residencesgrandcayman/docs/brochure",
        facebook: "https://www.facebook.com/residencesgrandcayman",
        linkedin: "https://www.linkedin.com/company/residences-grand-cayman",
        instagram: "https://www.instagram.com/residencesgrandcayman",
      },
      headers: { Origin: base },
    });
    expect(stale.status()).toBe(409);
    expect(storedSettings(office)).toBe(before);

    // The public pages: the copy, the footer and the contact page, the fact sheet.
    await visitor.goto(`${base}/`);
    await expect(visitor.getByRole("definition").filter({ hasText: "Over 55%" })).toBeVisible();
    await expect(
      visitor.getByRole("contentinfo").getByRole("link", { name: "+1 (345) 555-0199" }),
    ).toHaveAttribute("href", "tel:+13455550199");
    await visitor.goto(`${base}/introduction`);
    await expect(visitor.getByText("with over 55% already sold")).toBeVisible();
    await visitor.goto(`${base}/contact`);
    await expect(
      visitor.getByRole("main").getByRole("link", { name: "+1 (345) 555-0199" }),
    ).toBeVisible();
    await visitor.goto(`${base}/downloads`);
    const newSheet = await visitor.getByRole("link", { name: /^Fact Sheet/ }).getAttribute("href");
    expect(newSheet).not.toBe(oldSheet);
    const sheet = await factSheetText(visitor.request, `${base}${newSheet}`);
    expect(sheet).toContain("+1 (345) 555-0199");
    expect(sheet).toContain("Over 55%");
    const download = await visitor.request.get(`${base}/download${newSheet}`);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment/);

    // A page's description: its <meta> and share tags, and the meta call.
    await page.goto(`${base}/admin`);
    await page.getByRole("link", { name: "Page descriptions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Page descriptions" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const description = page.getByLabel("Description of /contact");
    await description.fill("Too short.");
    await page.getByRole("button", { name: "Save /contact" }).click();
    await expect(page.getByLabel("Description of /contact")).toHaveAccessibleDescription(
      /needs at least 50 characters/,
    );
    expect(await axeViolations(page)).toEqual([]);
    const words = "Call or write to our sales team about a beachfront residence on Grand Cayman.";
    await page.getByLabel("Description of /contact").fill(words);
    const contactForm = page.locator("#page-contact");
    await expect(contactForm.getByRole("figure")).toContainText(words);
    await page
      .getByLabel("Share text of /contact")
      .fill("An extraordinary opportunity on Grand Cayman.");
    await page.getByRole("button", { name: "Save /contact" }).click();
    await expect(contactForm.getByRole("status")).toHaveText(
      "Saved. The page shows it within a minute.",
    );

    await visitor.goto(`${base}/contact`);
    expect(await metaContent(visitor, 'name="description"')).toBe(words);
    expect(await metaContent(visitor, 'property="og:description"')).toBe(
      "An extraordinary opportunity on Grand Cayman.",
    );
    expect(await metaContent(visitor, 'name="twitter:description"')).toBe(
      "An extraordinary opportunity on Grand Cayman.",
    );
    await visitor.close();
  } finally {
    await office.close(page);
  }
});

async function settingsProbes(office: BackOffice, cookie: string | undefined) {
  const base = office.site.baseURL;
  const context = await playwrightRequest.newContext({
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  try {
    const post = (path: string, form: Record<string, string>) =>
      context.post(`${base}${path}`, { form, headers: { Origin: base }, maxRedirects: 0 });
    const site = { version: "0", residences: "1", soldShare: "none", beachLengthFeet: "100" };
    const words = { path: "/contact", version: "0", title: "x", description: "y".repeat(60) };
    const answers = [
      await context.get(`${base}/admin/site`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/pages`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/site.data`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/pages.data`, { maxRedirects: 0 }),
      await post("/admin/site", site),
      await post("/admin/site.data", site),
      await post("/admin/pages", words),
      await post("/admin/pages.data", words),
    ];
    for (const answer of answers) {
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
    }
    return answers.map((answer) => [answer.status(), answer.headers().location ?? ""]);
  } finally {
    await context.dispose();
  }
}

async function sessionOf(page: Page, office: BackOffice) {
  const cookies = await page.context().cookies(`${office.site.baseURL}/admin`);
  const session = cookies.find((cookie) => cookie.name === "staff.session_token");
  return `staff.session_token=${session?.value}`;
}

test("sales and no session are refused both pages and their saves, other sites' posts too; administrators may open them", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(85));
  try {
    const base = office.site.baseURL;
    const audit = office.count("staff_audit_log");
    const signIn = (next: string) => `/admin/sign-in?next=${encodeURIComponent(next)}`;
    expect(await settingsProbes(office, undefined)).toEqual([
      [302, signIn("/admin/site")],
      [302, signIn("/admin/pages")],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
    ]);

    const salesPage = await browser.newPage();
    const sales = office.newEmail("sales");
    office.invite(sales, "sales");
    await signInWithLink(salesPage, office, sales);
    await expect(salesPage.getByRole("link", { name: "Facts and contact" })).toHaveCount(0);
    const refused = (path: string) => `/admin?refused=${encodeURIComponent(path)}`;
    expect(await settingsProbes(office, await sessionOf(salesPage, office))).toEqual([
      [302, refused("/admin/site")],
      [302, refused("/admin/pages")],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
    ]);
    await salesPage.close();

    // Marketing's own session, but the post comes from another site: refused (400: React
    // Router's own origin check answers before the form guard's 403).
    const marketingPage = await browser.newPage();
    const marketing = office.newEmail("marketing");
    office.invite(marketing, "marketing");
    await signInWithLink(marketingPage, office, marketing);
    const forged = await marketingPage.request.post(`${base}/admin/pages`, {
      form: { path: "/contact", version: "0", title: "Forged", description: "z".repeat(60) },
      headers: { Origin: "https://elsewhere.example", "Sec-Fetch-Site": "cross-site" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(400);
    await marketingPage.close();

    expect(storedSettings(office)).toBe("[]");
    // The invitations and sign-ins only, nothing from the probes.
    expect(office.count("staff_audit_log")).toBe(audit + 4);

    const adminPage = await browser.newPage();
    const admin = office.newEmail("admin");
    office.invite(admin, "admin");
    await signInWithLink(adminPage, office, admin, "/admin/site");
    await expect(
      adminPage.getByRole("heading", { level: 1, name: "Facts and contact" }),
    ).toBeVisible();
    await adminPage.goto(`${base}/admin/pages`);
    await expect(
      adminPage.getByRole("heading", { level: 1, name: "Page descriptions" }),
    ).toBeVisible();
    await adminPage.close();
  } finally {
    await office.close();
  }
});
