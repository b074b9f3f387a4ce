import { data, type RouterContextProvider, redirect } from "react-router";
import { PEOPLE_PATH, type PeopleIntent, type PeopleRefusal } from "../../lib/admin/people-form.ts";
import { isStaffRole, STAFF_ROLES } from "../../lib/admin/staff-sections.ts";
import { servicesContext } from "../services.server.ts";
import { changeRole, type PeopleOutcome, removeAccess, revokeSessions } from "./people.server.ts";
import { findStaffByEmail, inviteStaff, isValidStaffEmail, staffEmailKey } from "./staff.server.ts";
import { staffContext } from "./staff-guard.server.ts";

const ROLE_MESSAGE = `Choose a role: ${STAFF_ROLES.join(", ")}.`;
const STALE =
  "Someone changed this person after you opened the page, so nothing was done. The list shows them as they are now.";
const LAST_ADMIN =
  "This is the last administrator: nobody could manage people after this. Make someone else an administrator first.";

/**
 * The People page's posts: invite (the same inviteStaff as npm run admin:invite, then a
 * sign-in link by email), change a role, sign someone out everywhere, remove access. Each is
 * checked on the server and applied from the role the page showed; a refusal changes nothing
 * and says why beside the field or the row.
 */
export async function peopleAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { storage, staffAuth, signInBudget } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const actor = { id: staff.id, label: staff.email };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as PeopleIntent;
  const role = String(form.get("role") ?? "");
  const refuse = (answer: Omit<PeopleRefusal, "intent">, status = 422) =>
    data<PeopleRefusal>({ intent, ...answer }, { status });

  if (intent === "invite") {
    const typed = String(form.get("email") ?? "");
    const email = staffEmailKey(typed);
    const errors: PeopleRefusal["errors"] = {};
    if (!isValidStaffEmail(email)) errors.email = "Enter an email address, like name@company.com.";
    else if (await findStaffByEmail(storage, email)) {
      errors.email = "This person already has access: change their role in the list below.";
    }
    if (!isStaffRole(role)) errors.role = ROLE_MESSAGE;
    if (errors.email || errors.role || !isStaffRole(role)) {
      return refuse({ errors, values: { email: typed, role } });
    }
    await inviteStaff(storage, { email, role, actor });
    if (await signInBudget.linkFor(email)) {
      await staffAuth.api.signInMagicLink({ body: { email }, headers: request.headers });
    }
    throw redirect(`${PEOPLE_PATH}?done=invited`);
  }

  const id = String(form.get("id") ?? "");
  const shownRole = String(form.get("shown_role") ?? "");
  if (!isStaffRole(shownRole)) return refuse({ id, errors: { form: STALE } }, 409);
  const change = { id, shownRole, actor };
  let outcome: PeopleOutcome;
  let done: string;
  if (intent === "role") {
    if (!isStaffRole(role)) return refuse({ id, errors: { role: ROLE_MESSAGE } });
    if (role === shownRole) throw redirect(`${PEOPLE_PATH}#person-${id}`);
    outcome = await changeRole(storage, { ...change, role });
    done = "role";
  } else if (intent === "revoke") {
    outcome = await revokeSessions(storage, change);
    done = "revoked";
  } else if (intent === "remove") {
    outcome = await removeAccess(storage, change);
    done = "removed";
  } else {
    return refuse({ errors: { form: "That change is not one this page makes." } }, 400);
  }
  if (!outcome.ok) {
    if (outcome.reason === "stale") return refuse({ id, errors: { form: STALE } }, 409);
    return refuse({ id, errors: intent === "role" ? { role: LAST_ADMIN } : { form: LAST_ADMIN } });
  }
  throw redirect(`${PEOPLE_PATH}?done=${done}`);
}
