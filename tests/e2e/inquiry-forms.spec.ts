import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import {
  asNewClient,
  choose,
  fillRequired,
  openTellUsMore,
  sendInquiry,
  tellUsMore,
  uniqueEmail,
} from "./support/inquiry.ts";
import { leadsWithEmail } from "./support/leads.ts";

async function open(page: Page, path: string) {
  await asNewClient(page);
  await page.goto(path);
  await waitForHydration(page);
}

const errorPanel = (page: Page) => page.locator(".error-summary");

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
}

test.describe("the contact page's full inquiry form", () => {
  test("an empty submit shows the counted error panel, focused, with a link to each field", async ({
    page,
  }) => {
    await open(page, "/contact");
    await expect(page.getByRole("heading", { name: "An Extraordinary Opportunity" })).toBeVisible();
    await expect(page.getByRole("link", { name: "+1 (345) 555-0100" }).first()).toHaveAttribute(
      "href",
      "tel:+13455550100",
    );
    await expect(page.getByRole("link", { name: /Enter Site/ })).toHaveAttribute("href", "/");
    await sendInquiry(page);

    const panel = errorPanel(page);
    await expect(panel).toBeFocused();
    await expect(panel.getByRole("alert")).toContainText("There were 6 errors in your submission:");
    const links = panel.getByRole("link");
    await expect(links).toHaveText([
      "The First Name field is required.",
      "The Last Name field is required.",
      "The Email field is required.",
      "The Phone field is required.",
      "The Zip field is required.",
      "Your Consent must be given",
    ]);
    const email = page.getByLabel("Email", { exact: true });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("The Email field is required.");
    await expect(page.getByLabel("City")).not.toHaveAttribute("aria-invalid", "true");
    // Nothing to correct among the optional questions: they stay folded away.
    await expect(tellUsMore(page)).not.toHaveAttribute("open");
    await expect(page.getByRole("button", { name: "Send Inquiry" })).toBeEnabled();

    await links.filter({ hasText: "Email" }).click();
    await expect(email).toBeFocused();
    await links.filter({ hasText: "Consent" }).click();
    await expect(page.getByRole("checkbox", { name: /I consent/ })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test("the first step asks only what the sales team needs; Tell us more opens by keyboard", async ({
    page,
  }) => {
    await open(page, "/contact");
    for (const label of ["First Name", "Last Name", "Email", "Phone", "ZIP/Postal Code"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("combobox", { name: "Country", exact: true })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /I consent/ })).toBeVisible();
    const trip = page.getByRole("combobox", {
      name: "When is your next planned trip to Grand Cayman?",
    });
    await expect(trip).toBeHidden();
    await expect(page.getByLabel("City")).toBeHidden();
    await expect(page.getByText("Please select")).toHaveCount(0);

    const more = tellUsMore(page);
    await more.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(more).toHaveAttribute("open", "");
    await expect(trip).toBeVisible();
    await expect(page.getByLabel("Your questions")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(trip).toBeFocused();
    // The opened body fades in; its colours are measured once it has.
    await more
      .locator(".tell-us-more__body")
      .evaluate((body) => Promise.all(body.getAnimations().map((animation) => animation.finished)));
    await expectNoAxeViolations(page);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(more).not.toHaveAttribute("open");
    await expect(trip).toBeHidden();
  });

  test("a refused answer inside Tell us more opens it, and its link reaches the field", async ({
    page,
  }) => {
    await open(page, "/contact");
    await fillRequired(page, { email: uniqueEmail() });
    await openTellUsMore(page);
    // A text-direction character, which the server refuses in any typed answer.
    await page.getByLabel("City").fill("George\u202eTown");
    const more = tellUsMore(page);
    await more.getByText("Tell us more", { exact: true }).click();
    await expect(more).not.toHaveAttribute("open");
    await sendInquiry(page);

    await expect(errorPanel(page)).toBeFocused();
    await expect(errorPanel(page).getByRole("heading")).toHaveText(
      "There was 1 error in your submission:",
    );
    const link = errorPanel(page).getByRole("link");
    await expect(link).toHaveText(
      "The City contains characters we cannot accept (control or text-direction characters).",
    );
    await expect(more).toHaveAttribute("open", "");
    await link.click();
    await expect(page.getByLabel("City")).toBeFocused();
    await expect(page.getByLabel("City")).toHaveAttribute("aria-invalid", "true");
  });

  test("each server message appears beside its field, with friendly labels", async ({ page }) => {
    await open(page, "/contact");
    await fillRequired(page, { email: "not-an-address", phone: "call me" });
    await page.getByLabel("ZIP/Postal Code").fill("#?!");
    await sendInquiry(page);
    await expect(errorPanel(page)).toContainText("There were 3 errors in your submission:");
    await expect(errorPanel(page).getByRole("link")).toHaveText([
      "The Email must be a valid email address.",
      "The Phone must be a valid phone number.",
      "The Zip must be a valid ZIP or postal code.",
    ]);
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      "The Phone must be a valid phone number.",
    );
  });

  test("the phone is cut to 10 characters as it is typed", async ({ page }) => {
    await open(page, "/contact");
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.pressSequentially("+1 345 555 0100 22");
    await expect(phone).toHaveValue("+1 345 555");
  });

  test("a complete inquiry lands on /thanks and is stored once, with every answer", async ({
    page,
  }) => {
    await open(page, "/contact");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await choose(page, "Country code", "KY +345");
    await choose(page, "Country", "Cayman Islands");
    await openTellUsMore(page);
    await choose(page, "When are you looking to purchase?", "1-2 years");
    await choose(page, "Are you working with a real estate broker?", "No");
    await page.getByLabel("Your questions").fill("Which residences face west?");
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
    const [lead, ...others] = leadsWithEmail(email);
    expect(others).toEqual([]);
    expect(lead).toMatchObject({
      fname: "Ada",
      phone_country_code_text: "KY",
      phone_country_code: "+345",
      country: "Cayman Islands",
      purchase_timeline: "1-2 years",
      broker: "No",
      questions: "Which residences face west?",
      page_path: "/contact",
      intro: 0,
    });
  });
});

test.describe("nothing typed is lost", () => {
  test("answers survive a reload and are cleared after success", async ({ page }) => {
    await open(page, "/contact");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await choose(page, "Country", "Canada");
    await openTellUsMore(page);
    await page.getByLabel("Your questions").fill("Which residences face west?");
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    // An answer given inside Tell us more comes back in view, not folded away.
    await expect(tellUsMore(page)).toHaveAttribute("open", "");
    await expect(page.getByLabel("Your questions")).toHaveValue("Which residences face west?");
    await expect(page.getByRole("checkbox", { name: /I consent/ })).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Country", exact: true })).toContainText(
      "Canada",
    );
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    await page.goto("/contact");
    await waitForHydration(page);
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
  });

  test("a choice is kept when the page is left before its save could run", async ({ page }) => {
    await open(page, "/contact");
    await fillRequired(page, { email: uniqueEmail() });
    const country = page.getByRole("combobox", { name: "Country", exact: true });
    await country.click();
    const canada = page.getByRole("option", { name: "Canada", exact: true });
    await expect(canada).toBeVisible();
    // A busy page: from now on its timers wait a minute, so nothing scheduled runs before the
    // reload, as happens when the main thread is still drawing when the visitor leaves.
    await page.evaluate(() => {
      const later = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, _delay?: number, ...rest: unknown[]) =>
        later(handler, 60_000, ...rest)) as typeof window.setTimeout;
    });
    await canada.click();
    await page.reload();
    await waitForHydration(page);
    await expect(country).toContainText("Canada");
  });

  test("when the answer is lost on the way back, a retry is stored once", async ({ page }) => {
    await open(page, "/availability");
    let lostOnce = false;
    await page.route("**/api/register-contact/**", async (route) => {
      if (lostOnce) return route.continue();
      lostOnce = true;
      await route.fetch(); // The server stores the inquiry...
      await route.abort("connectionreset"); // ...and the connection drops before the answer.
    });
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await sendInquiry(page);
    await expect(errorPanel(page)).toContainText("We could not reach our sales team just now");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    expect(leadsWithEmail(email)).toHaveLength(1);

    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)).toHaveLength(1);
  });

  test("answers changed in a copied tab are sent again as an inquiry of their own", async ({
    page,
  }) => {
    await open(page, "/contact");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    const sentIds: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/register-contact/")) {
        sentIds.push(String(request.postDataJSON().submission_id));
      }
    });
    // The other tab sent this draft first, with other answers.
    await page.route(
      "**/api/register-contact/**",
      (route) =>
        route.fulfill({
          status: 409,
          contentType: "text/plain",
          body: "fail: These details were already sent from this form with different answers.",
        }),
      { times: 1 },
    );
    await sendInquiry(page);
    await expect(errorPanel(page)).toHaveText(
      "Error: These details were already sent from this form with different answers.",
    );
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)).toHaveLength(1);
    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).not.toBe(sentIds[0]);
  });

  test("an expired page token is renewed and the inquiry still goes through", async ({ page }) => {
    await open(page, "/availability");
    await page.evaluate(() =>
      document.querySelector('meta[name="csrf-token"]')?.setAttribute("content", "expired.token"),
    );
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)).toHaveLength(1);
  });
});

