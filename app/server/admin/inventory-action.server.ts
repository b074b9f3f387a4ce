import { data, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import {
  INVENTORY_PATH,
  type InventoryField,
  type InventoryRefusal,
  inventoryFields,
} from "../../lib/admin/inventory-fields.ts";
import { formatWholeNumber } from "../../lib/format-number.ts";
import { servicesContext } from "../services.server.ts";
import { editResidence, residenceEditSchema } from "../units/inventory.server.ts";
import { staffContext } from "./staff-guard.server.ts";

const NUMBER_FIELDS = new Set<string>(["price_usd", "bedrooms", "interior_sq_ft", "terrace_sq_ft"]);

/**
 * A row of the inventory saved: checked on the server with the residence's own rules, then
 * applied from the version the page showed. A refusal changes nothing and comes back with a
 * message beside each field, or beside the row when someone else changed it first.
 */
export async function inventoryAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const residence = String(form.get("residence") ?? "");
  const values = Object.fromEntries(
    inventoryFields.map(({ name }) => [name, String(form.get(name) ?? "").trim()]),
  ) as Record<InventoryField, string>;
  const refuse = (answer: Omit<InventoryRefusal, "residence" | "values">, status: number) =>
    data<InventoryRefusal>({ residence, values, ...answer }, { status });

  const errors: InventoryRefusal["errors"] = {};
  for (const { name, label } of inventoryFields) {
    if (values[name] === "") errors[name] = `${label} is required.`;
  }
  const parsed = residenceEditSchema.safeParse({
    ...Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        // Grouped as people write prices: "4,250,000".
        NUMBER_FIELDS.has(name) ? value.replace(/[,\s]/g, "") : value,
      ]),
    ),
    version: form.get("version"),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as InventoryField | "version";
      if (name === "version") return refuse({ errors, conflict: RELOAD }, 422);
      errors[name] ??= describe(issue, name);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return refuse({ errors }, 422);

  const result = await editResidence(storage, {
    residence,
    edit: parsed.data,
    actor: { id: staff.id, label: staff.email },
  });
  if (result.outcome === "missing") return refuse({ errors, conflict: RELOAD }, 404);
  if (result.outcome === "conflict") {
    return refuse(
      {
        errors,
        conflict: `Someone else changed ${residence} after you opened this page, so nothing was saved. The row shows their version now: make your change again.`,
      },
      409,
    );
  }
  const saved = new URLSearchParams({ saved: residence });
  throw redirect(`${INVENTORY_PATH}?${saved}#residence-${residence}`);
}

const RELOAD = "This residence could not be found as the page showed it. Reload the page.";

function describe(issue: z.core.$ZodIssue, name: InventoryField): string {
  const label = inventoryFields.find((field) => field.name === name)?.label ?? name;
  switch (issue.code) {
    case "invalid_type":
      return `${label} must be a whole number, written with digits.`;
    case "too_small":
      return `${label} must be at least ${formatWholeNumber(Number(issue.minimum))}.`;
    case "too_big":
      return `${label} must be at most ${formatWholeNumber(Number(issue.maximum))}.`;
    case "invalid_value":
      return `${label} must be one of ${issue.values.join(", ")}.`;
    default:
      return `${label} is not valid.`;
  }
}
