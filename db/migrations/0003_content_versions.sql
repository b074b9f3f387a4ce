-- What the server's caches key on: each content table's row count and newest import stamp
-- (app/server/content-versions.server.ts), read on every request. units.updated_at exists
-- already; press articles gain theirs ('' for articles from before this migration until their
-- next import). The indexes answer MAX(updated_at) and COUNT(*) without reading the rows,
-- whose article bodies are large.
ALTER TABLE press_articles ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
CREATE INDEX press_articles_updated_at ON press_articles (updated_at);
CREATE INDEX units_updated_at ON units (updated_at);
