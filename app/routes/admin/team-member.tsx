import { redirect, useActionData } from "react-router";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { PictureField } from "../../components/admin/picture-field.tsx";
import { teamGroups } from "../../content/pages/team.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { TEAM_ADMIN_PATH, type TeamRefusal, teamFields } from "../../lib/admin/team-fields.ts";
import { teamMemberAction } from "../../server/admin/team-member-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import { findTeamMember } from "../../server/team.server.ts";
import "../../styles/pages/admin-marketing.css";
import type { Route } from "./+types/team-member";

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  adminMeta(loaderData?.member ? loaderData.member.name : "Add a member of the team", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const sections = teamGroups.map(({ id, title }) => ({ id, title }));
  const id = new URL(request.url).searchParams.get("id");
  if (id === null) return { member: null, sections };
  const member = await findTeamMember(context.get(servicesContext).storage, id);
  if (!member) throw redirect(TEAM_ADMIN_PATH);
  return { member, sections };
}

export function action({ request, context }: Route.ActionArgs) {
  return teamMemberAction(request, context);
}

export default function TeamMemberEditor({ loaderData }: Route.ComponentProps) {
  const { member, sections } = loaderData;
  const refusal = useActionData<TeamRefusal>();
  const errors = refusal?.errors ?? {};
  const value = (name: keyof TeamRefusal["values"], current: string) =>
    refusal?.values[name] ?? current;
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href={TEAM_ADMIN_PATH}>Team</a>
      </p>
      <h1 className="display-title">{member ? member.name : "Add a member of the team"}</h1>
      <p className="lede">
        {member
          ? "Saving changes the team page within a minute."
          : "They join the end of their section; move them from the team list."}
      </p>
      {refusal && (
        <p className="admin__notice admin__notice--error" role="alert">
          {refusal.conflict ?? "Nothing was saved: see the messages beside the fields."}
        </p>
      )}
      <form method="post" encType="multipart/form-data" className="admin__form" noValidate>
        {member && (
          <>
            <input type="hidden" name="id" value={member.id} />
            <input type="hidden" name="version" value={member.version} />
          </>
        )}
        <AdminField id="name" label={teamFields.name} error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              required
              autoComplete="off"
              className="form-field__control"
              defaultValue={value("name", member?.name ?? "")}
            />
          )}
        </AdminField>
        <AdminField id="role" label={teamFields.role} error={errors.role}>
          {(control) => (
            <input
              {...control}
              name="role"
              required
              className="form-field__control"
              defaultValue={value("role", member?.role ?? "")}
            />
          )}
        </AdminField>
        <AdminField
          id="company"
          label={teamFields.company}
          hint="The firm they represent, where it is not the developer's sales team; may be left empty."
          error={errors.company}
        >
          {(control) => (
            <input
              {...control}
              name="company"
              className="form-field__control"
              defaultValue={value("company", member?.company ?? "")}
            />
          )}
        </AdminField>
        <AdminField id="group" label={teamFields.group} error={errors.group}>
          {(control) => (
            <select
              {...control}
              name="group"
              className="form-field__control"
              defaultValue={value("group", member?.group ?? sections[0]?.id ?? "")}
            >
              {sections.map((section) => (
                <option key={section.id} value={section.id}>
                  {section.title}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <PictureField
          label={teamFields.picture}
          hint="Optional. JPEG, PNG, WebP or AVIF, at least 400 pixels wide, at most 5 MB; cut to 4:5 around the face. The page reads as finished with or without portraits."
          current={member?.portrait ?? ""}
          error={errors.picture}
        />
        <p>
          <button type="submit" className="button">
            Save
          </button>
        </p>
      </form>
    </div>
  );
}