test.describe("the short form on /availability", () => {
  test("carries the visit's UTM parameters and the broker box", async ({ page }) => {
    // The visitor leaves the landing page before its scripts have run (a slow phone): the
    // next page loads in full, without the parameters, and only the landing page's inline
    // script can have kept them.
    await asNewClient(page);
    const modules = "**/assets/*.js";
    await page.route(modules, () => {}); // held, never answered
    await page.goto("/overview?utm_source=newsletter&utm_medium=email&utm_campaign=launch", {
      waitUntil: "domcontentloaded",
    });
    await page.unroute(modules);
    await page.goto("/availability");
    await waitForHydration(page);
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await choose(page, "When is your next planned trip to Grand Cayman?", "In 3-6 months");
    await page.getByRole("checkbox", { name: "I'm a Broker" }).check();
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)[0]).toMatchObject({
      next_trip: "In 3-6 months",
      broker: "Yes",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      page_path: "/availability",
    });
  });
});

test.describe("the short form's code", () => {
  const isFormCode = (url: string) =>
    /\/assets\/inquiry-form-[^/]*\.js$/.test(new URL(url).pathname);
  const nextTrip = (page: Page) =>
    page.getByRole("combobox", { name: "When is your next planned trip to Grand Cayman?" });

  test("is fetched as the Inquire section nears the screen, not with the page", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (isFormCode(request.url())) fetched.push(request.url());
    });
    await open(page, "/availability");
    expect(fetched).toEqual([]);
    await page.locator("#inquire").scrollIntoViewIfNeeded();
    await expect.poll(() => fetched.length).toBe(1);
    await expect(nextTrip(page)).toBeVisible();
  });

  test("is fetched at once when a client navigation draws the section", async ({ page }) => {
    await open(page, "/overview");
    const fetched = page.waitForRequest((request) => isFormCode(request.url()));
    await page.getByRole("button", { name: "Explore" }).click();
    await page
      .getByRole("dialog", { name: "Main menu" })
      .getByRole("link", { name: /^Floor Plans/ })
      .click();
    await expect(page).toHaveURL("/availability");
    await fetched;
    await page.locator("#inquire").scrollIntoViewIfNeeded();
    await expect(nextTrip(page)).toBeVisible();
  });
});

