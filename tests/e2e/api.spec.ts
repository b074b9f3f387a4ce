import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { signCsrfToken } from "../../app/server/csrf.server.ts";
import { defaultBaseUrl, defaultDatabaseFile } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { leadsWithEmail } from "./support/leads.ts";
import { apiPath, newVisitor, SITE_TOKEN, type Visitor, validInquiry } from "./support/visitor.ts";

const BASE = defaultBaseUrl;

let visitor: Visitor;
test.beforeEach(async () => {
  visitor = await newVisitor(BASE);
});
test.afterEach(async () => {
  await visitor.context.dispose();
});

const post = (call: string, body: unknown, headers: Record<string, string> = {}) =>
  visitor.context.post(apiPath(call), {
    headers: { "content-type": "application/json", "x-csrf-token": visitor.csrf, ...headers },
    data: JSON.stringify(body),
  });

test.describe("the site token", () => {
  test("a wrong or missing token, or an unknown call, answers 404", async () => {
    for (const call of ["units", "press-articles", "press-article", "register-contact", "meta"]) {
      const wrong = await visitor.context.fetch(apiPath(call, "not-the-token"), {
        method: call === "units" ? "GET" : "POST",
        headers: { "x-csrf-token": visitor.csrf },
      });
      expect(wrong.status(), call).toBe(404);
    }
    expect((await visitor.context.get("/api/units")).status()).toBe(404);
    expect((await visitor.context.get(`/api/everything/${SITE_TOKEN}`)).status()).toBe(404);
    expect((await visitor.context.post(apiPath("units"))).status()).toBe(405);
  });
});

test.describe("CSRF", () => {
  test("a POST without a valid token answers 403 with a JSON message and stores nothing", async () => {
    const inquiry = validInquiry();
    const missing = await post("register-contact", inquiry, { "x-csrf-token": "" });
    expect(missing.status()).toBe(403);
    expect(await missing.json()).toMatchObject({ error: "csrf", message: expect.any(String) });

    // A real token, but another visitor's: it is bound to their cookie, not this one.
    const other = await newVisitor(BASE);
    const stolen = await post("register-contact", inquiry, { "x-csrf-token": other.csrf });
    expect(stolen.status()).toBe(403);
    await other.context.dispose();
    expect(leadsWithEmail(inquiry.email)).toEqual([]);
  });

  test("a cross-site request is refused even with a valid token", async () => {
    const inquiry = validInquiry();
    const fromElsewhere = await post("register-contact", inquiry, {
      origin: "https://attacker.example",
    });
    expect(fromElsewhere.status()).toBe(403);
    const crossSite = await post("register-contact", inquiry, { "sec-fetch-site": "cross-site" });
    expect(crossSite.status()).toBe(403);
    const sameOrigin = await post("register-contact", inquiry, {
      origin: BASE,
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": visitor.address,
    });
    expect(await sameOrigin.text()).toBe("success");
  });

  test("a token older than a day is refused, and the refresh call gives one that works", async () => {
    const secret = readFileSync(join(dirname(defaultDatabaseFile), "secret"), "utf8").trim();
    const state = await visitor.context.storageState();
    const binding = state.cookies.find((cookie) => cookie.name === "csrf")?.value ?? "";
    const dayOld = signCsrfToken(secret, binding, Date.now() - 25 * 60 * 60 * 1000);
    const inquiry = validInquiry();
    const expired = await post("register-contact", inquiry, {
      "x-csrf-token": dayOld,
      "x-forwarded-for": visitor.address,
    });
    expect(expired.status()).toBe(403);

    const refreshed = await visitor.context.get(apiPath("csrf-token"));
    expect(refreshed.headers()["cache-control"]).toBe("private, no-store");
    const { token } = (await refreshed.json()) as { token: string };
    const retried = await post("register-contact", inquiry, {
      "x-csrf-token": token,
      "x-forwarded-for": visitor.address,
    });
    expect(await retried.text()).toBe("success");
    expect(leadsWithEmail(inquiry.email)).toHaveLength(1);
  });
});

