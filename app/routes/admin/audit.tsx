import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { listAudit } from "../../server/admin/audit-log.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Audit log", matches);

const ACTIONS: Record<string, string> = {
  "staff.invited": "Invited",
  "staff.role_changed": "Role changed",
  "staff.signed_in": "Signed in",
  "staff.signed_out": "Signed out",
  "staff.sessions_revoked": "Sessions revoked",
  "staff.removed": "Access removed",
  "inventory.residence_changed": "Residence changed",
  "inventory.imported": "Inventory imported",
  "inventory.floor_plan_replaced": "Floor plan replaced",
  "press.article_created": "Press article written",
  "press.article_changed": "Press article changed",
  "press.article_published": "Press article published",
  "press.article_unpublished": "Press article unpublished",
  "team.member_added": "Team member added",
  "team.member_changed": "Team member changed",
  "team.member_moved": "Team member moved",
  "team.member_removed": "Team member removed",
  "site.settings_changed": "Facts and contact changed",
  "site.page_changed": "Page description changed",
  "lead.status_changed": "Lead status changed",
  "lead.owner_changed": "Lead owner changed",
  "lead.note_added": "Lead note added",
  "lead.delivery_retried": "Lead delivery retried",
  "lead.released": "Lead released from suspected bots",
  "lead.person_erased": "Person erased",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const { entries, pages } = await listAudit(context.get(servicesContext).storage, page);
  return { entries, page, pages };
}

function describe(value: unknown): string {
  return value === null || value === undefined ? "" : JSON.stringify(value);
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pages } = loaderData;
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Audit log</h1>
      <div className="admin__table-wrap">
        <table className="admin__table">
          <caption className="visually-hidden">
            Changes and sign-ins, newest first, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Subject</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.at.slice(0, 19).replace("T", " ")}</td>
                <td>{entry.actorLabel}</td>
                <td>{ACTIONS[entry.action] ?? entry.action}</td>
                <td>{entry.subject}</td>
                <td>
                  <code>{describe(entry.before)}</code>
                </td>
                <td>
                  <code>{describe(entry.after)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="admin__pager" aria-label="Audit log pages">
        {page > 1 && <a href={`?page=${page - 1}`}>Newer</a>}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages && <a href={`?page=${page + 1}`}>Older</a>}
      </nav>
    </div>
  );
}
