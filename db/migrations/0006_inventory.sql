-- Issue 27, inventory: sales edits residences from /admin/inventory. Portable SQL, as in 0001.
-- A residence's status "Not released" lives in its cells like the other statuses; the public
-- reads leave such residences out (app/server/units/units.server.ts).

-- Row version: an edit names the version it was made from and is refused when the row has
-- moved on since, so two people editing one residence never silently overwrite each other.
ALTER TABLE units ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- Every price change made from the back office: who, when, the old and the new price.
-- actor_label is the staff member's email address, kept when the member is removed.
CREATE TABLE unit_price_changes (
  id TEXT PRIMARY KEY,
  residence TEXT NOT NULL,
  at TEXT NOT NULL,
  actor_label TEXT NOT NULL,
  old_price_usd INTEGER NOT NULL,
  new_price_usd INTEGER NOT NULL
);
CREATE INDEX unit_price_changes_residence ON unit_price_changes (residence, at);

-- A floor plan uploaded from the back office for one residence; the residence's floor_plan
-- then names /floor-plans/{residence}.pdf?v={the first 16 hex digits of sha256} instead of a
-- committed file. Stored here so every instance serves the same bytes (as base64 text: the
-- portable SQL of 0001 has no binary type both backends share).
CREATE TABLE unit_floor_plans (
  residence TEXT PRIMARY KEY,
  sha256 TEXT NOT NULL,
  bytes INTEGER NOT NULL,
  pdf_base64 TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL
);
