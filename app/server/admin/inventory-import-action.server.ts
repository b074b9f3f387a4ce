import { type RouterContextProvider, redirect } from "react-router";
import { INVENTORY_PATH } from "../../lib/admin/inventory-fields.ts";
import type { ImportPreview } from "../../lib/admin/inventory-import.ts";
import { servicesContext } from "../services.server.ts";
import { publicDocumentExists } from "../units/units-csv.server.ts";
import { applyUnitsImport, previewUnitsImport } from "../units/units-import.server.ts";
import { staffContext } from "./staff-guard.server.ts";

export type ImportAnswer =
  | { fileError: string }
  | { preview: ImportPreview; csv: string; notice?: string };

/**
 * The import page's two posts: a CSV file to preview (nothing changes), then that preview's
 * file applied from the inventory's state it was previewed against, all or nothing.
 */
export async function inventoryImportAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ImportAnswer> {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const options = { documentExists: publicDocumentExists() };
  if (form.get("intent") === "apply") {
    const csv = String(form.get("csv") ?? "");
    const outcome = await applyUnitsImport(storage, csv, {
      ...options,
      actor: { id: staff.id, label: staff.email },
      expectedVersion: String(form.get("inventory-version") ?? ""),
    });
    if (outcome.ok) {
      throw redirect(`${INVENTORY_PATH}?imported=${outcome.count}`);
    }
    return {
      csv,
      preview: await previewUnitsImport(storage, csv, options),
      notice:
        "The inventory changed after this preview was made, so nothing was applied. Here is what the file would change now.",
    };
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { fileError: "Choose a CSV file." };
  const csv = await file.text();
  return { csv, preview: await previewUnitsImport(storage, csv, options) };
}
