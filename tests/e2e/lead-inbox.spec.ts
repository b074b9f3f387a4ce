import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, signInWithLink } from "./support/back-office.ts";
import { startLeadOffice } from "./support/lead-inbox.ts";
import { testPort } from "./support/ports.ts";

// Each test starts a server of its own, with a CRM webhook that refuses until it is told to
// accept and an SMTP sink for the sign-in links and the lead emails.

async function downloadText(page: Page, name: string): Promise<string> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  let text = "";
  for await (const chunk of await (await download).createReadStream()) text += chunk;
  return text;
}

test("sales works a lead through its statuses, retries a failed delivery, releases a suspected bot, exports the view and erases a person", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const office = await startLeadOffice(testPort(81));
  try {
    const base = office.site.baseURL;
    const ada = await office.inquire({ email: "ada.inbox@example.com", utm_source: "newsletter" });
    await office.inquire({
      fname: "Grace",
      lname: "Hopper",
      broker: "Yes",
      utm_source: "google",
    });
    await office.inquire({ fname: "Robo", lname: "Filler", fill_ms: 500 });
    // The CRM has been down for three days: Ada's delivery to it gives up.
    office.expireRetryWindow(ada);
    await expect
      .poll(() => office.deliveryStatus(ada, "webhook"), { timeout: 20_000 })
      .toBe("failed");

    const email = office.newEmail("sales");
    office.invite(email, "sales");
    await signInWithLink(page, office, email);
    await page.getByRole("link", { name: "Leads" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
    const views = page.getByRole("navigation", { name: "Lead views" });
    await expect(views.getByRole("link")).toHaveText(["Inbox (2)", "Suspected bots (1)"]);
    await expect(views.getByRole("link", { name: "Inbox (2)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const names = page.getByRole("rowheader");
    await expect(names).toHaveText(["Grace Hopper", "Ada Lovelace"]);
    await expect(page.getByRole("row", { name: /Ada Lovelace/ })).toContainText(
      "CRM webhook: Failed",
    );
    expect(await axeViolations(page)).toEqual([]);

    // Filters: brokers only, then a date that cannot be read, named beside its field.
    await page.getByLabel("Audience").selectOption("Broker");
    await page.getByRole("button", { name: "Show these leads" }).click();
    await expect(page).toHaveURL(/audience=broker/);
    await expect(names).toHaveText(["Grace Hopper"]);
    await page.goto(`${base}/admin/leads?from=yesterday`);
    await expect(page.getByLabel("Received from")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Enter a date as YYYY-MM-DD, for example 2026-03-31."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Clear the filters" }).click();
    await expect(names).toHaveText(["Grace Hopper", "Ada Lovelace"]);

    // Ada's page: answers, consent wording, page, UTM and the delivery that gave up.
    await page.getByRole("link", { name: "Ada Lovelace" }).click();
    await expect(page).toHaveURL(`${base}/admin/leads/${ada}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ada Lovelace" })).toBeVisible();
    const answers = page.getByRole("region", { name: "Answers" });
    await expect(answers).toContainText("ada.inbox@example.com");
    const origin = page.getByRole("region", { name: "Where it came from" });
    await expect(origin).toContainText("/contact");
    await expect(origin).toContainText("newsletter");
    await expect(origin).toContainText("By ticking this box, I consent to");
    const webhookRow = page.getByRole("row", { name: /CRM webhook/ });
    await expect(webhookRow).toContainText("Failed");
    expect(await axeViolations(page)).toEqual([]);

    // Through its statuses, with an owner and a note.
    await page.getByLabel("Status", { exact: true }).selectOption("Contacted");
    await page.getByLabel("Owner", { exact: true }).selectOption(email);
    await page.getByLabel("Add a note (optional)").fill("Called; she asked for the floor plans.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
    await expect(page.getByLabel("Owner", { exact: true }).locator("option:checked")).toHaveText(
      email,
    );
    await expect(page.getByRole("listitem").filter({ hasText: email })).toContainText(
      "Called; she asked for the floor plans.",
    );
    for (const status of ["Qualified", "Closed"]) {
      await page.getByLabel("Status", { exact: true }).selectOption(status);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toHaveText("Saved.");
      await expect(page.locator(".lede")).toContainText(`Status: ${status}.`);
    }

    // Two tabs on one lead: the second save is refused, keeps its note and changes nothing.
    const other = await page.context().newPage();
    await other.goto(`${base}/admin/leads/${ada}`);
    await page.getByLabel("Add a note (optional)").fill("Sent the floor plans.");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Saved.");
    const afterFirst = office.leadsState();
    await other.getByLabel("Status", { exact: true }).selectOption("New");
    await other.getByLabel("Add a note (optional)").fill("A stale note.");
    await other.getByRole("button", { name: "Save", exact: true }).click();
    await expect(other.getByRole("alert")).toContainText(
      "Someone else changed this lead after you opened this page, so nothing was saved.",
    );
    await expect(other.getByLabel("Status", { exact: true })).toHaveValue("closed");
    await expect(other.getByLabel("Add a note (optional)")).toHaveValue("A stale note.");
    expect(office.leadsState()).toBe(afterFirst);
    await other.close();

    // The CRM is back: the failed delivery, retried from here, arrives.
    office.webhook.accept();
    await page.getByRole("button", { name: "Retry the CRM webhook" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "The delivery is queued again and is sent within a few seconds.",
    );
    await expect
      .poll(() => office.deliveryStatus(ada, "webhook"), { timeout: 20_000 })
      .toBe("delivered");
    await page.reload();
    await expect(page.getByRole("row", { name: /CRM webhook/ })).toContainText("Delivered");
    expect(office.webhook.received.some((body) => body.includes(ada))).toBe(true);

    // The suspected bot, released to the inbox.
    await page.goto(`${base}/admin/leads`);
    await page.getByRole("link", { name: "Suspected bots (1)" }).click();
    await expect(names).toHaveText(["Robo Filler"]);
    await expect(page.getByRole("row", { name: /Robo Filler/ })).toContainText(
      "form filled in 500 ms",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Robo Filler" }).click();
    await page.getByRole("button", { name: "Release to the inbox" }).click();
    await expect(page.getByRole("status")).toHaveText("Released: this lead is in the inbox now.");
    await expect(page.getByRole("button", { name: "Release to the inbox" })).toHaveCount(0);
    await page.getByRole("link", { name: "Leads" }).click();
    await expect(views.getByRole("link")).toHaveText(["Inbox (3)", "Suspected bots (0)"]);
    await expect(names).toHaveText(["Robo Filler", "Grace Hopper", "Ada Lovelace"]);

    // On a phone each lead is a card: nothing scrolls sideways, and every value is named.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("row", { name: /Grace Hopper/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The filtered view as CSV: the closed leads only, in leads:export's columns.
    await page.getByLabel("Status", { exact: true }).selectOption("Closed");
    await page.getByRole("button", { name: "Show these leads" }).click();
    await expect(names).toHaveText(["Ada Lovelace"]);
    const csv = await downloadText(page, "Download this view as CSV");
    const [header, ...rows] = csv.trimEnd().split("\n");
    expect(header).toMatch(/^lead_id,received_at,contact_id,inquiry_number,audience,fname,/);
    expect(header).toMatch(/,webhook_delivery,email_delivery,sales_status,owner$/);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`${ada},`);
    expect(rows[0]).toMatch(new RegExp(`,delivered,delivered,closed,${email}$`));

    // Erasure: refused until confirmed, then the person is gone, here and in the database.
    await page.getByRole("link", { name: "Ada Lovelace" }).click();
    const before = office.leadsState();
    await page.getByRole("button", { name: "Erase this person" }).click();
    const confirm = page.getByLabel("I understand that this person is erased for good");
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByText("Tick the box to confirm that this person is to be erased."),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(office.leadsState()).toBe(before);
    await confirm.check();
    await page.getByRole("button", { name: "Erase this person" }).click();
    await expect(page).toHaveURL(`${base}/admin/leads?erased=1`);
    await expect(page.getByRole("status")).toHaveText(
      "The person was erased, with their inquiry and every delivery and note of them.",
    );
    await expect(names).toHaveText(["Robo Filler", "Grace Hopper"]);
    expect(office.leadRows("ada.inbox@example.com")).toBe(0);
    expect((await page.goto(`${base}/admin/leads/${ada}`))?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "This lead is not here" }),
    ).toBeVisible();

    // The audit log has every change, and nothing about Ada.
    const lines = office.auditLines().filter((line) => String(line.action).startsWith("lead."));
    expect(lines.map((line) => line.action)).toEqual([
      "lead.status_changed",
      "lead.owner_changed",
      "lead.note_added",
      "lead.status_changed",
      "lead.status_changed",
      "lead.note_added",
      "lead.delivery_retried",
      "lead.released",
      "lead.person_erased",
    ]);
    const erasure = JSON.stringify(lines.at(-1));
    for (const trace of ["ada.inbox", "Lovelace", "floor plans", ada]) {
      expect(erasure).not.toContain(trace);
    }
    expect(JSON.stringify(lines)).not.toContain("floor plans");
  } finally {
    await office.close(page);
  }
});

test("marketing, no session and other sites are refused every lead page, download and change, and nothing changes; admins may work leads", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startLeadOffice(testPort(82));
  try {
    const base = office.site.baseURL;
    const lead = await office.inquire({ fill_ms: 500 });
    office.expireRetryWindow(lead);
    await expect
      .poll(() => office.deliveryStatus(lead, "webhook"), { timeout: 20_000 })
      .toBe("failed");
    const delivery = office.deliveryId(lead, "webhook");

    /** Every lead route, read and (the lead's page) posted with each of its forms. */
    async function probes(cookie: string, origin = base) {
      const context = await playwrightRequest.newContext({
        extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
      });
      const leadPath = `/admin/leads/${lead}`;
      const headers: Record<string, string> =
        origin === base ? { Origin: base } : { Origin: origin, "Sec-Fetch-Site": "cross-site" };
      const get = (path: string) => context.get(`${base}${path}`, { maxRedirects: 0 });
      const post = (path: string, form: Record<string, string>) =>
        context.post(`${base}${path}`, { form, headers, maxRedirects: 0 });
      try {
        const answers = [
          await get("/admin/leads"),
          await get("/admin/leads?view=suspected"),
          await get("/admin/leads/export"),
          await get(leadPath),
          await get("/admin/leads.data"),
          await get(`${leadPath}.data`),
          await post(leadPath, { intent: "work", status: "closed", owner: "", version: "1" }),
          await post(leadPath, { intent: "release", version: "1" }),
          await post(leadPath, { intent: "retry", delivery }),
          await post(leadPath, { intent: "erase", confirm: "yes" }),
          await post(`${leadPath}.data`, { intent: "erase", confirm: "yes" }),
          await post("/admin/leads", { intent: "erase", confirm: "yes" }),
          await post("/admin/leads/export", { intent: "erase", confirm: "yes" }),
        ];
        // (A post from another site may be refused by React Router's own origin check first.)
        for (const answer of origin === base ? answers : []) {
          expect(answer.headers()["cache-control"]).toBe("private, no-store");
        }
        return answers.map((answer) => [answer.status(), answer.headers().location ?? ""]);
      } finally {
        await context.dispose();
      }
    }
    const state = office.leadsState();
    const audit = office.auditLines().length;
    const pages = ["/admin/leads", "/admin/leads", "/admin/leads/export", `/admin/leads/${lead}`];
    // Pages are sent to sign in (or back to the dashboard); data and posts get the status.
    const signIn = (path: string) => `/admin/sign-in?next=${encodeURIComponent(path)}`;
    expect(await probes("")).toEqual([
      ...pages.map((path) => [302, signIn(path)]),
      ...Array.from({ length: 9 }, () => [401, ""]),
    ]);

    const sessionOf = async (role: "marketing" | "sales" | "admin") => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const email = office.newEmail(role);
      office.invite(email, role);
      await signInWithLink(tab, office, email);
      const cookies = await context.cookies(`${base}/admin`);
      const session = cookies.find((cookie) => cookie.name === "staff.session_token");
      await context.close();
      return `staff.session_token=${session?.value}`;
    };
    const refused = (path: string) => `/admin?refused=${encodeURIComponent(path)}`;
    expect(await probes(await sessionOf("marketing"))).toEqual([
      ...pages.map((path) => [302, refused(path)]),
      ...Array.from({ length: 9 }, () => [403, ""]),
    ]);
    // Sales, posting from another site: the pages open, every post is refused.
    const sales = await sessionOf("sales");
    const crossSite = await probes(sales, "https://elsewhere.example");
    expect(crossSite.slice(0, 4)).toEqual(pages.map(() => [200, ""]));
    for (const [status] of crossSite.slice(6)) {
      expect(Number(status)).toBeGreaterThanOrEqual(400);
      expect(Number(status)).toBeLessThan(500);
    }
    expect(office.leadsState()).toBe(state);
    // Two invitations and two sign-ins, and nothing from the probes.
    expect(office.auditLines()).toHaveLength(audit + 4);

    // An administrator works leads too: the release goes through.
    const admin = await sessionOf("admin");
    const context = await browser.newContext({ extraHTTPHeaders: { Cookie: admin } });
    const released = await context.request.post(`${base}/admin/leads/${lead}`, {
      form: { intent: "release", version: "1" },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    expect([released.status(), released.headers().location]).toEqual([
      302,
      `/admin/leads/${lead}?done=released`,
    ]);
    await context.close();
    expect(office.leadsState()).not.toBe(state);
  } finally {
    await office.close();
  }
});
