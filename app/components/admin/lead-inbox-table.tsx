import {
  DELIVERY_STATE_LABELS,
  DESTINATION_LABELS,
  type DeliveryState,
  LEAD_AUDIENCE_LABELS,
  LEAD_STATUS_LABELS,
  LEADS_PATH,
  type LeadAudience,
  type LeadStatus,
} from "../../lib/admin/lead-fields.ts";

export interface InboxRow {
  id: string;
  receivedAt: string;
  name: string;
  audience: LeadAudience;
  source: string;
  status: LeadStatus;
  owner: string;
  suspectedReason: string;
  deliveries: readonly { destination: string; state: DeliveryState }[];
}

interface LeadInboxTableProps {
  rows: readonly InboxRow[];
  suspected: boolean;
  order: "newest" | "oldest";
  /** The same view in the other order. */
  reorderHref: string;
  caption: string;
}

/**
 * The inbox's leads, one row each; on a narrow screen each row stands as a card, every value
 * after its column's name (data-label), so nothing needs scrolling sideways.
 */
export function LeadInboxTable({
  rows,
  suspected,
  order,
  reorderHref,
  caption,
}: LeadInboxTableProps) {
  if (rows.length === 0) return <p className="admin__notice">No leads match these filters.</p>;
  return (
    <table className="admin__table lead-inbox">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" aria-sort={order === "newest" ? "descending" : "ascending"}>
            <a href={reorderHref}>
              Received (UTC)
              <span className="visually-hidden">
                , {order === "newest" ? "newest" : "oldest"} first: show{" "}
                {order === "newest" ? "oldest" : "newest"} first
              </span>
              <span aria-hidden="true"> {order === "newest" ? "↓" : "↑"}</span>
            </a>
          </th>
          <th scope="col">Audience</th>
          <th scope="col">Source</th>
          <th scope="col">Status</th>
          <th scope="col">Owner</th>
          <th scope="col">{suspected ? "Why suspected" : "Deliveries"}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" data-label="Name">
              <a href={`${LEADS_PATH}/${row.id}`}>{row.name || "(no name)"}</a>
            </th>
            <td data-label="Received (UTC)">{row.receivedAt.slice(0, 16).replace("T", " ")}</td>
            <td data-label="Audience">{LEAD_AUDIENCE_LABELS[row.audience]}</td>
            <td data-label="Source">{row.source || "None"}</td>
            <td data-label="Status">{LEAD_STATUS_LABELS[row.status]}</td>
            <td data-label="Owner">{row.owner || "Nobody"}</td>
            {suspected ? (
              <td data-label="Why suspected">{row.suspectedReason}</td>
            ) : (
              <td data-label="Deliveries">
                <Deliveries deliveries={row.deliveries} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Deliveries({ deliveries }: { deliveries: InboxRow["deliveries"] }) {
  if (deliveries.length === 0) return <span>None configured</span>;
  return (
    <ul className="lead-inbox__deliveries">
      {deliveries.map((delivery) => (
        <li key={delivery.destination} data-state={delivery.state}>
          {DESTINATION_LABELS[delivery.destination] ?? delivery.destination}:{" "}
          {DELIVERY_STATE_LABELS[delivery.state]}
        </li>
      ))}
    </ul>
  );
}
