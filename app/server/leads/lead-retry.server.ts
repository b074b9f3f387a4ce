import { type AuditActor, recordAudit } from "../admin/audit-log.server.ts";
import { retryDelivery } from "../delivery/outbox.server.ts";
import type { Storage } from "../storage/storage.server.ts";

/**
 * A delivery that gave up, put back in the queue from its lead's page: the outbox's own retry
 * (as `npm run leads:deliveries -- retry <id>` does it), with its audit line, in one
 * transaction. False when the delivery is not this lead's, or not failed (any more).
 */
export async function retryLeadDelivery(
  storage: Storage,
  { leadId, deliveryId, actor }: { leadId: string; deliveryId: string; actor: AuditActor },
): Promise<boolean> {
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<{ destination: string }>(
      "SELECT destination FROM lead_deliveries WHERE id = $1 AND lead_id = $2 AND status = 'failed'",
      [deliveryId, leadId],
    );
    if (!row || !(await retryDelivery(tx, deliveryId))) return false;
    await recordAudit(tx, {
      actor,
      action: "lead.delivery_retried",
      subject: leadId,
      before: { destination: row.destination, status: "failed" },
      after: { destination: row.destination, status: "pending" },
    });
    return true;
  });
}
