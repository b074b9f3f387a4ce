import { PasskeyRegister } from "../../components/admin/passkey-register.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  ROLE_LABELS,
  SIGN_OUT_PATH,
  sectionsFor,
  staffSections,
} from "../../lib/admin/staff-sections.ts";
import { staffContext } from "../../server/admin/staff-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Dashboard", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = context.get(staffContext);
  const { storage } = context.get(servicesContext);
  const passkeys = await storage.query<{
    id: string;
    name: string | null;
    created_at: string | null;
  }>("SELECT id, name, created_at FROM staff_passkeys WHERE user_id = $1 ORDER BY created_at", [
    staff.id,
  ]);
  return {
    email: staff.email,
    role: staff.role,
    passkeyAdded: new URL(request.url).searchParams.get("passkey") === "added",
    refused: refusedSection(new URL(request.url).searchParams.get("refused")),
    passkeys: passkeys.map((key) => ({ id: key.id, name: key.name, createdAt: key.created_at })),
  };
}

/** The section a refused page belongs to, as the guard names it (staff-guard.server.ts). */
function refusedSection(path: string | null): string | null {
  if (!path) return null;
  const section = staffSections.find(
    (candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`),
  );
  return section ? `The ${section.title.toLowerCase()} section` : "That page";
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { email, role, passkeys, passkeyAdded, refused } = loaderData;
  return (
    <div className="admin__page">
      <p className="eyebrow">Back office</p>
      <h1 className="display-title">Dashboard</h1>
      <p className="lede">
        Signed in as {email}, {ROLE_LABELS[role]}.
      </p>
      {refused && (
        <p className="admin__notice admin__notice--error" role="alert">
          {refused} is not open to your role. An administrator can change your role.
        </p>
      )}
      <section aria-labelledby="sections-title">
        <h2 id="sections-title" className="visually-hidden">
          Your sections
        </h2>
        <ul className="admin__sections">
          {sectionsFor(role).map((section) => (
            <li key={section.id} className="admin__section">
              <h3 className="admin__section-title">
                <a href={section.path}>{section.title}</a>
              </h3>
              <p>{section.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <PasskeyRegister passkeys={passkeys} added={passkeyAdded} />
      <form method="post" action={SIGN_OUT_PATH} className="admin__sign-out">
        <button type="submit" className="button button--quiet">
          Sign out
        </button>
      </form>
    </div>
  );
}
