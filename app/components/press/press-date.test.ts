import { describe, expect, it } from "vitest";
import { formatPressDate } from "./press-date.tsx";

// formatPressDate stands in for Intl (see its comment), so Intl is the reference.
const reference = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

describe("formatPressDate", () => {
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 1)),
    new Date(Date.UTC(2025, month, 28, 23, 59, 59)),
  ]).flat();

  it.each(dates)("writes %s as Intl does, in UTC", (date) => {
    expect(formatPressDate(date)).toBe(reference.format(date));
  });

  it("reads the day in UTC whatever the visitor's zone", () => {
    expect(formatPressDate(new Date("2026-03-31T23:30:00-05:00"))).toBe("April 1, 2026");
  });
});
