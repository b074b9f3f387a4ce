import {
  type InventoryField,
  type InventoryRefusal,
  inventoryFields,
} from "../../lib/admin/inventory-fields.ts";
import { formatDollars } from "../../lib/format-number.ts";
import type { House } from "../../lib/units.ts";

export interface InventoryRow {
  residence: string;
  version: number;
  values: Record<InventoryField, string>;
  history: readonly { at: string; actorLabel: string; oldPrice: number; newPrice: number }[];
}

interface InventoryTableProps {
  house: House;
  /** The house's name as buyers know it ("Beach House"). */
  houseName: string;
  /** Every status a residence can have, given by the loader (unit-record.server.ts). */
  statuses: readonly string[];
  rows: readonly InventoryRow[];
  /** The action's answer to a row it refused, if it was one of these. */
  refusal: InventoryRefusal | undefined;
  /** The residence just saved. */
  saved: string | null;
}

/**
 * One house's residences as a table of forms: each row's fields belong to the form in its
 * last cell (the `form` attribute), so a row is saved on its own, without JavaScript, and a
 * refused row keeps what was typed with the reason beside each field.
 */
export function InventoryTable({
  house,
  houseName,
  statuses,
  rows,
  refusal,
  saved,
}: InventoryTableProps) {
  const title = `${houseName} residences`;
  return (
    <section className="admin__card admin__inventory" aria-labelledby={`inventory-${house}`}>
      <h2 id={`inventory-${house}`} className="admin__card-title">
        {title}
      </h2>
      <div className="admin__table-wrap">
        <table className="admin__table">
          <caption className="visually-hidden">{title}: each row is saved on its own</caption>
          <thead>
            <tr>
              <th scope="col">Residence</th>
              {inventoryFields.map((field) => (
                <th key={field.name} scope="col">
                  {field.label}
                </th>
              ))}
              <th scope="col">Save</th>
              <th scope="col">Floor plan</th>
              <th scope="col">Price history</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <ResidenceRow
                key={row.residence}
                row={row}
                statuses={statuses}
                refusal={refusal?.residence === row.residence ? refusal : undefined}
                saved={saved === row.residence}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function ResidenceRow({
  row,
  statuses,
  refusal,
  saved,
}: {
  row: InventoryRow;
  statuses: readonly string[];
  refusal: InventoryRefusal | undefined;
  saved: boolean;
}) {
  const rowId = `residence-${row.residence}`;
  const formId = `${rowId}-form`;
  // After a conflict the row shows the stored version, which the message asks to edit again.
  const typed = refusal && !refusal.conflict ? refusal.values : {};
  return (
    <tr id={rowId} data-refused={refusal ? "" : undefined}>
      <th scope="row">{row.residence}</th>
      {inventoryFields.map(({ name, label }) => {
        const id = `${name}-${row.residence}`;
        const error = refusal?.errors[name];
        const control = {
          id,
          name,
          form: formId,
          className: "form-field__control",
          defaultValue: typed[name] ?? row.values[name],
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `${id}-error` : undefined,
        } as const;
        return (
          <td key={name}>
            <label htmlFor={id} className="visually-hidden">
              {label} of {row.residence}
            </label>
            {name === "status" ? (
              <select {...control}>
                {statuses.map((status) => (
                  <option key={status}>{status}</option>
                ))}
              </select>
            ) : (
              <input {...control} inputMode="numeric" autoComplete="off" size={9} />
            )}
            {error && (
              <p id={`${id}-error`} className="form-field__error">
                {error}
              </p>
            )}
          </td>
        );
      })}
      <td>
        <form id={formId} method="post">
          <input type="hidden" name="residence" value={row.residence} />
          <input type="hidden" name="version" value={row.version} />
          <button type="submit" className="button button--quiet">
            Save<span className="visually-hidden"> {row.residence}</span>
          </button>
        </form>
        {refusal?.conflict && (
          <p className="form-field__error" role="alert">
            {refusal.conflict}
          </p>
        )}
        {refusal && !refusal.conflict && (
          <p className="form-field__error" role="alert">
            Nothing was saved: see the messages in this row.
          </p>
        )}
        {saved && <p role="status">Saved.</p>}
      </td>
      <td>
        <a href={`/admin/inventory/floor-plan?residence=${encodeURIComponent(row.residence)}`}>
          Replace<span className="visually-hidden"> the floor plan of {row.residence}</span>
        </a>
      </td>
      <td>
        <PriceHistory history={row.history} />
      </td>
    </tr>
  );
}

function PriceHistory({ history }: { history: InventoryRow["history"] }) {
  if (history.length === 0) return <span>No changes</span>;
  return (
    <details>
      <summary>
        {history.length} {history.length === 1 ? "change" : "changes"}
      </summary>
      <ul className="admin__list">
        {history.map((change) => (
          <li key={`${change.at}-${change.newPrice}`}>
            {change.at.slice(0, 16).replace("T", " ")} UTC, {change.actorLabel}:{" "}
            {formatDollars(change.oldPrice)} → {formatDollars(change.newPrice)}
          </li>
        ))}
      </ul>
    </details>
  );
}
