import { redirect, useActionData } from "react-router";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { INVENTORY_PATH } from "../../lib/admin/inventory-fields.ts";
import { floorPlanAction } from "../../server/admin/floor-plan-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import { listInventory } from "../../server/units/inventory.server.ts";
import type { Route } from "./+types/inventory-floor-plan";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Floor plan", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const residence = new URL(request.url).searchParams.get("residence");
  const found = (await listInventory(context.get(servicesContext).storage)).find(
    ({ record }) => record.residence === residence,
  );
  if (!found) throw redirect(INVENTORY_PATH);
  return {
    residence: found.record.residence,
    version: found.version,
    floorPlan: found.record.floor_plan,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return floorPlanAction(request, context);
}

export default function InventoryFloorPlan({ loaderData }: Route.ComponentProps) {
  const { residence, version, floorPlan } = loaderData;
  const fileError = useActionData<typeof action>()?.fileError;
  return (
    <div className="admin__page admin__page--narrow">
      <p className="eyebrow">
        <a href={INVENTORY_PATH}>Inventory</a>
      </p>
      <h1 className="display-title">Floor plan of {residence}</h1>
      <p>
        <a href={floorPlan} target="_blank" rel="noopener">
          Open the current floor plan of {residence}
        </a>
      </p>
      <form method="post" encType="multipart/form-data" className="admin__card" noValidate>
        <div className="form-field" data-invalid={fileError ? "" : undefined}>
          <label htmlFor="floor-plan-file" className="form-field__label">
            New floor plan (PDF, at most 5 MB)
          </label>
          <input
            id="floor-plan-file"
            name="file"
            type="file"
            accept="application/pdf,.pdf"
            required
            className="form-field__control"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? "floor-plan-file-error" : undefined}
          />
          {fileError && (
            <p id="floor-plan-file-error" className="form-field__error">
              {fileError}
            </p>
          )}
        </div>
        <input type="hidden" name="residence" value={residence} />
        <input type="hidden" name="version" value={version} />
        <button type="submit" className="button">
          Replace the floor plan
        </button>
      </form>
    </div>
  );
}
