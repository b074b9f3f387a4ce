import { createContext, type MiddlewareFunction, redirect } from "react-router";
import {
  ADMIN_PATH,
  isStaffRole,
  rolesForPath,
  SIGN_IN_PATH,
  type StaffRole,
} from "../../lib/admin/staff-sections.ts";
import { servicesContext } from "../services.server.ts";
import { withAdminHeaders } from "./admin-responses.server.ts";

export interface SignedInStaff {
  id: string;
  email: string;
  role: StaffRole;
  sessionId: string;
}

/** The signed-in member of staff, for every loader and action under the guard. */
export const staffContext = createContext<SignedInStaff>();

export type AccessDecision = { allow: true } | { allow: false; status: 401 | 403; signIn: boolean };

/**
 * Who may have what: no session is 401 (a page goes to sign-in instead), a role the path's
 * section is not open to is 403 (a page goes back to the dashboard, which says so). Pages are
 * GET and HEAD documents; everything else (a form post, React Router's .data request) is data
 * and gets the status itself.
 */
export function decideAccess(role: StaffRole | null, pathname: string): AccessDecision {
  if (role === null) return { allow: false, status: 401, signIn: true };
  if (!rolesForPath(pathname).includes(role)) return { allow: false, status: 403, signIn: false };
  return { allow: true };
}

/**
 * The back office's guard, as middleware on the layout route every signed-in page sits under:
 * it runs on the server before any of their loaders or actions, whatever the spelling or the
 * kind of request, and a refusal changes nothing.
 */
export const staffGuard: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { staffAuth } = context.get(servicesContext);
  const found = await staffAuth.api.getSession({ headers: request.headers });
  const role = found && isStaffRole(found.user.role) ? found.user.role : null;
  const url = new URL(request.url);
  const decision = decideAccess(role, url.pathname);
  if (!decision.allow) {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !url.pathname.endsWith(".data");
    if (isPage && decision.signIn) {
      const to = new URL(SIGN_IN_PATH, url);
      if (url.pathname !== "/admin") to.searchParams.set("next", url.pathname);
      throw redirect(`${to.pathname}${to.search}`);
    }
    // A page another role may open: back to the dashboard, which says why. (A 403 thrown
    // from middleware would be drawn by the root's error boundary, the public "be back
    // shortly" page, since React Router renders middleware errors at the highest route with
    // a loader.)
    if (isPage) throw redirect(`${ADMIN_PATH}?refused=${encodeURIComponent(url.pathname)}`);
    return withAdminHeaders(
      new Response(decision.status === 401 ? "Sign in first." : "Not open to your role.", {
        status: decision.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      }),
    );
  }
  if (found && role) {
    context.set(staffContext, {
      id: found.user.id,
      email: found.user.email,
      role,
      sessionId: found.session.id,
    });
  }
  return next();
};
