import { stringify } from "csv-stringify/sync";
import { neutraliseCsvCell } from "../leads/lead-export.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { listBrokerRegistrations } from "./broker-registrations.server.ts";

export const BROKER_CSV_HEADER = [
  "received_at",
  "broker_name",
  "broker_company",
  "broker_email",
  "broker_phone",
  "broker_licence",
  "client_name",
  "client_email",
  "already_contact",
  "suspected_bot",
  "consent_text",
] as const;

/** Every registration, newest first, with cells a spreadsheet would run as formulas neutralised. */
export async function exportBrokerRegistrationsCsv(db: Queryable): Promise<string> {
  const rows = (await listBrokerRegistrations(db)).map((registration) =>
    [
      registration.receivedAt,
      registration.broker_name,
      registration.broker_company,
      registration.broker_email,
      registration.broker_phone,
      registration.broker_licence,
      registration.client_name,
      registration.client_email,
      registration.alreadyContact ? "yes" : "no",
      registration.suspectedBot ? registration.botReason : "",
      registration.consentText,
    ].map(neutraliseCsvCell),
  );
  return stringify(rows, { header: true, columns: [...BROKER_CSV_HEADER] });
}
