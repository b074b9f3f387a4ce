import { Outlet } from "react-router";
import { staffGuard } from "../../server/admin/staff-guard.server.ts";
import { formPostGuard } from "../../server/http/form-post-guard.server.ts";
import type { Route } from "./+types/staff-area";

/**
 * The signed-in back office: the guard checks the session and the role of every request
 * before any loader or action below runs; a post must come from the site's own page.
 */
export const middleware: Route.MiddlewareFunction[] = [formPostGuard, staffGuard];

// The back office's links are plain document links: each page is loaded, and guarded, on its
// own, and no router module the public pages share is split to serve it (their first load
// stays as it was: scripts/check-budgets.ts).

export default function StaffArea() {
  return <Outlet />;
}
