/**
 * The back office's roles and sections (issue 27), one source for the dashboard's list and the
 * server's guard (app/server/admin/staff-guard.server.ts): a path under /admin is open to the
 * roles of the section it belongs to, and to no one else.
 */
export const STAFF_ROLES = ["admin", "sales", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administrator",
  sales: "Sales",
  marketing: "Marketing",
};

export const ADMIN_PATH = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";
export const SIGN_OUT_PATH = "/admin/sign-out";

/** Whether a path is the back office's (a page, a data request or a call under /admin). */
export function isAdminPath(pathname: string): boolean {
  return (
    pathname === ADMIN_PATH ||
    pathname.startsWith(`${ADMIN_PATH}/`) ||
    pathname === `${ADMIN_PATH}.data`
  );
}

export interface StaffSection {
  id: string;
  title: string;
  description: string;
  path: string;
  roles: readonly StaffRole[];
}

export const staffSections: readonly StaffSection[] = [
  {
    id: "inventory",
    title: "Inventory",
    description: "Residences, statuses and prices, with their history and the CSV export.",
    path: "/admin/inventory",
    roles: ["admin", "sales"],
  },
  {
    id: "leads",
    title: "Leads",
    description:
      "Inquiries: their answers, delivery, status, owner and notes; suspected bots apart.",
    path: "/admin/leads",
    roles: ["admin", "sales"],
  },
  {
    id: "registrations",
    title: "Broker registrations",
    description:
      "Clients brokers introduced from the public form, newest first, with the CSV export.",
    path: "/admin/registrations",
    roles: ["admin", "sales"],
  },
  {
    id: "press",
    title: "Press",
    description: "Press articles: write, edit, publish and unpublish them, with their pictures.",
    path: "/admin/press",
    roles: ["admin", "marketing"],
  },
  {
    id: "team",
    title: "Team",
    description: "The people on the team page: names, roles, sections, portraits and order.",
    path: "/admin/team",
    roles: ["admin", "marketing"],
  },
  {
    id: "site",
    title: "Facts and contact",
    description: "The facts the copy states, the sales phone, social links and brochure address.",
    path: "/admin/site",
    roles: ["admin", "marketing"],
  },
  {
    id: "pages",
    title: "Page descriptions",
    description: "Each page's title, search description and share text.",
    path: "/admin/pages",
    roles: ["admin", "marketing"],
  },
  {
    id: "people",
    title: "People",
    description: "Who may sign in, and with which role.",
    path: "/admin/people",
    roles: ["admin"],
  },
  {
    id: "audit",
    title: "Audit",
    description: "Every invitation, sign-in, sign-out and role change, newest first.",
    path: "/admin/audit",
    roles: ["admin"],
  },
];

/** The sections a role may use, in the dashboard's order. */
export function sectionsFor(role: StaffRole): StaffSection[] {
  return staffSections.filter((section) => section.roles.includes(role));
}

/**
 * Where to go after signing in: the back-office page the guard sent someone away from, when it
 * is one (a plain path under /admin, nothing that could lead off the site), else the dashboard.
 */
export function afterSignIn(next: string | null | undefined): string {
  if (!next || !/^\/admin(\/[a-z0-9-]+)*$/.test(next)) return ADMIN_PATH;
  return next;
}

/**
 * The roles that may open a signed-in path under /admin: every role for the dashboard, its
 * section's roles for a section, and no one for a path this table does not know (a route added
 * without its section stays closed). A React Router data request (`/admin/audit.data`) counts
 * as its page.
 */
export function rolesForPath(pathname: string): readonly StaffRole[] {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === ADMIN_PATH) return STAFF_ROLES;
  const section = staffSections.find(
    (candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`),
  );
  return section?.roles ?? [];
}
