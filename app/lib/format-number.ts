/**
 * Whole numbers grouped by thousands as in American English: "4,150,000". Intl.NumberFormat
 * writes the same, but the first Intl call a page makes loads ICU's locale data, 40-50 ms on
 * the main thread of a desktop here and several times that on a phone, in the middle of
 * starting the page (the content modules format the beach's length as they load). Grouping
 * digits needs none of that data.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "∞" : "-∞";
  const rounded = Math.round(Math.abs(value));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return value < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/** US dollars without cents, "$4,150,000" ("-$1,200" below zero). */
export function formatDollars(value: number): string {
  const amount = formatWholeNumber(Math.abs(value));
  return value < 0 && amount !== "0" ? `-$${amount}` : `$${amount}`;
}
