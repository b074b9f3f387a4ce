// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, test } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { unitColumns, unitsByHouse } from "../../lib/units.ts";
import { toCells } from "../../server/units/unit-record.server.ts";
import { parseUnitsCsv } from "../../server/units/units-csv.server.ts";
import { PriceListTable } from "./price-list-table.tsx";

/**
 * The Beach House's price list from the seeded residences (db/seeds/units.csv), sorted and
 * opened as a visitor does. Which columns a phone shows, printing, and the list without
 * JavaScript are tests/e2e/availability.spec.ts.
 */
const seed = parseUnitsCsv(readFileSync("db/seeds/units.csv", "utf8"));
if (!seed.ok) throw new Error("the seeded price list does not parse");
const beach = unitsByHouse(seed.records.map((record) => ({ data: toCells(record) }))).Beach;
const beachNames = seed.records
  .filter((record) => record.house === "Beach")
  .map((r) => r.residence);

failOnConsoleError();
afterEach(cleanup);

function renderBeachHouse() {
  render(<PriceListTable title="Beach House Residences" columns={unitColumns} units={beach} />);
  return screen.getByRole("table", { name: /^Beach House Residences,/ });
}

/** The residences in the order shown, read from each row's details button. */
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole("button", { name: /, details$/ })
    .map((button) => button.getAttribute("aria-label")?.replace(/, details$/, ""));

/** The first number in each residence's cell of a column: "$4,150,000" is 4150000. */
const columnNumbers = (table: HTMLElement, title: string) => {
  const index = unitColumns.findIndex((column) => column.title === title);
  return within(table)
    .getAllByRole("button", { name: /, details$/ })
    .map((button) => {
      const cell = button.closest("tr")?.children.item(index)?.textContent ?? "";
      return Number(/[\d,]+/.exec(cell)?.[0].replaceAll(",", ""));
    });
};

const header = (table: HTMLElement, name: string) =>
  within(table).getByRole("columnheader", { name });

describe("the price list", () => {
  test("sorts by any column both ways, numbers as numbers, with aria-sort", async () => {
    const table = renderBeachHouse();
    const user = userEvent.setup();
    expect(table.querySelector("caption")?.textContent).toBe(
      "Beach House Residences, in list order",
    );
    expect(rowNames(table)).toEqual(beachNames);

    const price = header(table, "Price");
    await user.click(within(price).getByRole("button"));
    expect(price.getAttribute("aria-sort")).toBe("ascending");
    screen.getByRole("table", { name: "Beach House Residences, sorted by Price, ascending" });
    const ascending = columnNumbers(table, "Price");
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).toHaveLength(beachNames.length);
    expect(new Set(ascending).size).toBeGreaterThan(1);

    // The keyboard presses the same button.
    within(price).getByRole("button").focus();
    await user.keyboard("{Enter}");
    expect(price.getAttribute("aria-sort")).toBe("descending");
    expect(columnNumbers(table, "Price")).toEqual([...ascending].reverse());

    // Another column takes over.
    const interior = header(table, "Interior");
    within(interior).getByRole("button").focus();
    await user.keyboard(" ");
    expect(interior.getAttribute("aria-sort")).toBe("ascending");
    expect(price.hasAttribute("aria-sort")).toBe(false);
    const areas = columnNumbers(table, "Interior");
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
  });

  test("the Sort by choice sorts by a column the row may not show, and the header says so", async () => {
    const table = renderBeachHouse();
    await userEvent.setup().selectOptions(screen.getByLabelText("Sort by"), "Bedrooms, descending");
    expect(header(table, "Bedrooms").getAttribute("aria-sort")).toBe("descending");
    const expected = seed.records
      .filter((record) => record.house === "Beach")
      .map((record, index) => ({ name: record.residence, bedrooms: record.bedrooms, index }))
      .sort((a, b) => b.bedrooms - a.bedrooms || a.index - b.index)
      .map((unit) => unit.name);
    expect(rowNames(table)).toEqual(expected);
    expect(expected).not.toEqual(beachNames);
  });

  test("a residence's name opens its details beneath it, one residence at a time", async () => {
    const table = renderBeachHouse();
    const user = userEvent.setup();
    const [firstName, secondName] = beachNames;
    const first = within(table).getByRole("button", { name: `${firstName}, details` });
    const second = within(table).getByRole("button", { name: `${secondName}, details` });
    expect(first.getAttribute("aria-expanded")).toBe("false");

    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    const details = document.getElementById(first.getAttribute("aria-controls") ?? "");
    if (!details) throw new Error("the open residence has no details");
    expect(details.textContent).toContain("Interior");
    expect(details.textContent).toContain("4,480 sq ft");
    // jsdom's accessible names drop the space a browser keeps after "Download".
    within(details).getByRole("link", {
      name: (name) => name.replace(/^Download ?/, "") === `Floor Plan of ${firstName} (PDF)`,
    });

    second.focus();
    await user.keyboard("{Enter}");
    expect(second.getAttribute("aria-expanded")).toBe("true");
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(details.isConnected).toBe(false);

    await user.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(second.getAttribute("aria-controls") ?? "")).toBeNull();
  });
});
