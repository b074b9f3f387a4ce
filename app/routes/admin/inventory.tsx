import { useActionData } from "react-router";
import { type InventoryRow, InventoryTable } from "../../components/admin/inventory-table.tsx";
import { houseNames } from "../../components/availability/price-list-format.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import type { InventoryRefusal } from "../../lib/admin/inventory-fields.ts";
import type { House } from "../../lib/units.ts";
import { inventoryAction } from "../../server/admin/inventory-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import { listInventory, listPriceChanges } from "../../server/units/inventory.server.ts";
import { inventoryStatuses } from "../../server/units/unit-record.server.ts";
import type { Route } from "./+types/inventory";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Inventory", matches);

const HOUSES: readonly House[] = ["Beach", "Shore"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage } = context.get(servicesContext);
  const [residences, changes] = await Promise.all([
    listInventory(storage),
    listPriceChanges(storage),
  ]);
  const rows = residences.map(({ record, version }) => ({
    house: record.house,
    residence: record.residence,
    version,
    values: {
      status: record.status,
      price_usd: String(record.price_usd),
      bedrooms: String(record.bedrooms),
      interior_sq_ft: String(record.interior_sq_ft),
      terrace_sq_ft: String(record.terrace_sq_ft),
    },
    history: changes.filter((change) => change.residence === record.residence),
  }));
  const query = new URL(request.url).searchParams;
  // Names and statuses come from the server: importing their modules into this page's client
  // code would split them out of /availability's chunk and grow that page's first load.
  return {
    rows,
    houseNames,
    statuses: inventoryStatuses,
    saved: query.get("saved"),
    imported: query.get("imported"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return inventoryAction(request, context);
}

export default function Inventory({ loaderData }: Route.ComponentProps) {
  const { rows, houseNames: names, statuses, saved, imported } = loaderData;
  const refusal = useActionData<InventoryRefusal>();
  return (
    <div className="admin__page admin__page--wide">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Inventory</h1>
      <p className="lede">
        Each row is saved on its own. The public pages show a change within a minute; a residence
        “Not released” is hidden from them.
      </p>
      <p className="admin__actions">
        <a href="/admin/inventory/export" className="button button--quiet" download>
          Download the table as CSV
        </a>
        <a href="/admin/inventory/import" className="button button--quiet">
          Import a CSV file
        </a>
      </p>
      {imported && (
        <p className="admin__notice" role="status">
          Imported {imported} residences.
        </p>
      )}
      {HOUSES.map((house) => {
        const houseRows: InventoryRow[] = rows.filter((row) => row.house === house);
        return houseRows.length === 0 ? null : (
          <InventoryTable
            key={house}
            house={house}
            houseName={names[house]}
            statuses={statuses}
            rows={houseRows}
            refusal={refusal}
            saved={refusal ? null : saved}
          />
        );
      })}
    </div>
  );
}
