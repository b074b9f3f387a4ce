import { data, type RouterContextProvider, redirect } from "react-router";
import { INVENTORY_PATH } from "../../lib/admin/inventory-fields.ts";
import { servicesContext } from "../services.server.ts";
import { floorPlanProblem, saveFloorPlan } from "../units/floor-plans.server.ts";
import { staffContext } from "./staff-guard.server.ts";

/** A residence's new floor plan: checked by its content and size, then stored, or refused. */
export async function floorPlanAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const residence = String(form.get("residence") ?? "");
  const file = form.get("file");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const problem = floorPlanProblem(bytes);
  if (problem) return data({ fileError: problem }, { status: 422 });
  const saved = await saveFloorPlan(storage, {
    residence,
    version: Number(form.get("version")),
    bytes,
    actor: { id: staff.id, label: staff.email },
  });
  if (saved.outcome !== "saved") {
    return data(
      {
        fileError: `${residence} changed after you opened this page, so its floor plan was not replaced. Upload the file again.`,
      },
      { status: 409 },
    );
  }
  const query = new URLSearchParams({ saved: residence });
  throw redirect(`${INVENTORY_PATH}?${query}#residence-${residence}`);
}
