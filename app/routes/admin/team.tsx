import { useActionData } from "react-router";
import { teamGroups } from "../../content/pages/team.ts";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { TEAM_MEMBER_ADMIN_PATH, type TeamListRefusal } from "../../lib/admin/team-fields.ts";
import { teamAction } from "../../server/admin/team-action.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import { listTeamMembers } from "../../server/team.server.ts";
import "../../styles/pages/admin-marketing.css";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Team", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const members = await listTeamMembers(context.get(servicesContext).storage);
  const query = new URL(request.url).searchParams;
  const changed = query.get("saved") ?? query.get("moved");
  return {
    sections: teamGroups.map(({ id, title }) => ({
      id,
      title,
      members: members.filter((member) => member.group === id),
    })),
    saved: members.find((member) => member.id === changed)?.name ?? null,
    removed: query.has("removed"),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return teamAction(request, context);
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { sections, saved, removed } = loaderData;
  const refusal = useActionData<TeamListRefusal>();
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Team</h1>
      <p className="lede">
        The people on the team page, section by section, in the page’s order. The page follows a
        change within a minute; a section nobody is in is left out.
      </p>
      <p className="admin__actions">
        <a href={TEAM_MEMBER_ADMIN_PATH} className="button">
          Add a member of the team
        </a>
      </p>
      {(saved || removed) && (
        <p className="admin__notice" role="status">
          {saved ? `Saved ${saved}.` : "Removed from the team page."}
        </p>
      )}
      {sections.map((section) => (
        <section key={section.id} className="admin__card" aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`} className="admin__card-title">
            {section.title}
          </h2>
          {section.members.length === 0 ? (
            <p>Nobody: the page leaves this section out.</p>
          ) : (
            <ol className="admin__list admin__team">
              {section.members.map((member, index) => (
                <li key={member.id} id={`member-${member.id}`}>
                  <p>
                    <a href={`${TEAM_MEMBER_ADMIN_PATH}?id=${member.id}`}>{member.name}</a>
                    <span className="admin__muted">
                      {" "}
                      · {member.role}
                      {member.company && `, ${member.company}`}
                      {member.portrait ? " · with a portrait" : ""}
                    </span>
                  </p>
                  <form method="post" className="admin__row-actions">
                    <input type="hidden" name="id" value={member.id} />
                    <input type="hidden" name="version" value={member.version} />
                    {index > 0 && (
                      <button
                        type="submit"
                        name="intent"
                        value="up"
                        className="button button--quiet"
                      >
                        Move up<span className="visually-hidden"> {member.name}</span>
                      </button>
                    )}
                    {index < section.members.length - 1 && (
                      <button
                        type="submit"
                        name="intent"
                        value="down"
                        className="button button--quiet"
                      >
                        Move down<span className="visually-hidden"> {member.name}</span>
                      </button>
                    )}
                    <button
                      type="submit"
                      name="intent"
                      value="remove"
                      className="button button--quiet"
                    >
                      Remove<span className="visually-hidden"> {member.name}</span>
                    </button>
                  </form>
                  {refusal?.id === member.id && (
                    <p className="form-field__error" role="alert">
                      {refusal.message}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
    </div>
  );
}
