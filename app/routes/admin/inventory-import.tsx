import { useActionData } from "react-router";
import { ImportPreviewPanel } from "../../components/admin/import-preview.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { INVENTORY_PATH } from "../../lib/admin/inventory-fields.ts";
import { inventoryImportAction } from "../../server/admin/inventory-import-action.server.ts";
import type { Route } from "./+types/inventory-import";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Import residences", matches);

export function action({ request, context }: Route.ActionArgs) {
  return inventoryImportAction(request, context);
}

export default function InventoryImport() {
  const answer = useActionData<typeof action>();
  const fileError = answer && "fileError" in answer ? answer.fileError : undefined;
  const preview = answer && "preview" in answer ? answer : undefined;
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href={INVENTORY_PATH}>Inventory</a>
      </p>
      <h1 className="display-title">Import residences</h1>
      <p className="lede">
        Upload the whole list as CSV, in the format of the download on the inventory page. You see
        what changes before anything is saved; applying replaces the list in one step.
      </p>
      <form method="post" encType="multipart/form-data" className="admin__card" noValidate>
        <div className="form-field" data-invalid={fileError ? "" : undefined}>
          <label htmlFor="import-file" className="form-field__label">
            CSV file
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="form-field__control"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "import-file-error" : undefined}
          />
          {fileError && (
            <p id="import-file-error" className="form-field__error">
              {fileError}
            </p>
          )}
        </div>
        <input type="hidden" name="intent" value="preview" />
        <button type="submit" className="button">
          Preview the changes
        </button>
      </form>
      {preview?.notice && (
        <p className="admin__notice admin__notice--error" role="alert">
          {preview.notice}
        </p>
      )}
      {preview && <ImportPreviewPanel preview={preview.preview} csv={preview.csv} />}
    </div>
  );
}
