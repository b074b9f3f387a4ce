/**
 * The fields a residence's row on /admin/inventory edits, in the table's order, with the
 * labels its messages use: shared by the screen and its action.
 */
export const inventoryFields = [
  { name: "status", label: "Status" },
  { name: "price_usd", label: "Price (USD)" },
  { name: "bedrooms", label: "Bedrooms" },
  { name: "interior_sq_ft", label: "Interior (sq ft)" },
  { name: "terrace_sq_ft", label: "Terrace (sq ft)" },
] as const;

export type InventoryField = (typeof inventoryFields)[number]["name"];

/** The action's answer to a row it refused: what was typed, and why it changed nothing. */
export interface InventoryRefusal {
  residence: string;
  values: Partial<Record<InventoryField, string>>;
  errors: Partial<Record<InventoryField, string>>;
  /** Set when the residence changed since the page was loaded. */
  conflict?: string;
}

export const INVENTORY_PATH = "/admin/inventory";
