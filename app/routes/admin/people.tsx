import { useActionData } from "react-router";
import { PeopleTable } from "../../components/admin/people-table.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { PEOPLE_DONE, type PeopleRefusal } from "../../lib/admin/people-form.ts";
import { ROLE_LABELS, STAFF_ROLES } from "../../lib/admin/staff-sections.ts";
import { listPeople } from "../../server/admin/people.server.ts";
import { peopleAction } from "../../server/admin/people-action.server.ts";
import { staffContext } from "../../server/admin/staff-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-people.css";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("People", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const done = new URL(request.url).searchParams.get("done") ?? "";
  return {
    people: await listPeople(context.get(servicesContext).storage),
    selfId: context.get(staffContext).id,
    done: PEOPLE_DONE[done] ?? null,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return peopleAction(request, context);
}

// The invitation's fields are plain markup in the form components' classes: importing those
// modules here would split the inquiry form's chunk and grow /contact's first load.
export default function People({ loaderData }: Route.ComponentProps) {
  const { people, selfId, done } = loaderData;
  const refusal = useActionData<PeopleRefusal>();
  const invite = refusal?.intent === "invite" ? refusal : undefined;
  return (
    <div className="admin__page admin__page--wide">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">People</h1>
      <p className="lede">
        Who may sign in, and with which role. Every change applies at once and is in the audit log.
      </p>
      {done && !refusal && (
        <p className="admin__notice" role="status">
          {done}
        </p>
      )}
      <form
        method="post"
        noValidate
        className="admin__card admin-people__invite"
        aria-labelledby="invite-title"
      >
        <h2 id="invite-title" className="admin__card-title">
          Invite someone
        </h2>
        <p>
          They get a sign-in link by email, which works once, for 15 minutes; after that they ask
          for a new one on the sign-in page.
        </p>
        <div className="admin-people__invite-fields">
          <div className="form-field" data-invalid={invite?.errors.email ? "" : undefined}>
            <label htmlFor="invite-email" className="form-field__label" data-required="">
              Work email
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              autoComplete="off"
              required
              className="form-field__control"
              defaultValue={invite?.values?.email ?? ""}
              aria-invalid={invite?.errors.email ? true : undefined}
              aria-describedby={invite?.errors.email ? "invite-email-error" : undefined}
            />
            {invite?.errors.email && (
              <p id="invite-email-error" className="form-field__error">
                {invite.errors.email}
              </p>
            )}
          </div>
          <div className="form-field" data-invalid={invite?.errors.role ? "" : undefined}>
            <label htmlFor="invite-role" className="form-field__label" data-required="">
              Role
            </label>
            <select
              id="invite-role"
              name="role"
              className="form-field__control"
              defaultValue={invite?.values?.role ?? "sales"}
              aria-invalid={invite?.errors.role ? true : undefined}
              aria-describedby={invite?.errors.role ? "invite-role-error" : undefined}
            >
              {STAFF_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
            {invite?.errors.role && (
              <p id="invite-role-error" className="form-field__error">
                {invite.errors.role}
              </p>
            )}
          </div>
        </div>
        <button type="submit" name="intent" value="invite" className="button">
          Invite
        </button>
      </form>
      <section aria-labelledby="people-title" className="admin-people__list">
        <h2 id="people-title" className="admin__card-title">
          Staff
        </h2>
        <PeopleTable people={people} selfId={selfId} refusal={refusal} />
      </section>
    </div>
  );
}
