-- Issue 27, marketing: the facts the copy states, the contact settings and each page's title,
-- description and share text, edited from /admin/site and /admin/pages. One row per group:
-- id 'site' (facts and contact) or 'page:' and the page's path. value is JSON checked by
-- app/server/site/site-settings.server.ts; a group without a row shows the code's defaults.
-- version is the row version an edit names (refused when the row has moved on since).
CREATE TABLE site_settings (
  id TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL
);
