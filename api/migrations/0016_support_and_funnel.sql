-- The operator console's support desk and funnel: help requests as tickets with notes and replies,
-- complaints with a reference for the visitor, a visitor's erasure, and the storefront's step
-- counts. New enum values are not used in this script (PostgreSQL allows that only once they are
-- committed): the checks below compare the kind as text.
ALTER TYPE mail_kind ADD VALUE 'support_reply';

-- A help request is a ticket: a help request or a complaint, new until answered, closed by support.
-- A complaint carries the reference given to the visitor (CP-XXXXXXXX); a help request none.
ALTER TABLE support_requests
  ADD COLUMN kind text NOT NULL DEFAULT 'help' CHECK (kind IN ('help', 'complaint')),
  ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  ADD COLUMN reference text UNIQUE,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE support_requests ADD CONSTRAINT support_requests_reference_check CHECK ((kind = 'complaint') = (reference IS NOT NULL));
CREATE INDEX support_requests_queue_idx ON support_requests (status, created_at);
CREATE INDEX support_requests_email_idx ON support_requests (lower(email)) WHERE anonymised_at IS NULL;

-- The exchange on a ticket: an operator's internal note, or a reply mailed to the visitor through
-- the outbox. The text is personal data of the exchange: erasure and retention blank it.
CREATE TABLE support_ticket_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  support_request_id integer NOT NULL REFERENCES support_requests (id),
  kind text NOT NULL CHECK (kind IN ('note', 'reply')),
  body text NOT NULL,
  -- The operator who wrote it, as the console names them.
  author text NOT NULL CHECK (length(author) BETWEEN 1 AND 254),
  mail_id uuid REFERENCES mail_outbox (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  anonymised_at timestamptz,
  CHECK ((kind = 'reply') = (mail_id IS NOT NULL)),
  CHECK (CASE WHEN anonymised_at IS NULL THEN length(body) BETWEEN 1 AND 5000 ELSE body = '' END)
);
CREATE INDEX support_ticket_entries_ticket_idx ON support_ticket_entries (support_request_id, created_at);
CREATE INDEX support_ticket_entries_retention_idx ON support_ticket_entries (created_at) WHERE anonymised_at IS NULL;

-- A reply is a help request's mail like its confirmation and its copy.
DO $$
DECLARE name text;
BEGIN
  FOR name IN SELECT conname FROM pg_constraint
   WHERE conrelid = 'mail_outbox'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%support_copy%'
  LOOP
    EXECUTE format('ALTER TABLE mail_outbox DROP CONSTRAINT %I', name);
  END LOOP;
END $$;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_application_check
  CHECK ((kind::text NOT IN ('support_confirmation', 'support_copy', 'support_reply')) = (application_id IS NOT NULL));
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_support_check
  CHECK ((kind::text IN ('support_confirmation', 'support_copy', 'support_reply')) = (support_request_id IS NOT NULL));
CREATE INDEX mail_outbox_support_request_idx ON mail_outbox (support_request_id) WHERE support_request_id IS NOT NULL;

-- The storefront's funnel: how many journeys reached each step, per day, market, language and
-- product (empty before the visitor chose one). Only counts: no event, address or identifier of a
-- visitor is stored, so the rows are anonymous statistics.
CREATE TABLE funnel_counts (
  day date NOT NULL,
  market country_code NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'ar', 'ur')),
  product text NOT NULL CHECK (product IN ('', 'Card', 'Loan')),
  step text NOT NULL CHECK (step IN ('consent', 'step0', 'step1', 'step2', 'step3', 'step4')),
  visitors integer NOT NULL CHECK (visitors >= 0),
  PRIMARY KEY (day, market, language, product, step)
);
