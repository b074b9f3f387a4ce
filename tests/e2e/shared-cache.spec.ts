import { type APIResponse, type Response, request } from "@playwright/test";
import { cachedBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { asNewClient, fillRequired, sendInquiry, uniqueEmail } from "./support/inquiry.ts";
import { leadsWithEmail } from "./support/leads.ts";
import { apiPath, SITE_TOKEN } from "./support/visitor.ts";

/**
 * Visitors of the default server through the shared cache (nginx, deploy/nginx/site.conf), as
 * they arrive behind the CDN in production: public pages are answered from the cache, and
 * nothing that belongs to one visitor ever is.
 */
test.use({ baseURL: cachedBaseUrl });

const cacheStatus = (answer: Response | APIResponse | null) => answer?.headers()["x-cache-status"];

test("a second visitor gets /contact from the cache, byte for byte, and its inquiry goes through", async ({
  browser,
  page,
}) => {
  const first = await browser.newContext({ baseURL: cachedBaseUrl });
  const firstAnswer = await (await first.newPage()).goto("/contact");
  expect(firstAnswer?.status()).toBe(200);
  const firstBytes = await firstAnswer?.body();
  await first.close();

  await asNewClient(page);
  const answer = await page.goto("/contact");
  expect(cacheStatus(answer)).toBe("HIT");
  expect(await answer?.body()).toEqual(firstBytes);

  await waitForHydration(page);
  const email = uniqueEmail();
  await fillRequired(page, { email });
  await sendInquiry(page);
  await expect(page).toHaveURL("/thanks");
  await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
  expect(leadsWithEmail(email)).toHaveLength(1);
});

test("another site's text/plain form post is refused through the cache, and /thanks is never kept", async ({
  browser,
  page,
}) => {
  const siteToken = SITE_TOKEN;

  // A page elsewhere whose form sends a JSON-shaped text/plain body, the classic forged inquiry.
  const email = uniqueEmail();
  const attacker = await browser.newContext();
  await attacker.route("http://attacker.example/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Win a residence</title>
<form method="post" enctype="text/plain"
  action="${cachedBaseUrl}/api/register-contact/${siteToken}">
  <input type="hidden" name='{"fname":"Ada","lname":"Lovelace","email":"${email}","consent":true,"pad":"' value='"}'>
  <button>Claim your residence</button>
</form>`,
    }),
  );
  const forgery = await attacker.newPage();
  await forgery.goto("http://attacker.example/");
  const [refusal] = await Promise.all([
    forgery.waitForResponse((answer) => answer.url().includes("/api/register-contact/")),
    forgery.getByRole("button", { name: "Claim your residence" }).click(),
  ]);
  expect(refusal.status()).toBe(403);
  expect(cacheStatus(refusal)).not.toBe("HIT");
  expect(leadsWithEmail(email)).toEqual([]);
  await attacker.close();

  const thanks = await page.goto("/thanks");
  expect(thanks?.status()).toBe(200);
  const second = await browser.newContext({ baseURL: cachedBaseUrl });
  const secondPage = await second.newPage();
  const secondThanks = await secondPage.goto("/thanks");
  expect(cacheStatus(secondThanks)).not.toBe("HIT");
  await expect(secondPage.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();
  await second.close();
});

test("through the cache only the back office's uploads take a body over 16 KB, and the origin answers them", async ({
  request: client,
}) => {
  const large = "a".repeat(64 * 1024);
  const headers = { "content-type": "application/x-www-form-urlencoded", origin: cachedBaseUrl };
  for (const path of [
    "/admin/inventory/floor-plan",
    "/admin/press/article",
    "/admin/team/member",
  ]) {
    const upload = await client.post(path, { data: large, headers });
    // Passed through whole, then refused by the origin's guards: no session here.
    expect([401, 403], path).toContain(upload.status());
    expect(cacheStatus(upload)).toBe("BYPASS");
  }
  const other = await client.post("/admin/inventory", { data: large, headers });
  expect(other.status()).toBe(413);
});

test("a csrf-token answer, which sets the visitor's cookie, is never served from the cache", async () => {
  const call = apiPath("csrf-token");
  const cookies: string[] = [];
  for (const _visitor of [1, 2, 3]) {
    const visitor = await request.newContext({ baseURL: cachedBaseUrl });
    const answer = await visitor.get(call);
    expect(answer.status()).toBe(200);
    expect(cacheStatus(answer)).not.toBe("HIT");
    cookies.push(answer.headers()["set-cookie"] ?? "");
    await visitor.dispose();
  }
  expect(cookies.every(Boolean), "each visitor is sent a cookie").toBe(true);
  expect(new Set(cookies).size, "no visitor is sent another's cookie").toBe(3);
});
