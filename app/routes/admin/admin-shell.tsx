import { Outlet } from "react-router";
import { SITE_NAME } from "../../content/site.ts";
import type { PageHandle } from "../../root.tsx";
import { adminResponses } from "../../server/admin/admin-responses.server.ts";
import "../../styles/pages/admin.css";
import type { Route } from "./+types/admin-shell";

/** Every answer under /admin is private and unindexed, whatever route gives it. */
export const middleware: Route.MiddlewareFunction[] = [adminResponses];

export const handle: PageHandle = { hideMenu: true };

/** The development's name, for the back office's titles (lib/admin/admin-meta.ts). */
export function loader() {
  return { siteName: SITE_NAME };
}

export function shouldRevalidate() {
  return false;
}

export default function AdminShell() {
  return (
    <div className="admin">
      <Outlet />
    </div>
  );
}

/** A back-office page whose loader failed, in the back office's frame. */
export function ErrorBoundary() {
  return (
    <div className="admin__page">
      <h1 className="display-title">This page could not be shown</h1>
      <p className="lede">Please try again in a moment.</p>
      <p>
        <a href="/admin" className="button button--quiet">
          Back to the dashboard
        </a>
      </p>
    </div>
  );
}
