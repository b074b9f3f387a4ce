import { describe, expect, it } from "vitest";
import { formatDollars, formatWholeNumber } from "./format-number.ts";

// The formatters stand in for Intl (see format-number.ts), so Intl is the reference.
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});

const values = [
  0,
  1,
  7,
  12,
  311,
  999,
  999.5,
  1000,
  1000.49,
  1234.5,
  3350,
  12_345,
  99_999.5,
  416_000,
  1_000_000,
  4_150_000,
  12_500_000.4,
  987_654_321,
  2 ** 40,
  -1,
  -1200,
  -2.5,
  -3_875_000.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe("formatWholeNumber", () => {
  it.each(values)("writes %d as Intl does", (value) => {
    expect(formatWholeNumber(value)).toBe(wholeNumber.format(value));
  });
});

describe("formatDollars", () => {
  it.each(values)("writes %d as Intl does", (value) => {
    expect(formatDollars(value)).toBe(dollars.format(value));
  });
});
