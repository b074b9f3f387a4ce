-- Issue 27, leads: sales works inquiries from /admin/leads. Portable SQL, as in 0001.

-- Where sales has got to with an inquiry, and who on the staff owns it ('' for nobody; not a
-- foreign key, so removing a member of staff never fails on the leads they owned).
ALTER TABLE leads ADD COLUMN sales_status TEXT NOT NULL DEFAULT 'new'
  CHECK (sales_status IN ('new', 'contacted', 'qualified', 'closed'));
ALTER TABLE leads ADD COLUMN owner_id TEXT NOT NULL DEFAULT '';

-- Row version: a change names the version it was made from and is refused when the lead has
-- moved on since, so two people working one lead never silently overwrite each other.
ALTER TABLE leads ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Notes sales adds to a lead; erased with the lead (erasure, retention). author_label is the
-- staff member's email address, kept when the member is removed.
CREATE TABLE lead_notes (
  id TEXT PRIMARY KEY,
  lead_id TEXT NOT NULL REFERENCES leads (id),
  at TEXT NOT NULL,
  author_label TEXT NOT NULL,
  body TEXT NOT NULL
);
CREATE INDEX lead_notes_lead_id ON lead_notes (lead_id, at);

-- The inbox and the suspected-bot tab each read newest first.
CREATE INDEX leads_inbox ON leads (suspected_bot, received_at);
