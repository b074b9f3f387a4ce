import { describe, expect, it } from "vitest";
import {
  afterSignIn,
  STAFF_ROLES,
  type StaffRole,
  staffSections,
} from "../../lib/admin/staff-sections.ts";
import { decideAccess } from "./staff-guard.server.ts";

const allow = { allow: true };
const signIn = { allow: false, status: 401, signIn: true };
const refuse = { allow: false, status: 403, signIn: false };

describe("decideAccess, the back office's role guard", () => {
  it("sends anyone without a session to sign in, whatever the path", () => {
    for (const path of [
      "/admin",
      "/admin/audit",
      "/admin/audit.data",
      "/admin/leads",
      "/admin/x",
    ]) {
      expect(decideAccess(null, path)).toEqual(signIn);
    }
  });

  it("opens the dashboard to every role", () => {
    for (const role of STAFF_ROLES) {
      expect(decideAccess(role, "/admin")).toEqual(allow);
      expect(decideAccess(role, "/admin/")).toEqual(allow);
      expect(decideAccess(role, "/admin.data")).toEqual(allow);
    }
  });

  it("opens each section, its data requests and its sub-pages to its roles only", () => {
    for (const section of staffSections) {
      for (const role of STAFF_ROLES) {
        const expected = section.roles.includes(role) ? allow : refuse;
        for (const path of [section.path, `${section.path}.data`, `${section.path}/1`]) {
          expect(decideAccess(role, path), `${role} on ${path}`).toEqual(expected);
        }
      }
    }
  });

  it("keeps the audit log and people for admins", () => {
    const open = (role: StaffRole, path: string) => decideAccess(role, path).allow;
    expect(open("admin", "/admin/audit")).toBe(true);
    expect(open("sales", "/admin/audit")).toBe(false);
    expect(open("marketing", "/admin/audit")).toBe(false);
    expect(open("sales", "/admin/people")).toBe(false);
    expect(open("sales", "/admin/leads")).toBe(true);
    expect(open("marketing", "/admin/leads")).toBe(false);
    expect(open("marketing", "/admin/press")).toBe(true);
    expect(open("marketing", "/admin/team/member")).toBe(true);
    expect(open("sales", "/admin/press/article")).toBe(false);
    expect(open("sales", "/admin/team")).toBe(false);
  });

  it("refuses every role a path no section claims, so a new route starts closed", () => {
    for (const role of STAFF_ROLES) {
      expect(decideAccess(role, "/admin/settings")).toEqual(refuse);
      expect(decideAccess(role, "/admin/auditing")).toEqual(refuse);
    }
  });
});

describe("afterSignIn, where a sign-in leads", () => {
  it("returns to the back-office page the guard sent someone away from", () => {
    expect(afterSignIn("/admin/audit")).toBe("/admin/audit");
    expect(afterSignIn("/admin")).toBe("/admin");
  });

  it("goes to the dashboard for anything else, so it can never lead off the site", () => {
    for (const next of [
      null,
      "",
      "/",
      "//elsewhere.example/admin",
      "https://elsewhere.example/admin",
      "/admin/../contact",
      "/admin\\..\\x",
      "/admin/audit?x=1",
      "/administrator",
      "javascript:alert(1)",
    ]) {
      expect(afterSignIn(next), String(next)).toBe("/admin");
    }
  });
});
