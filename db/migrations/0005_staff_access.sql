-- Issue 27: the back office's staff, their sign-in and what they did. Portable SQL, as in 0001.
-- The staff_users, staff_sessions, staff_accounts, staff_verifications and staff_passkeys tables
-- are better-auth's user, session, account, verification and passkey models with snake_case
-- columns (app/server/admin/staff-auth.server.ts maps the names). Dates are ISO-8601 text and
-- booleans 0/1 on both backends, as everywhere else in this schema.

-- A member of staff. Only people added by `npm run admin:invite` exist here: nobody signs up.
-- email is stored trimmed and lower case, so one person is one row.
CREATE TABLE staff_users (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  email_verified INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  role TEXT NOT NULL CHECK (role IN ('admin', 'sales', 'marketing')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- A signed-in browser. The cookie holds the token; deleting the row signs that browser out.
CREATE TABLE staff_sessions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  token TEXT NOT NULL UNIQUE,
  expires_at TEXT NOT NULL,
  ip_address TEXT,
  user_agent TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX staff_sessions_user ON staff_sessions (user_id);

-- Linked sign-in methods, as better-auth records them (no passwords are ever set here).
CREATE TABLE staff_accounts (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  provider_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  access_token TEXT,
  refresh_token TEXT,
  id_token TEXT,
  access_token_expires_at TEXT,
  refresh_token_expires_at TEXT,
  scope TEXT,
  password TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX staff_accounts_user ON staff_accounts (user_id);

-- One-time values: an emailed sign-in link's token (stored hashed), a passkey challenge.
CREATE TABLE staff_verifications (
  id TEXT PRIMARY KEY,
  identifier TEXT NOT NULL,
  value TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX staff_verifications_identifier ON staff_verifications (identifier);

-- A passkey a member of staff registered from /admin.
CREATE TABLE staff_passkeys (
  id TEXT PRIMARY KEY,
  name TEXT,
  public_key TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  counter INTEGER NOT NULL,
  device_type TEXT NOT NULL,
  backed_up INTEGER NOT NULL,
  transports TEXT,
  created_at TEXT,
  aaguid TEXT
);
CREATE INDEX staff_passkeys_user ON staff_passkeys (user_id);

-- Who did what, when, with the thing before and after (JSON text, NULL when there was none).
-- actor_id is NULL for an operator's command on the server; actor_label says who it was
-- (an email address, or "npm run admin:invite"), and stays when the staff member is removed.
CREATE TABLE staff_audit_log (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  actor_id TEXT,
  actor_label TEXT NOT NULL,
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at, id);
