import { LeadInboxFilters } from "../../components/admin/lead-inbox-filters.tsx";
import { LeadInboxTable } from "../../components/admin/lead-inbox-table.tsx";
import { adminMeta } from "../../lib/admin/admin-meta.ts";
import { inboxHref, LEADS_PATH } from "../../lib/admin/lead-fields.ts";
import { readInboxQuery } from "../../server/admin/lead-inbox-query.server.ts";
import {
  countInboxTabs,
  listInboxLeads,
  listLeadSources,
} from "../../server/leads/lead-inbox.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import "../../styles/pages/admin-leads.css";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Leads", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storage } = context.get(servicesContext);
  const url = new URL(request.url);
  const query = readInboxQuery(url.searchParams);
  const [found, tabs, sources] = await Promise.all([
    listInboxLeads(storage, query.filters, { page: query.page, order: query.order }),
    countInboxTabs(storage),
    listLeadSources(storage),
  ]);
  const erased = url.searchParams.get("erased");
  return { ...query, ...found, tabs, sources, search: url.search, erased };
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { view, order, page, pages, total, leads, tabs, sources, search, values, errors } =
    loaderData;
  const suspected = view === "suspected";
  const href = (changes: Record<string, string>) => inboxHref(LEADS_PATH, search, changes);
  const tabHref = (to: "inbox" | "suspected") =>
    to === "inbox" ? LEADS_PATH : `${LEADS_PATH}?view=suspected`;
  const viewName = suspected ? "Suspected bots" : "Inbox";
  return (
    <div className="admin__page admin__page--wide">
      <p className="eyebrow">
        <a href="/admin">Back office</a>
      </p>
      <h1 className="display-title">Leads</h1>
      <p className="lede">
        Inquiries from the site, newest first. Open one to set its status, owner and notes, retry a
        delivery or erase the person.
      </p>
      {loaderData.erased !== null && (
        <p className="admin__notice" role="status">
          The person was erased, with{" "}
          {loaderData.erased === "1" ? "their inquiry" : `their ${loaderData.erased} inquiries`} and
          every delivery and note of them.
        </p>
      )}
      <nav className="lead-tabs" aria-label="Lead views">
        <a href={tabHref("inbox")} aria-current={suspected ? undefined : "page"}>
          Inbox ({tabs.inbox})
        </a>
        <a href={tabHref("suspected")} aria-current={suspected ? "page" : undefined}>
          Suspected bots ({tabs.suspected})
        </a>
      </nav>
      {suspected && (
        <p>
          Inquiries that looked automated (a hidden field filled, or a form sent implausibly fast).
          They were delivered too, marked. Release one that a person sent: it joins the inbox.
        </p>
      )}
      <LeadInboxFilters
        view={view}
        values={values}
        errors={errors}
        sources={sources}
        clearHref={tabHref(view)}
      />
      <p className="admin__actions lead-inbox__summary">
        <span>
          {total} {total === 1 ? "lead" : "leads"}
          {pages > 1 ? `, page ${page} of ${pages}` : ""}
        </span>
        <a href={`${LEADS_PATH}/export${search}`} className="button button--quiet" download>
          Download this view as CSV
        </a>
      </p>
      <LeadInboxTable
        rows={leads}
        suspected={suspected}
        order={order}
        reorderHref={href({ order: order === "newest" ? "oldest" : "", page: "" })}
        caption={`${viewName}: ${total} leads, ${order} first, page ${page} of ${pages}`}
      />
      {pages > 1 && (
        <nav className="admin__pager" aria-label={`${viewName} pages`}>
          {page > 1 && <a href={href({ page: String(page - 1) })}>Previous page</a>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <a href={href({ page: String(page + 1) })}>Next page</a>}
        </nav>
      )}
    </div>
  );
}
