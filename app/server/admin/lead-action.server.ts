import { data, type RouterContextProvider, redirect } from "react-router";
import {
  LEADS_PATH,
  type LeadRefusal,
  type LeadWorkValues,
  NOTE_MAX_LENGTH,
} from "../../lib/admin/lead-fields.ts";
import { eraseLeadPerson } from "../leads/lead-erasure.server.ts";
import { retryLeadDelivery } from "../leads/lead-retry.server.ts";
import { leadWorkSchema, releaseLead, workLead } from "../leads/lead-work.server.ts";
import { servicesContext } from "../services.server.ts";
import { staffContext } from "./staff-guard.server.ts";

const CONFLICT =
  "Someone else changed this lead after you opened this page, so nothing was saved. The page shows their version now: make your change again.";
const MISSING = "This lead could not be found as the page showed it. Reload the page.";

/**
 * The lead page's posts, one per form: its work (status, owner, a note), a suspected bot's
 * release, a failed delivery's retry, the person's erasure. A refusal changes nothing and
 * comes back with a message beside the field, or beside the form.
 */
export async function leadAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  leadId: string,
) {
  const { storage, leadDelivery } = context.get(servicesContext);
  const staff = context.get(staffContext);
  const actor = { id: staff.id, label: staff.email };
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const values: LeadWorkValues = {
    status: field("status"),
    owner: field("owner"),
    note: field("note").trim(),
  };
  const refuse = (
    intent: LeadRefusal["intent"],
    answer: Partial<Pick<LeadRefusal, "errors" | "conflict">>,
    status: number,
  ) => data<LeadRefusal>({ intent, values, errors: {}, ...answer }, { status });
  const done = (what: string): never => {
    throw redirect(`${LEADS_PATH}/${leadId}?done=${what}`);
  };

  switch (field("intent")) {
    case "work": {
      const parsed = leadWorkSchema.safeParse({ ...values, version: field("version") });
      if (!parsed.success) {
        const errors: LeadRefusal["errors"] = {};
        for (const issue of parsed.error.issues) {
          const name = issue.path[0];
          if (name === "status") errors.status = "Choose one of the statuses.";
          if (name === "note") errors.note = `A note can be at most ${NOTE_MAX_LENGTH} characters.`;
          if (name === "version") return refuse("work", { conflict: MISSING }, 422);
        }
        return refuse("work", { errors }, 422);
      }
      const result = await workLead(storage, { leadId, work: parsed.data, actor });
      if (result.outcome === "missing") return refuse("work", { conflict: MISSING }, 404);
      if (result.outcome === "conflict") return refuse("work", { conflict: CONFLICT }, 409);
      if (result.outcome === "unknown_owner") {
        const errors = { owner: "Choose a member of the sales team, or nobody." };
        return refuse("work", { errors }, 422);
      }
      return done(result.outcome === "changed" ? "saved" : "unchanged");
    }
    case "release": {
      const version = Number(field("version"));
      const result = await releaseLead(storage, { leadId, version, actor });
      if (result.outcome === "conflict") return refuse("release", { conflict: CONFLICT }, 409);
      if (result.outcome === "missing") return refuse("release", { conflict: MISSING }, 404);
      return done("released");
    }
    case "retry": {
      const deliveryId = field("delivery");
      if (!(await retryLeadDelivery(storage, { leadId, deliveryId, actor }))) {
        const conflict = "This delivery is not waiting for a retry any more: see its state now.";
        return refuse("retry", { conflict }, 409);
      }
      leadDelivery.nudge();
      return done("retried");
    }
    case "erase": {
      if (form.get("confirm") !== "yes") {
        const errors = { confirm: "Tick the box to confirm that this person is to be erased." };
        return refuse("erase", { errors }, 422);
      }
      const erased = await eraseLeadPerson(storage, { leadId, actor });
      if (!erased) return refuse("erase", { conflict: MISSING }, 404);
      throw redirect(`${LEADS_PATH}?erased=${erased.inquiries}`);
    }
    default:
      return refuse("work", { conflict: "The form could not be read. Reload the page." }, 400);
  }
}
