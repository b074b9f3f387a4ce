import { readFileSync } from "node:fs";
import { type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import {
  axeViolations,
  type BackOffice,
  signInWithLink,
  startBackOffice,
} from "./support/back-office.ts";
import { testPort } from "./support/ports.ts";
import { apiPath } from "./support/visitor.ts";

// Each test starts a server of its own (its SQLite file with the seeded 42 residences).

/** The public units call's residence and its cells by column title, or undefined when hidden. */
async function publicResidence(page: Page, base: string, residence: string) {
  const answer = await page.request.get(`${base}${apiPath("units")}`);
  expect(answer.status()).toBe(200);
  const { units } = (await answer.json()) as {
    units: { data: { column_title: string; value: unknown }[] }[];
  };
  const unit = units.find((candidate) => candidate.data[0]?.value === residence);
  return unit && Object.fromEntries(unit.data.map((cell) => [cell.column_title, cell.value]));
}

const row = (page: Page, residence: string) => page.locator(`tr[id="residence-${residence}"]`);

test("sales changes a price and a status, the public pages follow; bad input and a stale row change nothing", async ({
  page,
  browser,
}) => {
  // A long journey on a server of its own: 45 s alone, past 90 s once when CI ran slow.
  test.setTimeout(180_000);
  const office = await startBackOffice(testPort(66));
  try {
    const base = office.site.baseURL;
    const email = office.newEmail("sales");
    office.invite(email, "sales");
    await signInWithLink(page, office, email);
    await page.getByRole("link", { name: "Inventory" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Inventory" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([
      "Beach House residences",
      "Ocean House residences",
    ]);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard: the first row's fields, then its Save button, in reading order.
    await page.getByRole("heading", { level: 1 }).click();
    const reached: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press("Tab");
      reached.push(
        await page.evaluate(
          () => document.activeElement?.id || document.activeElement?.textContent?.trim() || "",
        ),
      );
    }
    expect(reached).toEqual([
      "Back office",
      "Download the table as CSV",
      "Import a CSV file",
      "status-B-101",
      "price_usd-B-101",
      "bedrooms-B-101",
      "interior_sq_ft-B-101",
      "terrace_sq_ft-B-101",
      "Save B-101",
      "Replace the floor plan of B-101",
    ]);

    // Bad input: the reason beside the field, what was typed kept, nothing changed.
    const before = office.units();
    const price = page.getByLabel("Price (USD) of B-104");
    await price.fill("12");
    await page.getByLabel("Bedrooms of B-104").fill("");
    await row(page, "B-104").getByRole("button", { name: "Save B-104" }).click();
    await expect(price).toHaveAttribute("aria-invalid", "true");
    await expect(price).toHaveValue("12");
    await expect(row(page, "B-104")).toContainText("Price (USD) must be at least 100,000.");
    await expect(row(page, "B-104")).toContainText("Bedrooms is required.");
    expect(await axeViolations(page)).toEqual([]);
    expect(office.units()).toBe(before);

    // A price and a status, saved; the public call and page follow.
    await price.fill("4,250,000");
    await page.getByLabel("Bedrooms of B-104").fill("3");
    await page.getByLabel("Status of B-104").selectOption("Reserved");
    await row(page, "B-104").getByRole("button", { name: "Save B-104" }).click();
    await expect(page).toHaveURL(`${base}/admin/inventory?saved=B-104#residence-B-104`);
    await expect(row(page, "B-104").getByRole("status")).toHaveText("Saved.");
    await expect(page.getByLabel("Price (USD) of B-104")).toHaveValue("4250000");
    await row(page, "B-104").getByText("1 change").click();
    await expect(row(page, "B-104")).toContainText(`${email}: $4,195,000 → $4,250,000`);
    expect(await publicResidence(page, base, "B-104")).toMatchObject({
      Price: 4_250_000,
      Status: "Reserved",
    });
    const visitor = await browser.newPage();
    await visitor.goto(`${base}/availability`);
    const publicRow = visitor.getByRole("row", { name: /B-104/ }).first();
    await expect(publicRow).toContainText("$4,250,000");
    await expect(publicRow).toContainText("Reserved");

    // Not released: gone from the units call and the page, still in the inventory.
    await page.getByLabel("Status of B-103").selectOption("Not released");
    await row(page, "B-103").getByRole("button", { name: "Save B-103" }).click();
    await expect(row(page, "B-103").getByRole("status")).toHaveText("Saved.");
    expect(await publicResidence(page, base, "B-103")).toBeUndefined();
    await visitor.reload();
    await expect(visitor.getByRole("row", { name: /B-103/ })).toHaveCount(0);
    await visitor.close();

    // Two tabs on one residence: the second save is refused and changes nothing.
    const other = await page.context().newPage();
    await other.goto(`${base}/admin/inventory`);
    await page.getByLabel("Price (USD) of B-105").fill("5000000");
    await row(page, "B-105").getByRole("button", { name: "Save B-105" }).click();
    await expect(row(page, "B-105").getByRole("status")).toHaveText("Saved.");
    const afterFirst = office.units();
    await other.getByLabel("Price (USD) of B-105").fill("6000000");
    await row(other, "B-105").getByRole("button", { name: "Save B-105" }).click();
    await expect(row(other, "B-105").getByRole("alert")).toContainText(
      "Someone else changed B-105 after you opened this page, so nothing was saved.",
    );
    await expect(other.getByLabel("Price (USD) of B-105")).toHaveValue("5000000");
    expect(office.units()).toBe(afterFirst);
    await other.close();

    // A floor plan: refused unless a PDF by its content, then stored and served by every page.
    await page.getByRole("link", { name: "Replace the floor plan of B-104" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Floor plan of B-104" }),
    ).toBeVisible();
    const planFile = page.getByLabel("New floor plan (PDF, at most 5 MB)");
    await planFile.setInputFiles({
      name: "plan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("<html>not a plan</html>"),
    });
    await page.getByRole("button", { name: "Replace the floor plan" }).click();
    await expect(planFile).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This file is not a PDF.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // Larger than any other body the site takes (16 KB).
    const plan = readFileSync("public/documents/floor-plans/penthouse-1003.pdf");
    expect(plan.length).toBeGreaterThan(16 * 1024);
    await page
      .getByLabel("New floor plan (PDF, at most 5 MB)")
      .setInputFiles({ name: "b-104.pdf", mimeType: "application/pdf", buffer: plan });
    await page.getByRole("button", { name: "Replace the floor plan" }).click();
    await expect(page).toHaveURL(`${base}/admin/inventory?saved=B-104#residence-B-104`);
    const planPath = String((await publicResidence(page, base, "B-104"))?.["Floor Plan"]);
    expect(planPath).toMatch(/^\/floor-plans\/B-104\.pdf\?v=[0-9a-f]{16}$/);
    const served = await page.request.get(`${base}${planPath}`);
    expect(served.headers()).toMatchObject({
      "content-type": "application/pdf",
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": 'inline; filename="B-104-floor-plan.pdf"',
    });
    expect(Buffer.compare(await served.body(), plan)).toBe(0);
    const saved = await page.request.get(`${base}/download${planPath}`);
    expect(saved.headers()["content-disposition"]).toBe(
      'attachment; filename="B-104-floor-plan.pdf"',
    );
    const unversioned = await page.request.get(`${base}/floor-plans/B-104.pdf`);
    expect(unversioned.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");

    // The table as CSV, in the format units:import reads.
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the table as CSV" }).click();
    const file = await (await download).createReadStream();
    let csv = "";
    for await (const chunk of file) csv += chunk;
    expect(csv).toMatch(/^residence,house,bedrooms,interior_sq_ft,terrace_sq_ft,price_usd,status/);
    expect(csv).toContain("B-103,Beach,2,2460,780,2895000,Not released,");
    expect(csv).toContain(",4250000,Reserved,");

    // The same file with one price changed, then with a bad status: previewed, then applied.
    const lines = csv.trimEnd().split("\n");
    const b203 = lines.findIndex((line) => line.startsWith("B-203,"));
    expect(b203).toBeGreaterThan(0);
    const cells = lines[b203]?.split(",") ?? [];
    const oldPrice = Number(cells[5]);
    cells[5] = "5555000";
    lines[b203] = cells.join(",");
    const good = `${lines.join("\n")}\n`;
    const bad = good.replace(",Reserved,", ",Gone,");
    const badLine = bad.split("\n").findIndex((line) => line.includes(",Gone,")) + 1;
    const upload = (name: string, text: string) =>
      page.getByLabel("CSV file").setInputFiles({
        name,
        mimeType: "text/csv",
        buffer: Buffer.from(text),
      });

    await page.getByRole("link", { name: "Import a CSV file" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import residences" })).toBeVisible();
    const preview = page.getByRole("button", { name: "Preview the changes" });
    await preview.click();
    await expect(page.getByLabel("CSV file")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Choose a CSV file.")).toBeVisible();

    await upload("bad.csv", bad);
    await preview.click();
    await expect(page.getByRole("heading", { level: 2, name: "Rows refused" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("listitem")).toHaveText([
      `Line ${badLine}: status: must be one of Available, Reserved, Sold, Not released (got "Gone")`,
    ]);
    await expect(page.getByRole("button", { name: "Apply these changes" })).toHaveCount(0);

    const beforeImport = office.units();
    await upload("good.csv", good);
    await preview.click();
    await expect(page.getByRole("status")).toHaveText(
      "1 of 42 residences change. Nothing is saved until you apply it.",
    );
    const change = page.getByRole("row", { name: /B-203/ });
    await expect(change.getByRole("cell")).toHaveText([
      "Changed",
      "price_usd",
      oldPrice.toLocaleString("en-US"),
      "5,555,000",
    ]);
    expect(await axeViolations(page)).toEqual([]);
    expect(office.units()).toBe(beforeImport);
    await page.getByRole("button", { name: "Apply these changes" }).click();
    await expect(page).toHaveURL(`${base}/admin/inventory?imported=42`);
    await expect(page.getByRole("status")).toHaveText("Imported 42 residences.");
    await expect(page.getByLabel("Price (USD) of B-203")).toHaveValue("5555000");
    expect(await publicResidence(page, base, "B-203")).toMatchObject({ Price: 5_555_000 });
  } finally {
    await office.close(page);
  }
});

async function inventoryProbes(office: BackOffice, cookie: string | undefined) {
  const base = office.site.baseURL;
  const context = await playwrightRequest.newContext({
    extraHTTPHeaders: cookie ? { Cookie: cookie } : {},
  });
  try {
    const post = (path: string) =>
      context.post(`${base}${path}`, {
        form: { residence: "B-104", version: "1", status: "Sold", price_usd: "100000" },
        headers: { Origin: base },
        maxRedirects: 0,
      });
    const answers = [
      await context.get(`${base}/admin/inventory`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/inventory/export`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/inventory/import`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/inventory/floor-plan?residence=B-104`, { maxRedirects: 0 }),
      await context.get(`${base}/admin/inventory.data`, { maxRedirects: 0 }),
      await post("/admin/inventory"),
      await post("/admin/inventory.data"),
      await post("/admin/inventory/export"),
      await post("/admin/inventory/import"),
      await context.post(`${base}/admin/inventory/floor-plan`, {
        multipart: {
          residence: "B-104",
          version: "1",
          file: { name: "x.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7") },
        },
        headers: { Origin: base },
        maxRedirects: 0,
      }),
      await context.post(`${base}/admin/inventory/import`, {
        multipart: {
          intent: "preview",
          file: { name: "x.csv", mimeType: "text/csv", buffer: Buffer.from("residence\n") },
        },
        headers: { Origin: base },
        maxRedirects: 0,
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
    }
    return answers.map((answer) => [answer.status(), answer.headers().location ?? ""]);
  } finally {
    await context.dispose();
  }
}

test("marketing and no session are refused every inventory page, download, save and import, and nothing changes", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const office = await startBackOffice(testPort(67));
  try {
    const units = office.units();
    const audit = office.count("staff_audit_log");
    const signIn = (next: string) => `/admin/sign-in?next=${encodeURIComponent(next)}`;
    expect(await inventoryProbes(office, undefined)).toEqual([
      [302, signIn("/admin/inventory")],
      [302, signIn("/admin/inventory/export")],
      [302, signIn("/admin/inventory/import")],
      [302, signIn("/admin/inventory/floor-plan")],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
      [401, ""],
    ]);

    const email = office.newEmail("marketing");
    office.invite(email, "marketing");
    await signInWithLink(page, office, email);
    await expect(page.getByRole("link", { name: "Inventory" })).toHaveCount(0);
    const session = (await page.context().cookies(`${office.site.baseURL}/admin`)).find(
      (cookie) => cookie.name === "staff.session_token",
    );
    const refused = (path: string) => `/admin?refused=${encodeURIComponent(path)}`;
    expect(await inventoryProbes(office, `staff.session_token=${session?.value}`)).toEqual([
      [302, refused("/admin/inventory")],
      [302, refused("/admin/inventory/export")],
      [302, refused("/admin/inventory/import")],
      [302, refused("/admin/inventory/floor-plan")],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
      [403, ""],
    ]);
    expect(office.units()).toBe(units);
    expect(office.count("unit_floor_plans")).toBe(0);
    // The audit log has the invitation and the sign-in, and nothing from the probes.
    expect(office.count("staff_audit_log")).toBe(audit + 2);
  } finally {
    await office.close(page);
  }
});