test.describe("the landing form on /introduction", () => {
  test("Inquire scrolls to the form, which needs the next trip and sends intro=1", async ({
    page,
  }) => {
    await open(page, "/introduction");
    await page.getByRole("link", { name: "Inquire", exact: true }).last().click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(
      page.getByRole("heading", { name: "Be Among the First to Know" }),
    ).toBeInViewport();

    const email = uniqueEmail();
    await fillRequired(page, { email });
    await sendInquiry(page);
    await expect(errorPanel(page)).toContainText("There was 1 error in your submission:");
    await expect(errorPanel(page).getByRole("link")).toHaveText(
      "Please tell us when you are planning to take your Next Trip to Grand Cayman",
    );
    await choose(page, "When is your next planned trip to Grand Cayman?", "Unsure");
    await page.getByRole("checkbox", { name: "I'm a Broker" }).check();
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)[0]).toMatchObject({
      intro: 1,
      next_trip: "Unsure",
      broker: "I am a real estate broker/agent",
      page_path: "/introduction",
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to its page: errors come back with the answers, success goes to /thanks", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/contact");
    const email = uniqueEmail();
    await page.getByLabel("First Name", { exact: true }).fill("Ada");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await sendInquiry(page);
    await expect(page).toHaveURL("/contact");
    await expect(errorPanel(page)).toContainText("There were 4 errors in your submission:");
    await expect(page.getByLabel("First Name", { exact: true })).toHaveValue("Ada");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
    expect(leadsWithEmail(email)).toEqual([]);

    await fillRequired(page, { email });
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)).toHaveLength(1);
  });

  test("Tell us more opens without JavaScript, and comes back open when a field in it is refused", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/contact");
    const more = tellUsMore(page);
    await expect(more).not.toHaveAttribute("open");
    await openTellUsMore(page);
    await page.getByLabel("City").fill("George\u202eTown");
    await page.getByLabel("Your questions").fill("Which residences face west?");
    await more.getByText("Tell us more", { exact: true }).click();
    await expect(more).not.toHaveAttribute("open");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await sendInquiry(page);

    await expect(page).toHaveURL("/contact");
    await expect(errorPanel(page).getByRole("link")).toHaveText(
      "The City contains characters we cannot accept (control or text-direction characters).",
    );
    await expect(more).toHaveAttribute("open", "");
    await expect(page.getByLabel("Your questions")).toHaveValue("Which residences face west?");
    await errorPanel(page).getByRole("link").click();
    await expect(page.getByLabel("City")).toBeFocused();
    expect(leadsWithEmail(email)).toEqual([]);
  });

  test("a form sent twice is stored once; the same copy sent by someone else is theirs", async ({
    page,
  }) => {
    await asNewClient(page);
    await page.goto("/contact");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    const body = (await posted).postData() ?? "";
    expect(new URLSearchParams(body).get("submission_id")).toMatch(/^[0-9a-f-]{36}$/);

    // The same post again, as a double tap before the first answer or a resend would send it.
    const resend = (form: URLSearchParams) =>
      page.request.post("/contact", {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: new URL(page.url()).origin,
        },
        data: form.toString(),
        maxRedirects: 0,
      });
    const again = await resend(new URLSearchParams(body));
    expect(again.status()).toBe(303);
    expect(leadsWithEmail(email)).toHaveLength(1);

    // The same answers changed under the same form: refused with a message, never dropped.
    const changed = new URLSearchParams(body);
    changed.set("questions", "And a second question");
    const refused = await resend(changed);
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain("already sent from this form with different answers");
    expect(leadsWithEmail(email)).toEqual([expect.objectContaining({ questions: "" })]);

    // A shared cache gives the same page, form id included, to another visitor.
    const neighbour = new URLSearchParams(body);
    const otherEmail = uniqueEmail();
    neighbour.set("email", otherEmail);
    expect((await resend(neighbour)).status()).toBe(303);
    expect(leadsWithEmail(otherEmail)).toHaveLength(1);
  });

  test("the landing form sends intro=1 and the landing URL's UTM parameters", async ({ page }) => {
    await asNewClient(page);
    await page.goto("/introduction?utm_source=instagram&utm_campaign=reveal");
    const email = uniqueEmail();
    await fillRequired(page, { email });
    await page
      .getByRole("combobox", { name: "When is your next planned trip to Grand Cayman?" })
      .selectOption({ label: "In the next 3 months" });
    await sendInquiry(page);
    await expect(page).toHaveURL("/thanks");
    expect(leadsWithEmail(email)[0]).toMatchObject({
      intro: 1,
      next_trip: "In the next 3 months",
      utm_source: "instagram",
      utm_campaign: "reveal",
    });
  });
});
