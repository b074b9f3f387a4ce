import { describe, expect, it } from "vitest";
import type { Unit, UnitCell } from "../../lib/units.ts";
import { nextSort, sortUnits } from "./price-list-sort.ts";

function unit(
  residence: string,
  bedrooms: string,
  feet: number | null,
  price: number | null,
): Unit {
  const cell = (
    column_title: string,
    column_type: UnitCell["column_type"],
    value: UnitCell["value"],
  ) => ({
    column_title,
    column_type,
    value,
    value_feet: column_type === "area" ? (value as number | null) : null,
    value_meters: column_type === "area" && typeof value === "number" ? value * 0.0929 : null,
  });
  return {
    data: [
      cell("Residence", "text", residence),
      cell("Bedrooms", "text", bedrooms),
      cell("Interior", "area", feet),
      cell("Price", "money", price),
    ],
  };
}

const residences = (units: Unit[]) => units.map((u) => u.data[0]?.value);

describe("nextSort", () => {
  it("sorts a new column ascending and flips the sorted one", () => {
    const first = nextSort(null, "Price");
    expect(first).toEqual({ column: "Price", direction: "ascending" });
    const second = nextSort(first, "Price");
    expect(second).toEqual({ column: "Price", direction: "descending" });
    expect(nextSort(second, "Price").direction).toBe("ascending");
    expect(nextSort(second, "Interior")).toEqual({ column: "Interior", direction: "ascending" });
  });
});

describe("sortUnits", () => {
  const list = [
    unit("B-110", "3", 3350, 4_150_000),
    unit("B-9", "10", 980, 950_000),
    unit("B-101", "4", 4480, 12_500_000),
    unit("B-102", "2", null, null),
  ];

  it("keeps list order without a sort", () => {
    expect(residences(sortUnits(list, null))).toEqual(["B-110", "B-9", "B-101", "B-102"]);
  });

  it("sorts money as numbers, not as text", () => {
    const ascending = sortUnits(list, { column: "Price", direction: "ascending" });
    expect(residences(ascending)).toEqual(["B-9", "B-110", "B-101", "B-102"]);
    const descending = sortUnits(list, { column: "Price", direction: "descending" });
    expect(residences(descending)).toEqual(["B-101", "B-110", "B-9", "B-102"]);
  });

  it("sorts areas by square feet and keeps empty cells last both ways", () => {
    expect(residences(sortUnits(list, { column: "Interior", direction: "ascending" }))).toEqual([
      "B-9",
      "B-110",
      "B-101",
      "B-102",
    ]);
    expect(residences(sortUnits(list, { column: "Interior", direction: "descending" }))).toEqual([
      "B-101",
      "B-110",
      "B-9",
      "B-102",
    ]);
  });

  it("compares digits inside text as numbers", () => {
    expect(residences(sortUnits(list, { column: "Residence", direction: "ascending" }))).toEqual([
      "B-9",
      "B-101",
      "B-102",
      "B-110",
    ]);
    expect(residences(sortUnits(list, { column: "Bedrooms", direction: "ascending" }))).toEqual([
      "B-102",
      "B-110",
      "B-101",
      "B-9",
    ]);
  });

  it("keeps list order between equal values", () => {
    const ties = [unit("A", "3", 1, 1), unit("B", "3", 1, 1), unit("C", "2", 1, 1)];
    expect(residences(sortUnits(ties, { column: "Bedrooms", direction: "descending" }))).toEqual([
      "A",
      "B",
      "C",
    ]);
  });
});
