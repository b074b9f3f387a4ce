import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/**
 * Makes this page its own client of the default test server, which trusts X-Forwarded-For
 * from loopback: every test gets the inquiry budget of a fresh visitor.
 */
export async function asNewClient(page: Page) {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${byte()}.${byte()}.${byte()}` });
}

/** A unique address, so a test can find the lead it created. */
export const uniqueEmail = () => `buyer.${randomUUID().slice(0, 8)}@example.com`;

/** Picks an option in a dropdown, whether it is the native select or the desktop listbox. */
export async function choose(page: Page, label: string, option: string) {
  const control = page.getByRole("combobox", { name: label, exact: true });
  if ((await control.evaluate((element) => element.tagName)) === "SELECT") {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * The contact form's "Tell us more" disclosure. Its native <summary> has no ARIA role to find
 * it by (screen readers announce it as a collapsed or expanded button), so it is found by its text.
 */
export const tellUsMore = (page: Page) =>
  page.locator("details", { has: page.getByText("Tell us more", { exact: true }) });

/** Opens the contact form's optional questions, as a visitor does. */
export async function openTellUsMore(page: Page) {
  const more = tellUsMore(page);
  await more.getByText("Tell us more", { exact: true }).click();
  await expect(more).toHaveAttribute("open", "");
}

interface Answers {
  email: string;
  phone?: string;
}

/** The five required answers and consent, as a visitor types them. */
export async function fillRequired(page: Page, { email, phone = "3455550100" }: Answers) {
  await page.getByLabel("First Name", { exact: true }).fill("Ada");
  await page.getByLabel("Last Name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await page.getByLabel("ZIP/Postal Code").fill("KY1-1201");
  await page.getByRole("checkbox", { name: /I consent/ }).check();
}

export const sendInquiry = (page: Page) =>
  page.getByRole("button", { name: "Send Inquiry" }).click();
