import { data, type RouterContextProvider, redirect } from "react-router";
import { TEAM_ADMIN_PATH, type TeamListRefusal } from "../../lib/admin/team-fields.ts";
import { servicesContext } from "../services.server.ts";
import { moveTeamMember, removeTeamMember } from "../team.server.ts";
import { staffContext } from "./staff-guard.server.ts";

/**
 * A member of the team moved up or down their section, or removed, from the version the list
 * showed; a stale list changes nothing and says so in the member's row.
 */
export async function teamAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  const version = Number(form.get("version"));
  const actor = { id: staff.id, label: staff.email };
  if (!Number.isInteger(version) || (intent !== "up" && intent !== "down" && intent !== "remove")) {
    return data<TeamListRefusal>(
      { id, message: "Reload the page and try again." },
      { status: 400 },
    );
  }
  const result =
    intent === "remove"
      ? await removeTeamMember(storage, { id, version, actor })
      : await moveTeamMember(storage, { id, version, direction: intent, actor });
  if (result.outcome !== "saved") {
    return data<TeamListRefusal>(
      {
        id,
        message:
          result.outcome === "missing"
            ? "This member of the team is no longer on the page. Reload the page."
            : "Someone else changed this member of the team after you opened this page, so nothing was changed. The list shows the team as it is now.",
      },
      { status: result.outcome === "missing" ? 404 : 409 },
    );
  }
  if (intent === "remove") throw redirect(`${TEAM_ADMIN_PATH}?removed`);
  throw redirect(`${TEAM_ADMIN_PATH}?${new URLSearchParams({ moved: id })}#member-${id}`);
}
