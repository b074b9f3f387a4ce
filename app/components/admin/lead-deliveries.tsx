import {
  DELIVERY_STATE_LABELS,
  DESTINATION_LABELS,
  type DeliveryState,
  type LeadRefusal,
} from "../../lib/admin/lead-fields.ts";

interface LeadDeliveriesProps {
  deliveries: readonly {
    id: string;
    destination: string;
    state: DeliveryState;
    attempts: number;
    lastError: string;
    deliveredAt: string;
  }[];
  refusal: LeadRefusal | undefined;
}

/** Where the lead was sent, one row per destination; one that gave up can be retried here. */
export function LeadDeliveries({ deliveries, refusal }: LeadDeliveriesProps) {
  return (
    <section className="admin__card" aria-labelledby="lead-deliveries-title">
      <h2 id="lead-deliveries-title" className="admin__card-title">
        Deliveries
      </h2>
      {deliveries.length === 0 ? (
        <p>No destination was configured when this lead arrived.</p>
      ) : (
        <table className="admin__table lead-inbox">
          <caption className="visually-hidden">Deliveries of this lead, by destination</caption>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">Last error</th>
              <th scope="col">Retry</th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => {
              const destination = DESTINATION_LABELS[delivery.destination] ?? delivery.destination;
              return (
                <tr key={delivery.id}>
                  <th scope="row" data-label="Destination">
                    {destination}
                  </th>
                  <td data-label="State">
                    {DELIVERY_STATE_LABELS[delivery.state]}
                    {delivery.state === "delivered" && delivery.deliveredAt
                      ? ` ${delivery.deliveredAt.slice(0, 16).replace("T", " ")} UTC`
                      : ""}
                  </td>
                  <td data-label="Attempts">{delivery.attempts}</td>
                  <td data-label="Last error">{delivery.lastError || "None"}</td>
                  <td data-label="Retry">
                    {delivery.state === "failed" ? (
                      <form method="post">
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="delivery" value={delivery.id} />
                        <button type="submit" className="button button--quiet">
                          Retry<span className="visually-hidden"> the {destination}</span>
                        </button>
                      </form>
                    ) : (
                      "Not needed"
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {refusal?.intent === "retry" && refusal.conflict && (
        <p className="form-field__error" role="alert">
          {refusal.conflict}
        </p>
      )}
    </section>
  );
}
