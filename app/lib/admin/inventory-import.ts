/** What a CSV import would do, as the import page shows it (units-import.server.ts makes it). */
export interface ResidenceChange {
  residence: string;
  kind: "changed" | "added" | "removed";
  fields: { field: string; before: string | number | null; after: string | number | null }[];
}

export type ImportPreview =
  | { ok: true; count: number; changes: ResidenceChange[]; inventoryVersion: string }
  | { ok: false; refused: { line: number; message: string }[] };
