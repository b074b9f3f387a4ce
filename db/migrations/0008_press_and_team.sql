-- Issue 27, marketing: press articles and the team edited from /admin/press and /admin/team.
-- Portable SQL, as in 0001.

-- An unpublished article stays in storage and leaves every public read (the list, its page,
-- the calls, the sitemap). Its row version guards edits as the residences' does (0006).
ALTER TABLE press_articles ADD COLUMN published INTEGER NOT NULL DEFAULT 1;
ALTER TABLE press_articles ADD COLUMN version INTEGER NOT NULL DEFAULT 1;

-- The team page's people, filled from the code's list (app/content/pages/team.ts) on a
-- fresh database. group_id is one of the page's sections; position orders a section.
CREATE TABLE team_members (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  role TEXT NOT NULL,
  company TEXT NOT NULL DEFAULT '',
  portrait TEXT NOT NULL DEFAULT '',
  version INTEGER NOT NULL DEFAULT 1,
  updated_at TEXT NOT NULL
);
CREATE INDEX team_members_group_position ON team_members (group_id, position);

-- Pictures uploaded from the back office, each rendition a row named by a hash of the
-- upload's bytes (/pictures/{hash}-{width}.{format}), so every instance serves the same
-- bytes and a new picture has a new address. Base64 text, as the floor plans (0006).
CREATE TABLE uploaded_pictures (
  file TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  data_base64 TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
