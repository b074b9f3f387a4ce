import { Outlet } from "react-router";
import { staffGuard } from "../../server/admin/staff-guard.server.ts";
import { FORM_TYPE } from "../../server/http/api-guard.server.ts";
import { formPostGuardFor, MULTIPART_TYPE } from "../../server/http/form-post-guard.server.ts";
import type { Route } from "./+types/staff-area";

/**
 * The signed-in back office: the guard checks the session and the role of every request
 * before any loader or action below runs; a post must come from the site's own page, as a
 * form (multipart when it carries a file, as the CSV import does).
 */
export const middleware: Route.MiddlewareFunction[] = [
  formPostGuardFor([FORM_TYPE, MULTIPART_TYPE]),
  staffGuard,
];

// The back office's links are plain document links: each page is loaded, and guarded, on its
// own, and no router module the public pages share is split to serve it (their first load
// stays as it was: scripts/check-budgets.ts).

export default function StaffArea() {
  return <Outlet />;
}
