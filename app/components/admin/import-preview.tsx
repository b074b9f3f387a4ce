import type { ImportPreview } from "../../lib/admin/inventory-import.ts";
import { formatWholeNumber } from "../../lib/format-number.ts";

const KINDS = { changed: "Changed", added: "Added", removed: "Removed" } as const;

function shown(value: string | number | null): string {
  if (value === null) return "—";
  return typeof value === "number" ? formatWholeNumber(value) : value;
}

/**
 * What a CSV file would change, residence by residence and field by field, or the rows the
 * file cannot be applied with and why; the Apply button only when the whole file is good.
 */
export function ImportPreviewPanel({ preview, csv }: { preview: ImportPreview; csv: string }) {
  if (!preview.ok) {
    return (
      <section className="admin__card" aria-labelledby="refused-title">
        <h2 id="refused-title" className="admin__card-title">
          Rows refused
        </h2>
        <p role="alert" className="form-field__error">
          Nothing can be applied while a row is refused. Correct these rows and upload the file
          again.
        </p>
        <ul className="admin__list">
          {preview.refused.map((row) => (
            <li key={`${row.line}-${row.message}`}>
              Line {row.line}: {row.message}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="admin__card" aria-labelledby="preview-title">
      <h2 id="preview-title" className="admin__card-title">
        What this file changes
      </h2>
      {preview.changes.length === 0 ? (
        <p role="status">The file matches the inventory: there is nothing to apply.</p>
      ) : (
        <>
          <p role="status">
            {preview.changes.length} of {preview.count} residences change. Nothing is saved until
            you apply it.
          </p>
          <div className="admin__table-wrap">
            <table className="admin__table">
              <caption className="visually-hidden">Changes by residence and field</caption>
              <thead>
                <tr>
                  <th scope="col">Residence</th>
                  <th scope="col">Change</th>
                  <th scope="col">Field</th>
                  <th scope="col">Now</th>
                  <th scope="col">After import</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.flatMap((change) =>
                  change.fields.map((field, index) => (
                    <tr key={`${change.residence}-${field.field}`}>
                      <th scope="row">{index === 0 ? change.residence : ""}</th>
                      <td>{index === 0 ? KINDS[change.kind] : ""}</td>
                      <td>{field.field}</td>
                      <td>{shown(field.before)}</td>
                      <td>{shown(field.after)}</td>
                    </tr>
                  )),
                )}
              </tbody>
            </table>
          </div>
          <form method="post">
            <input type="hidden" name="intent" value="apply" />
            <input type="hidden" name="csv" value={csv} />
            <input type="hidden" name="inventory-version" value={preview.inventoryVersion} />
            <button type="submit" className="button">
              Apply these changes
            </button>
          </form>
        </>
      )}
    </section>
  );
}
