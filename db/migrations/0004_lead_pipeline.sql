-- Issue 24: nothing the contract allows is withheld, nothing changed is dropped, and retries
-- are judged by time rather than by their count. Leads marked suspected_bot now get outbox rows
-- like any other and are delivered marked (0002's comment on that column no longer holds).

-- A fingerprint of the answers a submission id was first stored with (SHA-256 of their
-- canonical JSON): the same id sent again with other answers is refused with 409, not dropped.
-- '' for leads stored before this migration, which compare as equal to anything.
ALTER TABLE leads ADD COLUMN content_hash TEXT NOT NULL DEFAULT '';

-- When the current 72-hour retry window began: the row's creation, or an operator's retry.
-- A delivery gives up when an attempt fails after the window has passed, however many
-- attempts (probes of a failing destination included) it took.
ALTER TABLE lead_deliveries ADD COLUMN retry_window_start TEXT NOT NULL DEFAULT '';
UPDATE lead_deliveries SET retry_window_start = created_at;

-- The claim query and the list of what is retrying read pending rows by destination.
CREATE INDEX lead_deliveries_destination ON lead_deliveries (destination, status, next_attempt_at);
