-- Visitor tracking without accounts (the "Track my application" page) and the status mails.

-- The mails: the one-time code, and the application's news (once per application and kind: the
-- Message-ID is made of the kind and the application's public id, and it is unique). New enum
-- values are not used in this script (PostgreSQL allows that only once they are committed).
ALTER TYPE mail_kind ADD VALUE 'tracking_code';
ALTER TYPE mail_kind ADD VALUE 'application_approved';
ALTER TYPE mail_kind ADD VALUE 'application_declined';
ALTER TYPE mail_kind ADD VALUE 'bonus_paid';

-- Every mail but a help request's two is about an application (a confirmation, a code, its news).
DO $$
DECLARE name text;
BEGIN
  SELECT conname INTO name FROM pg_constraint
   WHERE conrelid = 'mail_outbox'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%card_confirmation%';
  EXECUTE format('ALTER TABLE mail_outbox DROP CONSTRAINT %I', name);
END $$;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_application_check
  CHECK ((kind NOT IN ('support_confirmation', 'support_copy')) = (application_id IS NOT NULL));

-- The application's current one-time code (a new one replaces it): its SHA-256 only, valid until
-- expires_at, refused once `wrong_tries` reaches the limit, deleted when used.
CREATE TABLE tracking_codes (
  application_id integer PRIMARY KEY REFERENCES applications (id),
  code_hash bytea NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_tries integer NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A tracking token handed out for a used code: its SHA-256 only, valid until expires_at.
CREATE TABLE tracking_sessions (
  token_hash bytea PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_sessions_application_idx ON tracking_sessions (application_id);

-- Each code request, counted against its hourly limits: a SHA-256 of the client's address, of the
-- reference and of the e-mail address (known or not), never the values themselves.
CREATE TABLE tracking_code_requests (
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tracking_code_requests_key_idx ON tracking_code_requests (key, created_at);
