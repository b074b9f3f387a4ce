import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SITE_NAME } from "../../app/content/site.ts";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const preview = (page: Page) => page.getByRole("region", { name: "Preview" });
const signatureTable = (page: Page) => preview(page).locator("table").first();
const lineLabels = (page: Page) =>
  signatureTable(page).locator("table td:first-child").allTextContents();
const copyButton = (page: Page) => page.getByRole("button", { name: "Copy", exact: true });

/** What the page put on the clipboard, read back through Chromium's asynchronous clipboard. */
async function readClipboard(page: Page) {
  return page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    if (!item) return null;
    return {
      types: item.types,
      html: await (await item.getType("text/html")).text(),
      text: await (await item.getType("text/plain")).text(),
    };
  });
}

async function open(page: Page) {
  await page.goto("/email-signature");
  await waitForHydration(page);
}

test.describe("email signature creator", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("opens with the placeholder details, 550 px wide with the 130 px logo", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Digital Signature Creator");
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Your Name");
    await expect(page.getByLabel("Role")).toHaveValue("Your Role");
    await expect(page.getByLabel("Mobile Phone")).toHaveValue("+1 (345) 555-0123");
    await expect(page.getByLabel("Office Phone")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("your.name@example.com");

    await expect(preview(page)).toContainText("Your Name");
    await expect(preview(page)).toContainText("Your Role");
    expect(await lineLabels(page)).toEqual(["Mobile", "Email"]);
    await expect(signatureTable(page)).toHaveCSS("width", "550px");
    const logo = preview(page).getByRole("img", { name: SITE_NAME });
    await expect(logo).toHaveAttribute("src", `${defaultBaseUrl}/media/email/signature-logo.png`);
    await expect(logo).toHaveCSS("width", "130px");
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(260);
  });

  test("Copy puts rich text and plain text on the browser's clipboard", async ({ page }) => {
    await open(page);
    await page.getByLabel("Mobile Phone").fill("(345) 555-0142");
    await page.getByLabel("Office Phone").fill("1 345 555 0100");
    await copyButton(page).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();

    const clipboard = await readClipboard(page);
    expect(clipboard?.types).toEqual(expect.arrayContaining(["text/html", "text/plain"]));
    const telLinks = [...(clipboard?.html ?? "").matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
    expect(telLinks).toEqual(["tel:+13455550142", "tel:+13455550100"]);
    expect(clipboard?.html).toContain('width="550"');
    expect(clipboard?.text).toContain("Your Name\nYour Role\n");
    expect(clipboard?.text).toContain("Mobile: (345) 555-0142");
  });

  test("without the asynchronous clipboard, Copy still copies the signature", async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      // As in browsers that have neither: the page must fall back to the copy command.
      delete (Navigator.prototype as { clipboard?: Clipboard }).clipboard;
      delete (window as { ClipboardItem?: unknown }).ClipboardItem;
    });
    await open(page);
    expect(await page.evaluate(() => "clipboard" in navigator || "ClipboardItem" in window)).toBe(
      false,
    );
    await page.getByLabel("Name", { exact: true }).fill("Ana Fallback");
    await copyButton(page).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);

    // Read it back from a second page of the same browser, which keeps its clipboard.
    const reader = await context.newPage();
    await reader.goto("/email-signature");
    await reader.bringToFront();
    const clipboard = await readClipboard(reader);
    expect(clipboard?.html).toContain("Ana Fallback");
    expect(clipboard?.html).toContain('href="tel:+13455550123"');
    expect(clipboard?.text).toContain("Ana Fallback\nYour Role\n");
  });

  test("when the copy command is refused, the asynchronous clipboard copies", async ({
    context,
  }) => {
    // A page of its own: Chromium sanitises the text/html this path writes by parsing it under
    // the page's policy, which logs a style-src report per style attribute while keeping the
    // styles (clipboard.ts). The test checks for exactly those instead of failing on them.
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.addInitScript(() => {
      Document.prototype.execCommand = () => false;
    });
    await open(page);
    await copyButton(page).click();
    await expect(page.getByRole("button", { name: "Copied!" })).toBeVisible();
    const clipboard = await readClipboard(page);
    expect(clipboard?.html).toContain('href="tel:+13455550123"');
    expect(clipboard?.html).toContain('style="width:550px;');
    expect(clipboard?.text).toContain("Your Name\nYour Role\n");
    for (const error of errors) {
      expect(error).toMatch(/^Applying inline style violates .* directive 'style-src 'self''/);
    }
  });

  test("Download saves the signature as an .html file", async ({ page }) => {
    await open(page);
    await page.getByLabel("Name", { exact: true }).fill("Ana Ebanks");
    const downloaded = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download .html" }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe("email-signature.html");
    const file = await readFile(await download.path(), "utf8");
    expect(file).toMatch(/^<!doctype html>/);
    expect(file).toContain('<meta charset="utf-8">');
    expect(file).toContain("Ana Ebanks");
    expect(file).toContain('href="tel:+13455550123"');
    expect(file).toContain(`src="${defaultBaseUrl}/media/email/signature-logo.png"`);
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`has no axe violations at ${viewport.width}px, the whole signature in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page);
      const frame = await preview(page).locator(".signature-preview__frame").boundingBox();
      const table = await signatureTable(page).boundingBox();
      expect(table && frame && table.x + table.width <= frame.x + frame.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});
