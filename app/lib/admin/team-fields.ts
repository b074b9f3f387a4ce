import type { FormRefusal } from "./form-refusal.ts";

/** The fields of a team member's form on /admin/team/member, with their messages' labels. */
export const teamFields = {
  name: "Name",
  role: "Role",
  company: "Firm",
  group: "Section of the page",
  picture: "Portrait",
} as const;

export type TeamField = keyof typeof teamFields;

export const TEAM_ADMIN_PATH = "/admin/team";
export const TEAM_MEMBER_ADMIN_PATH = "/admin/team/member";

export type TeamRefusal = FormRefusal<TeamField>;

/** A refusal on the team list (a move or a removal), shown in the member's row. */
export interface TeamListRefusal {
  id: string;
  message: string;
}
