import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { axeViolations, signInWithLink, startBackOffice } from "./support/back-office.ts";
import { photograph, snapshot } from "./support/marketing.ts";
import { testPort } from "./support/ports.ts";

// Each test starts a server of its own (its SQLite file with the seeded press and team).

/** Presses Tab from the page's h1 and names each control reached, by id or text. */
async function tabWalk(page: Page, steps: number): Promise<string[]> {
  await page.getByRole("heading", { level: 1 }).click();
  const reached: string[] = [];
  for (let i = 0; i < steps; i += 1) {
    await page.keyboard.press("Tab");
    reached.push(
      await page.evaluate(
        () => document.activeElement?.id || document.activeElement?.textContent?.trim() || "",
      ),
    );
  }
  return reached;
}

const SLUG = "cayman-compass-visits-the-beach-house";
const TITLE = "Cayman Compass Visits the Beach House";

test("marketing writes, publishes and unpublishes an article; /press and its page follow", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(86));
  try {
    const base = office.site.baseURL;
    const email = office.newEmail("marketing");
    office.invite(email, "marketing");
    await signInWithLink(page, office, email);
    await expect(page.getByRole("heading", { level: 3 })).toHaveText([
      "Press",
      "Team",
      "Facts and contact",
      "Page descriptions",
    ]);
    await page.getByRole("link", { name: "Press" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Press" })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(19);
    expect(await axeViolations(page)).toEqual([]);

    // Bad input: a message beside each field, what was typed kept, nothing written.
    const press = snapshot(office, "press_articles");
    await page.getByRole("link", { name: "Write an article" }).click();
    expect(await tabWalk(page, 10)).toEqual([
      "Press",
      "slug",
      "title",
      "publisher",
      "date",
      "category",
      "featured",
      "description",
      "url",
      "picture",
    ]);
    await page.getByLabel("Address").fill("Not An Address");
    await page.getByLabel("Date of publication").fill("20 November");
    await page.getByLabel("Picture").setInputFiles({
      name: "photo.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("<html>not a picture</html>"),
    });
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page.getByRole("alert")).toContainText("Nothing was saved");
    await expect(page.getByLabel("Address")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Address")).toHaveValue("Not An Address");
    await expect(page.getByText("Address must be lower-case letters")).toBeVisible();
    await expect(page.getByText("Title is required.")).toBeVisible();
    await expect(page.getByText("Date of publication must be a date")).toBeVisible();
    await expect(page.getByText("Text is required.")).toBeVisible();
    await expect(page.getByText("This file is not a picture.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(snapshot(office, "press_articles")).toBe(press);

    // Written, with a picture: saved unpublished, so the public never sees a draft.
    await page.getByLabel("Address").fill(SLUG);
    await page.getByLabel("Title").fill(TITLE);
    await page.getByLabel("Publisher").fill("Cayman Compass");
    await page.getByLabel("Date of publication").fill("2026-11-20");
    await page
      .getByLabel("Text")
      .fill(
        '<p>A first look inside.</p><script>alert("x")</script><h3>The terraces</h3><p>Wide.</p>',
      );
    await page.getByLabel("Picture").setInputFiles({
      name: "beach-house.jpg",
      mimeType: "image/jpeg",
      buffer: await photograph(1800, 1200),
    });
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page).toHaveURL(`${base}/admin/press?saved=${SLUG}`);
    await expect(page.getByRole("status")).toContainText(`${TITLE}: Saved.`);
    const row = page.getByRole("row", { name: new RegExp(TITLE) });
    await expect(row).toContainText("Not published");
    const visitor = await browser.newPage();
    expect((await visitor.goto(`${base}/press/${SLUG}`))?.status()).toBe(404);

    // Published: on /press and its own page, with the picture in the pipeline's formats.
    const listBefore = await visitor.request.get(`${base}/press`);
    await row.getByRole("button", { name: `Publish ${TITLE}` }).click();
    await expect(page.getByRole("status")).toContainText("Published");
    const listAfter = await visitor.request.get(`${base}/press`);
    expect(listAfter.headers()["cache-control"]).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
    );
    expect(listAfter.headers().etag).not.toBe(listBefore.headers().etag);
    await visitor.goto(`${base}/press`);
    await visitor.getByRole("link", { name: TITLE }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByRole("heading", { level: 2, name: "The terraces" })).toBeVisible();
    expect(await visitor.locator(".press-article__body").innerHTML()).not.toContain("script");
    const avif = visitor.locator('.press-article__picture source[type="image/avif"]');
    await expect(avif).toHaveAttribute(
      "srcset",
      /^\/pictures\/[0-9a-f]{16}-400\.avif 400w, \S+-800\.avif 800w, \S+-1200\.avif 1200w$/,
    );
    const served = await visitor.request.get(
      `${base}${(await avif.getAttribute("srcset"))?.split(" ")[0]}`,
    );
    expect(served.headers()).toMatchObject({
      "content-type": "image/avif",
      "cache-control": "public, max-age=31536000, immutable",
    });

    // Two tabs on one article: the second save is refused and changes nothing.
    await page.getByRole("link", { name: TITLE }).click();
    const other = await page.context().newPage();
    await other.goto(page.url());
    await page.getByLabel("Title").fill(`${TITLE}, Revisited`);
    await page.getByRole("button", { name: "Save the article" }).click();
    await expect(page).toHaveURL(`${base}/admin/press?saved=${SLUG}`);
    const afterFirst = snapshot(office, "press_articles");
    await other.getByLabel("Publisher").fill("Someone else");
    await other.getByRole("button", { name: "Save the article" }).click();
    await expect(other.getByRole("alert")).toContainText(
      "Someone else changed this article after you opened it, so nothing was saved.",
    );
    expect(snapshot(office, "press_articles")).toBe(afterFirst);
    await other.close();

    // Unpublished: gone from /press, and its page is Page Not Found.
    await page
      .getByRole("row", { name: /Revisited/ })
      .getByRole("button", { name: /^Unpublish/ })
      .click();
    await expect(page.getByRole("status")).toContainText("Unpublished");
    await visitor.goto(`${base}/press`);
    await expect(visitor.getByRole("link", { name: /Cayman Compass Visits/ })).toHaveCount(0);
    expect((await visitor.goto(`${base}/press/${SLUG}`))?.status()).toBe(404);

    await visitor.close();
  } finally {
    await office.close(page);
  }
});

