/**
 * The fields a residence's row on /admin/inventory edits, in the table's order, with the
 * labels its messages use: shared by the screen and its action.
 */
import type { FormRefusal } from "./form-refusal.ts";

export const inventoryFields = [
  { name: "status", label: "Status" },
  { name: "price_usd", label: "Price (USD)" },
  { name: "bedrooms", label: "Bedrooms" },
  { name: "interior_sq_ft", label: "Interior (sq ft)" },
  { name: "terrace_sq_ft", label: "Terrace (sq ft)" },
] as const;

export type InventoryField = (typeof inventoryFields)[number]["name"];

/** The action's answer to a row it refused: what was typed, and why it changed nothing. */
/** Its conflict is set when the residence changed since the page was loaded. */
export interface InventoryRefusal extends FormRefusal<InventoryField> {
  residence: string;
}

export const INVENTORY_PATH = "/admin/inventory";
