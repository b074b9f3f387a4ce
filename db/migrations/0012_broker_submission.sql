-- A broker's double tap or resend is stored once: the form's id (one per rendered page) and the
-- answers' fingerprint make the key, so a resend with corrected answers is a registration of its
-- own. Registrations stored before this have none. Portable SQL, as in 0001: both engines let
-- many rows share NULL under a unique index.
ALTER TABLE broker_registrations ADD COLUMN submission_key TEXT;
CREATE UNIQUE INDEX broker_registrations_submission ON broker_registrations (submission_key);