test("marketing edits a member of the team, adds a portrait and moves them; /team follows", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(88));
  try {
    const base = office.site.baseURL;
    const email = office.newEmail("marketing");
    office.invite(email, "marketing");
    await signInWithLink(page, office, email);
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const team = snapshot(office, "team_members");
    await page.getByRole("link", { name: "Daniel Rivers" }).click();
    expect(await tabWalk(page, 6)).toEqual(["Team", "name", "role", "company", "group", "picture"]);
    await page.getByLabel("Role").fill("");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Role")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Role is required.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(snapshot(office, "team_members")).toBe(team);
    await page.getByLabel("Role").fill("Director of Sales, Americas");
    await page.getByLabel("Portrait").setInputFiles({
      name: "daniel.jpg",
      mimeType: "image/jpeg",
      buffer: await photograph(800, 1000),
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved Daniel Rivers.");
    await page.getByRole("button", { name: "Move up Daniel Rivers" }).click();
    await expect(page.getByRole("status")).toHaveText("Saved Daniel Rivers.");

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(`${base}/team`);
    const sales = visitor.getByRole("region", { name: "Sales" }).getByRole("listitem");
    await expect(sales).toHaveCount(3);
    await expect(sales.first()).toContainText("Director of Sales, Americas");
    await expect(sales.first().getByRole("heading")).toHaveText("Daniel Rivers");
    await expect(sales.first().locator("img")).toHaveAttribute(
      "src",
      /^\/pictures\/[0-9a-f]{16}-400\.jpg$/,
    );
    await expect(sales.nth(1).getByRole("heading")).toHaveText("Eleanor Hayes");
    await expect(sales.nth(1).locator("img")).toHaveCount(0);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitorContext.close();
  } finally {
    await office.close(page);
  }
});

