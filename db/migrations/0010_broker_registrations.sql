-- Issue 27, part 5: a broker introduces a client from the public form /brokers/register, so the
-- introduction is on record with its time. Portable SQL, as in 0001. Email keys are the address
-- trimmed and in lower case (as contacts.email_key), for the "already a contact" mark and erasure.
CREATE TABLE broker_registrations (
  id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL,
  broker_name TEXT NOT NULL,
  broker_company TEXT NOT NULL,
  broker_email TEXT NOT NULL,
  broker_email_key TEXT NOT NULL,
  broker_phone TEXT NOT NULL,
  broker_licence TEXT NOT NULL,
  client_name TEXT NOT NULL,
  client_email TEXT NOT NULL,
  client_email_key TEXT NOT NULL,
  -- The consent wording the broker ticked, word for word, as leads.consent_text.
  consent_text TEXT NOT NULL,
  -- A filled honeypot or a form sent too fast: stored and shown, marked as possibly automated.
  suspected_bot INTEGER NOT NULL DEFAULT 0,
  bot_reason TEXT NOT NULL DEFAULT ''
);
CREATE INDEX broker_registrations_received ON broker_registrations (received_at, id);
CREATE INDEX broker_registrations_client ON broker_registrations (client_email_key);
CREATE INDEX broker_registrations_broker ON broker_registrations (broker_email_key);
