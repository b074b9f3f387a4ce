import { describe, expect, it } from "vitest";
import {
  residenceCounts,
  statusCounts,
  type Unit,
  unitHouse,
  unitStatus,
  unitsByHouse,
} from "./units.ts";

function unit(house: string, status: string): Unit {
  return {
    data: [
      {
        column_title: "Status",
        column_type: "text",
        value: status,
        value_feet: null,
        value_meters: null,
      },
      {
        column_title: "House",
        column_type: "house",
        value: house,
        value_feet: null,
        value_meters: null,
      },
    ],
  };
}

describe("the units call's residences", () => {
  const units = [
    unit("Beach", "Sold"),
    unit("Shore", "Available"),
    unit("Beach", "Reserved"),
    unit("Lagoon", "Let"),
  ];

  it("splits residences by the house column and drops unknown houses", () => {
    const { Beach, Shore } = unitsByHouse(units);
    expect(Beach.map(unitStatus)).toEqual(["Sold", "Reserved"]);
    expect(Shore.map(unitStatus)).toEqual(["Available"]);
    expect(unitHouse(units[3] as Unit)).toBeUndefined();
  });

  it("counts each status and ignores ones it does not know", () => {
    expect(statusCounts(units)).toEqual({ total: 4, Available: 1, Reserved: 1, Sold: 1 });
  });

  it("gives search engines every residence and those still available, or nothing unread", () => {
    expect(residenceCounts({ units })).toEqual({ total: 4, available: 1 });
    expect(residenceCounts(null)).toBeNull();
  });
});
