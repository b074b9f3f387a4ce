import { redirect } from "react-router";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { SIGN_IN_PATH } from "../../lib/admin/staff-sections.ts";
import { recordAudit } from "../../server/admin/audit-log.server.ts";
import { formPostGuard } from "../../server/http/form-post-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/sign-out";

export const middleware: Route.MiddlewareFunction[] = [formPostGuard];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Sign out", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staffAuth } = context.get(servicesContext);
  if (!(await staffAuth.api.getSession({ headers: request.headers }))) throw redirect(SIGN_IN_PATH);
  return null;
}

/** Ends the session on the server (its row is deleted) and clears the cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { staffAuth, storage } = context.get(servicesContext);
  const found = await staffAuth.api.getSession({ headers: request.headers });
  const headers = new Headers();
  if (found) {
    const answer = await staffAuth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of answer.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    await recordAudit(storage, {
      actor: { id: found.user.id, label: found.user.email },
      action: "staff.signed_out",
      subject: found.user.email,
    });
  }
  throw redirect(`${SIGN_IN_PATH}?signed-out`, { headers });
}

export default function SignOut() {
  return (
    <div className="admin__page admin__page--narrow">
      <p className="eyebrow">Back office</p>
      <h1 className="display-title">Sign out</h1>
      <form method="post" className="admin__card">
        <p>Sign out of the back office in this browser.</p>
        <button type="submit" className="button">
          Sign out
        </button>
      </form>
    </div>
  );
}