/** Every press and team page, data request and post, as one client: [status, location]. */
async function marketingProbes(page: Page, base: string, cookie: string | undefined) {
  const headers = { Origin: base, ...(cookie ? { Cookie: cookie } : {}) };
  const request = page.context().request;
  const get = (path: string) =>
    request.get(`${base}${path}`, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
  const post = (path: string, form: Record<string, string>) =>
    request.post(`${base}${path}`, { form, headers, maxRedirects: 0 });
  const upload = (path: string, fields: Record<string, string>) =>
    request.post(`${base}${path}`, {
      multipart: {
        ...fields,
        picture: { name: "x.jpg", mimeType: "image/jpeg", buffer: Buffer.from("x") },
      },
      headers,
      maxRedirects: 0,
    });
  const article = { slug: "branded-residences-explained", version: "1" };
  const member = { id: "sales-2", version: "1" };
  const answers = [
    await get("/admin/press"),
    await get("/admin/press/article?slug=branded-residences-explained"),
    await get("/admin/team"),
    await get("/admin/team/member?id=sales-2"),
    await get("/admin/press.data"),
    await get("/admin/team.data"),
    await post("/admin/press", { ...article, intent: "unpublish" }),
    await post("/admin/press.data", { ...article, intent: "unpublish" }),
    await upload("/admin/press/article", { ...article, title: "Taken over", date: "2026-01-01" }),
    await post("/admin/team", { ...member, intent: "remove" }),
    await post("/admin/team.data", { ...member, intent: "up" }),
    await upload("/admin/team/member", {
      ...member,
      name: "Taken over",
      role: "x",
      group: "sales",
    }),
  ];
  for (const answer of answers) {
    expect(answer.headers()["cache-control"]).toBe("private, no-store");
  }
  return answers.map((answer) => [answer.status(), answer.headers().location ?? ""]);
}

test("sales, no session and other sites are refused every press and team page and change, and nothing changes; admins get in", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(87));
  try {
    const base = office.site.baseURL;
    const unchanged = () =>
      ["press_articles", "team_members", "uploaded_pictures"]
        .map((table) => snapshot(office, table as "press_articles"))
        .join("\n");
    const before = unchanged();
    const audit = office.count("staff_audit_log");
    const signIn = (path: string) => `/admin/sign-in?next=${encodeURIComponent(path)}`;
    expect(await marketingProbes(page, base, undefined)).toEqual([
      [302, signIn("/admin/press")],
      [302, signIn("/admin/press/article")],
      [302, signIn("/admin/team")],
      [302, signIn("/admin/team/member")],
      ...Array.from({ length: 8 }, () => [401, ""]),
    ]);

    const sessionOf = async (role: "sales" | "marketing" | "admin") => {
      await page.context().clearCookies();
      const email = office.newEmail(role);
      office.invite(email, role);
      await signInWithLink(page, office, email);
      const cookies = await page.context().cookies(`${base}/admin`);
      const session = cookies.find((cookie) => cookie.name === "staff.session_token");
      return `staff.session_token=${session?.value}`;
    };
    const sales = await sessionOf("sales");
    await expect(page.getByRole("link", { name: /Press|Team/ })).toHaveCount(0);
    const refused = (path: string) => `/admin?refused=${encodeURIComponent(path)}`;
    expect(await marketingProbes(page, base, sales)).toEqual([
      [302, refused("/admin/press")],
      [302, refused("/admin/press/article")],
      [302, refused("/admin/team")],
      [302, refused("/admin/team/member")],
      ...Array.from({ length: 8 }, () => [403, ""]),
    ]);
    await page.goto(`${base}/admin/team`);
    await expect(page.getByRole("alert")).toHaveText(
      "The team section is not open to your role. An administrator can change your role.",
    );

    // Marketing's own session, from another site: refused as the public forms are.
    const marketing = await sessionOf("marketing");
    // React Router refuses a foreign Origin itself (400); a cross-site fetch signal without
    // one meets the back office's form guard (403).
    const forgeries: Record<string, string>[] = [
      { Origin: "https://elsewhere.example" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    const forged = [];
    for (const signal of forgeries) {
      const answer = await page.context().request.post(`${base}/admin/team`, {
        form: { id: "sales-2", version: "1", intent: "remove" },
        headers: { ...signal, Cookie: marketing },
        maxRedirects: 0,
      });
      forged.push(answer.status());
    }
    expect(forged).toEqual([400, 403]);
    expect(unchanged()).toBe(before);
    // The audit log has the two invitations and sign-ins, and nothing from the probes.
    expect(office.count("staff_audit_log")).toBe(audit + 4);

    // An administrator opens every page.
    const admin = await sessionOf("admin");
    for (const path of [
      "/admin/press",
      "/admin/press/article?slug=branded-residences-explained",
      "/admin/press/article",
      "/admin/team",
      "/admin/team/member?id=sales-2",
      "/admin/team/member",
    ]) {
      const answer = await page.context().request.get(`${base}${path}`, {
        headers: { Cookie: admin },
        maxRedirects: 0,
      });
      expect(answer.status(), path).toBe(200);
    }
  } finally {
    await office.close(page);
  }
});
