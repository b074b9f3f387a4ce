import { data, isRouteErrorResponse, useActionData } from "react-router";
import { LeadAnswers } from "../../components/admin/lead-answers.tsx";
import { LeadDeliveries } from "../../components/admin/lead-deliveries.tsx";
import { LeadEraseForm } from "../../components/admin/lead-erase-form.tsx";
import { LeadWorkForm } from "../../components/admin/lead-work-form.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import {
  LEAD_AUDIENCE_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_PATH,
  type LeadRefusal,
} from "../../lib/admin/lead-fields.ts";
import { leadAction } from "../../server/admin/lead-action.server.ts";
import { loadLeadRecord } from "../../server/leads/lead-record.server.ts";
import { listLeadOwners } from "../../server/leads/lead-work.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-leads.css";
import type { Route } from "./+types/lead";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Lead", matches);

const DONE: Record<string, string> = {
  saved: "Saved.",
  unchanged: "Nothing had changed, so nothing was saved.",
  released: "Released: this lead is in the inbox now.",
  retried: "The delivery is queued again and is sent within a few seconds.",
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { storage } = context.get(servicesContext);
  const [lead, owners] = await Promise.all([
    loadLeadRecord(storage, params.id),
    listLeadOwners(storage),
  ]);
  if (!lead) throw data("This lead is not here.", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return { lead, owners, done: done ? (DONE[done] ?? null) : null };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return leadAction(request, context, params.id);
}

export default function Lead({ loaderData }: Route.ComponentProps) {
  const { lead, owners, done } = loaderData;
  const refusal = useActionData<LeadRefusal>();
  const name = `${lead.answers[0]?.value ?? ""} ${lead.answers[1]?.value ?? ""}`.trim();
  const refusalOf = (intent: LeadRefusal["intent"]) =>
    refusal?.intent === intent ? refusal : undefined;
  return (
    <div className="admin__page">
      <p className="eyebrow">
        <a href={LEADS_PATH}>Leads</a>
      </p>
      <h1 className="display-title">{name || "Lead"}</h1>
      <p className="lede">
        {LEAD_AUDIENCE_LABELS[lead.audience]}, received{" "}
        {lead.receivedAt.slice(0, 16).replace("T", " ")} UTC;{" "}
        {lead.inquiryNumber === 1
          ? "their first inquiry"
          : `their inquiry number ${lead.inquiryNumber}`}
        . Status: {LEAD_STATUS_LABELS[lead.status]}.
      </p>
      {done && (
        <p className="admin__notice" role="status">
          {done}
        </p>
      )}
      {lead.suspectedReason && (
        <section className="admin__card lead-suspected" aria-labelledby="lead-suspected-title">
          <h2 id="lead-suspected-title" className="admin__card-title">
            Suspected bot
          </h2>
          <p>
            Held in the suspected bots because: {lead.suspectedReason}. If a person sent it, release
            it to the inbox.
          </p>
          <form method="post">
            <input type="hidden" name="intent" value="release" />
            <input type="hidden" name="version" value={lead.version} />
            <button type="submit" className="button">
              Release to the inbox
            </button>
          </form>
          {refusalOf("release")?.conflict && (
            <p className="form-field__error" role="alert">
              {refusalOf("release")?.conflict}
            </p>
          )}
        </section>
      )}
      <LeadWorkForm
        version={lead.version}
        status={lead.status}
        ownerId={lead.ownerId}
        owners={owners}
        notes={lead.notes}
        refusal={refusalOf("work")}
      />
      <LeadAnswers
        answers={lead.answers}
        intro={lead.intro}
        utm={lead.utm}
        pagePath={lead.pagePath}
        consentText={lead.consentText}
      />
      <LeadDeliveries deliveries={lead.deliveries} refusal={refusalOf("retry")} />
      <LeadEraseForm inquiries={lead.contactInquiries} refusal={refusalOf("erase")} />
    </div>
  );
}

/** A lead that is not here (erased, or past its retention period), in the back office's frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="admin__page">
      <h1 className="display-title">
        {missing ? "This lead is not here" : "This page could not be shown"}
      </h1>
      <p className="lede">
        {missing
          ? "It may have been erased, or removed at the end of its retention period."
          : "Please try again in a moment."}
      </p>
      <p>
        <a href={LEADS_PATH} className="button button--quiet">
          Back to the leads
        </a>
      </p>
    </div>
  );
}
