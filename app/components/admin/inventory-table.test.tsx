// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, test } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { inventoryStatuses } from "../../server/units/unit-record.server.ts";
import { type InventoryRow, InventoryTable } from "./inventory-table.tsx";

failOnConsoleError();
afterEach(cleanup);

const row: InventoryRow = {
  residence: "B-104",
  version: 3,
  values: {
    status: "Available",
    price_usd: "4195000",
    bedrooms: "3",
    interior_sq_ft: "3350",
    terrace_sq_ft: "1040",
  },
  history: [
    {
      at: "2026-11-27T10:15:00.000Z",
      actorLabel: "sales@residences.example",
      oldPrice: 4_000_000,
      newPrice: 4_195_000,
    },
  ],
};

function table(props: Partial<Parameters<typeof InventoryTable>[0]> = {}) {
  return render(
    <InventoryTable
      house="Beach"
      houseName="Beach House"
      statuses={inventoryStatuses}
      rows={[row]}
      refusal={undefined}
      saved={null}
      {...props}
    />,
  );
}

describe("a residence's row", () => {
  test("belongs to its own form with the version it was read at, every field labelled", () => {
    table();
    expect(screen.getByRole("table", { name: /^Beach House residences/ })).toBeTruthy();
    const price = screen.getByLabelText("Price (USD) of B-104") as HTMLInputElement;
    expect(price.value).toBe("4195000");
    expect(price.form?.id).toBe("residence-B-104-form");
    const status = screen.getByLabelText("Status of B-104") as HTMLSelectElement;
    expect(status.value).toBe("Available");
    expect([...status.options].map((option) => option.value)).toEqual([
      "Available",
      "Reserved",
      "Sold",
      "Not released",
    ]);
    const form = price.form as HTMLFormElement;
    expect(new FormData(form).get("version")).toBe("3");
    expect(new FormData(form).get("price_usd")).toBe("4195000");
    expect(screen.getByText("1 change")).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe(
      "2026-11-27 10:15 UTC, sales@residences.example: $4,000,000 → $4,195,000",
    );
  });

  test("refused, keeps what was typed and says why beside each field", () => {
    table({
      refusal: {
        residence: "B-104",
        values: { ...row.values, price_usd: "12", bedrooms: "" },
        errors: {
          price_usd: "Price (USD) must be at least 100,000.",
          bedrooms: "Bedrooms is required.",
        },
      },
    });
    const price = screen.getByLabelText("Price (USD) of B-104") as HTMLInputElement;
    expect(price.value).toBe("12");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(price.getAttribute("aria-describedby")).toBe("price_usd-B-104-error");
    expect(document.getElementById("price_usd-B-104-error")?.textContent).toBe(
      "Price (USD) must be at least 100,000.",
    );
    expect(screen.getByLabelText("Interior (sq ft) of B-104").getAttribute("aria-invalid")).toBe(
      null,
    );
    expect(screen.getByRole("alert").textContent).toContain("Nothing was saved");
  });

  test("after a conflict shows the stored version and the reason; a saved row says so", () => {
    table({
      refusal: {
        residence: "B-104",
        values: { ...row.values, price_usd: "9000000" },
        errors: {},
        conflict: "Someone else changed B-104 after you opened this page.",
      },
    });
    expect((screen.getByLabelText("Price (USD) of B-104") as HTMLInputElement).value).toBe(
      "4195000",
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Someone else changed B-104 after you opened this page.",
    );
    cleanup();
    table({ saved: "B-104" });
    const saved = screen.getByRole("row", { name: /B-104/ });
    expect(within(saved).getByRole("status").textContent).toBe("Saved.");
  });
});