test.describe("units", () => {
  test("42 residences in two houses, over 40% sold, with areas, prices and floor plans", async () => {
    const answer = await visitor.context.get(apiPath("units"));
    expect(answer.status()).toBe(200);
    const { columns, units } = (await answer.json()) as {
      columns: { title: string; type: string }[];
      units: {
        data: {
          column_title: string;
          column_type: string;
          value: unknown;
          value_feet: number | null;
          value_meters: number | null;
        }[];
      }[];
    };
    expect(columns.map((column) => column.type).sort()).toEqual([
      "area",
      "area",
      "file",
      "house",
      "money",
      "text",
      "text",
      "text",
    ]);
    expect(units).toHaveLength(42);
    const cell = (unit: (typeof units)[number], type: string) =>
      unit.data.find((entry) => entry.column_type === type);
    const beach = units.filter((unit) => cell(unit, "house")?.value === "Beach");
    const shore = units.filter((unit) => cell(unit, "house")?.value === "Shore");
    expect(beach).toHaveLength(20);
    expect(shore).toHaveLength(22);
    const sold = units.filter((unit) => unit.data.some((entry) => entry.value === "Sold"));
    expect(sold.length / units.length).toBeGreaterThan(0.4);
    for (const unit of units) {
      const area = cell(unit, "area");
      expect(area?.value_feet).toBeGreaterThan(0);
      expect(area?.value_meters).toBeCloseTo((area?.value_feet ?? 0) * 0.09290304, 0);
      expect(cell(unit, "money")?.value).toEqual(expect.any(Number));
      expect(unit.data.every((entry) => columns.some((c) => c.title === entry.column_title))).toBe(
        true,
      );
    }

    const plan = String(cell(units[0] as (typeof units)[number], "file")?.value);
    const view = await visitor.context.get(plan);
    expect(view.status()).toBe(200);
    expect(view.headers()["content-type"]).toBe("application/pdf");
    expect((await view.body()).subarray(0, 5).toString()).toBe("%PDF-");
    const download = await visitor.context.get(`/download${plan}`);
    expect(download.headers()["content-disposition"]).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(Buffer.compare(await download.body(), await view.body())).toBe(0);
  });
});

interface PressList {
  last_page: number;
  featured: { path: string; category: string }[];
  other: { path: string; category: string; page: number }[];
  category_count: Record<string, number>;
}

test.describe("press", () => {
  const list = async (body: unknown) =>
    (await (await post("press-articles", body)).json()) as PressList;

  test("pages through a category without overlap, featured articles on page 1 only", async () => {
    const first = await list({ page: 1, category: "news" });
    expect(first.featured.length).toBeGreaterThan(0);
    expect(first.last_page).toBeGreaterThan(1);
    expect(first.category_count.news).toBeGreaterThan(0);
    expect(first.category_count.market).toBeGreaterThan(0);
    const seen = new Set([...first.featured, ...first.other].map((article) => article.path));
    for (let page = 2; page <= first.last_page; page += 1) {
      const next = await list({ page, category: "news" });
      expect(next.featured).toEqual([]);
      for (const article of next.other) {
        expect(seen.has(article.path)).toBe(false);
        expect(article).toMatchObject({ category: "news", page });
        seen.add(article.path);
      }
    }
    expect(seen.size).toBe(first.category_count.news);
    const market = await list({ page: 1, category: "market" });
    expect([...market.featured, ...market.other].every((a) => a.category === "market")).toBe(true);
  });

  test("an invalid or out-of-range page or category gives the defaults, never an error", async () => {
    const defaults = await list({ page: 1, category: "news" });
    for (const body of [
      {},
      { page: "abc", category: "gossip" },
      { page: -3 },
      { page: 999 },
      [1, 2],
    ]) {
      const answer = await post("press-articles", body);
      expect(answer.status()).toBe(200);
      expect(await answer.json()).toEqual(defaults);
    }
    const asForm = await visitor.context.post(apiPath("press-articles"), {
      headers: { "x-csrf-token": visitor.csrf },
      form: { page: "2", category: "news" },
    });
    expect(((await asForm.json()) as PressList).other[0]?.page).toBe(2);
  });

  test("an article by its slug, or the text not-found", async () => {
    const { featured } = await list({ page: 1, category: "news" });
    const slug = String(featured[0]?.path).replace("/press/", "");
    const found = await post("press-article", { article: slug });
    expect(await found.json()).toMatchObject({
      path: `/press/${slug}`,
      title: expect.any(String),
      description: expect.stringContaining("<p>"),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      category: "news",
      page: 1,
    });
    for (const article of ["no-such-story", "../etc/passwd", 42]) {
      expect(await (await post("press-article", { article })).text()).toBe("not-found");
    }
  });
});

