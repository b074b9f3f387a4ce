-- When each press article was last written by an import, as units.updated_at is for the
-- price list: the newest of these, with the count, tells every instance whether what it
-- cached from the press archive is still current. Articles from before this migration
-- keep '' until their next import.
ALTER TABLE press_articles ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
