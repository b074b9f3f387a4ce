-- The launch content (db/seeds, the code's team) is written once per database, not whenever its
-- table is empty: marketing may remove every team member, and a restart must not bring them back.
-- A database that already holds a table's content counts as seeded. Portable SQL, as in 0001.
CREATE TABLE seeded_content (
  name TEXT PRIMARY KEY,
  seeded_at TEXT NOT NULL
);
INSERT INTO seeded_content (name, seeded_at)
  SELECT 'units', CAST(CURRENT_TIMESTAMP AS TEXT) WHERE EXISTS (SELECT 1 FROM units);
INSERT INTO seeded_content (name, seeded_at)
  SELECT 'press_articles', CAST(CURRENT_TIMESTAMP AS TEXT) WHERE EXISTS (SELECT 1 FROM press_articles);
INSERT INTO seeded_content (name, seeded_at)
  SELECT 'team_members', CAST(CURRENT_TIMESTAMP AS TEXT) WHERE EXISTS (SELECT 1 FROM team_members);