test.describe("meta", () => {
  const meta = (path: string) =>
    visitor.context.post(apiPath("meta"), {
      headers: { "x-csrf-token": visitor.csrf },
      form: { path },
    });

  test("answers the metadata the server renders into the page", async () => {
    for (const [path, url] of [
      ["home", "/"],
      ["availability", "/availability"],
      ["press", "/press"],
    ] as const) {
      const answer = await meta(path);
      expect(answer.status()).toBe(200);
      const { title, description, keywords } = (await answer.json()) as {
        title: string;
        description: string;
        keywords: string;
      };
      const html = await (await visitor.context.get(url)).text();
      expect(html).toContain(`<title>${title.replaceAll("&", "&amp;")}</title>`);
      expect(html).toContain(`<meta name="description" content="${description}"/>`);
      expect(html).toContain(`<meta name="keywords" content="${keywords}"/>`);
    }
  });

  test("covers press articles and answers Page Not Found for unknown paths", async () => {
    const press = (await (await post("press-articles", {})).json()) as PressList;
    const path = String(press.featured[0]?.path);
    const article = (await (await meta(path.slice(1))).json()) as { title: string };
    expect(await (await visitor.context.get(path)).text()).toContain(
      `<title>${article.title.replaceAll("&", "&amp;")}</title>`,
    );
    const unknown = await meta("no/such/page");
    expect(unknown.status()).toBe(404);
    expect(((await unknown.json()) as { title: string }).title).toMatch(/^Page Not Found/);
  });
});

