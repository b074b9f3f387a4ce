/**
 * A lead's place among its contact's inquiries, 1 for the first: the one definition the
 * webhook, the email and the CSV export share, so they never disagree. Every stored inquiry
 * counts, suspected ones too (sales receives them, marked). Ties on received_at fall back
 * to the id.
 */
export function inquiryNumberSql(lead: string): string {
  return `(SELECT COUNT(*) FROM leads earlier
    WHERE earlier.contact_id = ${lead}.contact_id
      AND (earlier.received_at < ${lead}.received_at
        OR (earlier.received_at = ${lead}.received_at AND earlier.id <= ${lead}.id)))`;
}
