/** The People page's posts and what comes back from a refused one (issue 27, part 1). */
export const PEOPLE_PATH = "/admin/people";

export type PeopleIntent = "invite" | "role" | "revoke" | "remove";

export interface PeopleRefusal {
  intent: PeopleIntent;
  /** The person the refused change was about; absent for an invitation. */
  id?: string;
  /** Messages beside fields (email, role), or beside the row or form when "form". */
  errors: Partial<Record<"email" | "role" | "form", string>>;
  /** What was typed, kept for the invitation form. */
  values?: { email?: string; role?: string };
}

/** What the page says after a change went through (?done=…). */
export const PEOPLE_DONE: Record<string, string> = {
  invited: "Invited. A sign-in link is on its way to them by email.",
  role: "Role changed. It applies from their next page.",
  revoked: "Signed out everywhere. Their next page asks them to sign in again.",
  removed: "Access removed. They can no longer sign in.",
};