test.describe("register-contact", () => {
  const register = (body: unknown) => visitor.registerContact(body);

  test("stores a valid inquiry with its UTM values and answers success", async () => {
    const inquiry = validInquiry({ broker: "Yes", questions: "Beach House, three bedrooms?" });
    const answer = await register(inquiry);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe("success");
    expect(leadsWithEmail(inquiry.email)).toEqual([
      expect.objectContaining({
        fname: "Ada",
        phone: "3455550100",
        utm_campaign: "autumn",
        page_path: "/contact",
        audience: "broker",
        questions: "Beach House, three bedrooms?",
        consent_text: expect.stringContaining("never be sold"),
        suspected_bot: 0,
      }),
    ]);
    // The browser retries after a dropped connection: still one lead.
    expect(await (await register(inquiry)).text()).toBe("success");
    expect(leadsWithEmail(inquiry.email)).toHaveLength(1);
  });

  test("answers 422 with each field's message under friendly labels", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fname: "" }, "fname", "The First Name field is required."],
      [{ lname: " " }, "lname", "The Last Name field is required."],
      [{ email: "" }, "email", "The Email field is required."],
      [{ email: "ada.example.com" }, "email", "The Email must be a valid email address."],
      [{ phone: "" }, "phone", "The Phone field is required."],
      [{ zip: "" }, "zip", "The Zip field is required."],
      [{ consent: false }, "consent", "Your Consent must be given"],
      [
        { intro: 1, next_trip: "" },
        "next_trip",
        "Please tell us when you are planning to take your Next Trip to Grand Cayman",
      ],
      [{ next_trip: "Next week" }, "next_trip", "The selected Next Trip is invalid."],
      [
        { fname: "x".repeat(101) },
        "fname",
        "The First Name must not be greater than 100 characters.",
      ],
      [{ favourite_colour: "blue" }, "favourite_colour", "This field is not accepted."],
    ];
    for (const [overrides, field, message] of cases) {
      const inquiry = validInquiry(overrides);
      // A client of its own for each, so the rate limit stays out of the way.
      const client = await newVisitor(BASE);
      const answer = await client.registerContact(inquiry);
      expect(answer.status(), field).toBe(422);
      expect(await answer.json()).toEqual({ errors: { [field]: [message] } });
      await client.context.dispose();
      expect(leadsWithEmail(String(inquiry.email))).toEqual([]);
    }
  });

  test("refuses other body types, oversized bodies and unreadable JSON", async () => {
    const asForm = await visitor.context.post(apiPath("register-contact"), {
      headers: { "x-csrf-token": visitor.csrf, "x-forwarded-for": visitor.address },
      form: { fname: "Ada" },
    });
    expect(asForm.status()).toBe(415);
    const huge = await register(validInquiry({ questions: "x".repeat(17 * 1024) }));
    expect(huge.status()).toBe(413);
    expect(await huge.text()).toBe("The request is too large.");
    const broken = await register("{ not json");
    expect(broken.status()).toBe(400);
    expect(await broken.text()).toMatch(/^fail: /);
  });

  test("limits each client, answering 429 with Retry-After, and only that client", async () => {
    const first = validInquiry();
    let last = await register(first);
    for (let sent = 1; sent <= 5; sent += 1) last = await register(validInquiry());
    expect(last.status()).toBe(429);
    expect(Number(last.headers()["retry-after"])).toBeGreaterThan(0);
    expect(await last.text()).toMatch(/^fail: .*call our sales team/);
    // A resend of an inquiry already stored (its answer lost on the way) stores nothing new:
    // it is answered as the first was, not refused.
    const resent = await register(first);
    expect(await resent.text()).toBe("success");
    expect(leadsWithEmail(first.email)).toHaveLength(1);

    const neighbour = await newVisitor(BASE);
    expect(await (await neighbour.registerContact(validInquiry())).text()).toBe("success");
    await neighbour.context.dispose();
  });

  test("the same submission id with other answers answers 409 and keeps the first", async () => {
    const client = await newVisitor(BASE);
    const inquiry = validInquiry({ questions: "The Beach House, please." });
    expect(await (await client.registerContact(inquiry)).text()).toBe("success");
    const copied = await client.registerContact({ ...inquiry, questions: "The Ocean House." });
    expect(copied.status()).toBe(409);
    expect(await copied.text()).toMatch(
      /^fail: These details were already sent from this form with different answers\./,
    );
    expect(leadsWithEmail(inquiry.email)).toEqual([
      expect.objectContaining({ questions: "The Beach House, please." }),
    ]);
    await client.context.dispose();
  });

  test("a body exactly as the spec lists it, with no fill time, is a person's", async () => {
    const client = await newVisitor(BASE);
    const { fill_ms, submission_id, page_path, website, ...specFields } = validInquiry();
    expect(await (await client.registerContact(specFields)).text()).toBe("success");
    expect(leadsWithEmail(specFields.email)).toEqual([
      expect.objectContaining({ suspected_bot: 0, bot_reason: "" }),
    ]);
    await client.context.dispose();
  });

  test("suspected bots get the same success but are flagged", async () => {
    const trapped = validInquiry({ website: "http://cheap-pills.example" });
    const hasty = validInquiry({ fill_ms: 800 });
    expect(await (await register(trapped)).text()).toBe("success");
    expect(await (await register(hasty)).text()).toBe("success");
    expect(leadsWithEmail(trapped.email)).toEqual([
      expect.objectContaining({ suspected_bot: 1, bot_reason: "honeypot field filled" }),
    ]);
    expect(leadsWithEmail(hasty.email)).toEqual([
      expect.objectContaining({ suspected_bot: 1, bot_reason: "form filled in 800 ms" }),
    ]);
  });
});
