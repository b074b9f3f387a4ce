import { data, type RouterContextProvider, redirect } from "react-router";
import { teamGroups } from "../../content/pages/team.ts";
import { TEAM_ADMIN_PATH, type TeamRefusal, teamFields } from "../../lib/admin/team-fields.ts";
import { TEAM_PORTRAIT } from "../../lib/uploaded-pictures.ts";
import { pictureChange } from "../pictures/picture-upload.server.ts";
import { servicesContext } from "../services.server.ts";
import { saveTeamMember } from "../team.server.ts";
import { staffContext } from "./staff-guard.server.ts";

const LIMITS = { name: 120, role: 160, company: 160 } as const;

/**
 * A member of the team added or changed, with their portrait, from the version the page
 * showed. A refusal changes nothing and names each field's problem.
 */
export async function teamMemberAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const values = {
    name: text("name"),
    role: text("role"),
    company: text("company"),
    group: text("group"),
  };
  const id = text("id") || null;
  const version = id ? Number(text("version")) : null;
  const errors: TeamRefusal["errors"] = {};
  for (const name of ["name", "role"] as const) {
    if (!values[name]) errors[name] = `${teamFields[name]} is required.`;
  }
  for (const [name, limit] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if (values[name].length > limit) {
      errors[name] ??= `${teamFields[name]} must be at most ${limit} characters.`;
    }
  }
  if (!teamGroups.some((group) => group.id === values.group)) {
    errors.group = `${teamFields.group} must be one of ${teamGroups.map((group) => group.title).join(", ")}.`;
  }
  const portrait = await pictureChange(form, TEAM_PORTRAIT);
  if ("problem" in portrait) errors.picture = portrait.problem;
  const refuse = (answer: Omit<TeamRefusal, "values">, status: number) =>
    data<TeamRefusal>({ values, ...answer }, { status });
  if (Object.keys(errors).length > 0 || "problem" in portrait) return refuse({ errors }, 422);

  const saved = await saveTeamMember(storage, {
    id,
    version: version !== null && Number.isInteger(version) ? version : null,
    input: values,
    portrait,
    actor: { id: staff.id, label: staff.email },
  });
  if (saved.outcome !== "saved") {
    return refuse(
      {
        errors,
        conflict:
          saved.outcome === "missing"
            ? "This member of the team is no longer on the page. Go back to the team and reload it."
            : "Someone else changed this member of the team after you opened the page, so nothing was saved. Open it again to see their version, then make your change again.",
      },
      saved.outcome === "missing" ? 404 : 409,
    );
  }
  throw redirect(
    `${TEAM_ADMIN_PATH}?${new URLSearchParams({ saved: saved.id })}#member-${saved.id}`,
  );
}
