import type { PeopleRefusal } from "../../lib/admin/people-form.ts";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "../../lib/admin/staff-sections.ts";

export interface PersonRow {
  id: string;
  email: string;
  role: StaffRole;
  lastSignIn: string | null;
  passkeys: number;
  activeSessions: number;
}

interface PeopleTableProps {
  people: readonly PersonRow[];
  /** The signed-in administrator, marked "you" in the list. */
  selfId: string;
  refusal: PeopleRefusal | undefined;
}

/**
 * Everyone who may sign in. Each change is its own small form (no JavaScript needed): the
 * role select belongs to its row's form, and a refused change shows its reason in the row.
 */
export function PeopleTable({ people, selfId, refusal }: PeopleTableProps) {
  return (
    <div className="admin__table-wrap">
      <table className="admin__table admin-people">
        <caption className="visually-hidden">Staff who may sign in, by email address</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Last sign-in (UTC)</th>
            <th scope="col">Passkeys</th>
            <th scope="col">Active sessions</th>
            <th scope="col">Access</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => {
            const refused = refusal?.id === person.id ? refusal.errors : undefined;
            return (
              <PersonLine
                key={person.id}
                person={person}
                self={person.id === selfId}
                refused={refused}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PersonLine({
  person,
  self,
  refused,
}: {
  person: PersonRow;
  self: boolean;
  refused: PeopleRefusal["errors"] | undefined;
}) {
  const roleId = `role-${person.id}`;
  const roleError = `role-${person.id}-error`;
  const formError = `person-${person.id}-error`;
  const hidden = (
    <>
      <input type="hidden" name="id" value={person.id} />
      <input type="hidden" name="shown_role" value={person.role} />
    </>
  );
  return (
    <tr id={`person-${person.id}`}>
      <th scope="row">
        {person.email}
        {self && <span className="admin-people__you"> (you)</span>}
        {refused?.form && (
          <p id={formError} className="form-field__error" role="alert">
            {refused.form}
          </p>
        )}
      </th>
      <td>
        <form method="post" className="admin-people__role">
          {hidden}
          <label htmlFor={roleId} className="visually-hidden">
            Role of {person.email}
          </label>
          <select
            id={roleId}
            name="role"
            className="form-field__control"
            defaultValue={person.role}
            aria-invalid={refused?.role ? true : undefined}
            aria-describedby={refused?.role ? roleError : undefined}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
          <button type="submit" name="intent" value="role" className="button button--quiet">
            Save<span className="visually-hidden"> the role of {person.email}</span>
          </button>
          {refused?.role && (
            <p id={roleError} className="form-field__error">
              {refused.role}
            </p>
          )}
        </form>
      </td>
      <td>{person.lastSignIn ? person.lastSignIn.slice(0, 16).replace("T", " ") : "Never"}</td>
      <td>{person.passkeys}</td>
      <td>{person.activeSessions}</td>
      <td>
        <div className="admin-people__access">
          <form method="post">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="revoke"
              className="button button--quiet"
              // A visually hidden span would read "everywhere :" (a space before the colon).
              aria-label={`Sign out everywhere: ${person.email}`}
            >
              Sign out everywhere
            </button>
          </form>
          {/* A second step before the one change that cannot be undone from here. */}
          <details className="admin-people__confirm">
            <summary className="button button--quiet">
              Remove access<span className="visually-hidden"> for {person.email}</span>
            </summary>
            <form method="post" className="admin-people__confirm-panel">
              {hidden}
              <p>
                {person.email} is signed out at once and can no longer sign in. Inviting them again
                gives access back.
              </p>
              <button type="submit" name="intent" value="remove" className="button">
                Yes, remove access<span className="visually-hidden"> for {person.email}</span>
              </button>
            </form>
          </details>
        </div>
      </td>
    </tr>
  );
}
