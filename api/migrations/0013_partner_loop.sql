-- The partner loop (docs/partners.md): the click reference each bank receives, the outcomes banks
-- report for their applications (signed postbacks), the statuses an application takes after it is
-- Submitted, and the bonus ledger with its payout batches.

-- After Submitted: the bank's decision, then the card issued or the loan disbursed, or the
-- approval reversed. (New enum values are not used in this script: PostgreSQL allows that only
-- once the transaction that added them has committed.)
ALTER TYPE application_status ADD VALUE 'Approved';
ALTER TYPE application_status ADD VALUE 'Declined';
ALTER TYPE application_status ADD VALUE 'Issued';
ALTER TYPE application_status ADD VALUE 'Disbursed';
ALTER TYPE application_status ADD VALUE 'Reversed';
ALTER TABLE applications DROP CONSTRAINT applications_check;
ALTER TABLE applications ADD CONSTRAINT applications_product_chosen
  CHECK ((status <> 'Created') = (product_id IS NOT NULL AND submitted_at IS NOT NULL));

-- The bonus the visitor was promised when they applied (the market's, at submit): both or neither.
ALTER TABLE applications ADD COLUMN promised_bonus_amount integer CHECK (promised_bonus_amount >= 0);
ALTER TABLE applications ADD COLUMN promised_bonus_currency text CHECK (promised_bonus_currency ~ '^[A-Z]{3}$');
ALTER TABLE applications ADD CONSTRAINT applications_promised_bonus_whole
  CHECK ((promised_bonus_amount IS NULL) = (promised_bonus_currency IS NULL));

-- The query parameter that carries the application's reference on the bank's address.
ALTER TABLE banks ADD COLUMN click_parameter text NOT NULL DEFAULT 'sf_ref'
  CHECK (click_parameter ~ '^[A-Za-z][A-Za-z0-9_.-]{0,39}$');

-- How long an approved application's bonus stays reversible before it is confirmed (days).
ALTER TABLE markets ADD COLUMN bonus_lock_days integer NOT NULL DEFAULT 30 CHECK (bonus_lock_days BETWEEN 0 AND 365);

-- Applications submitted before the promise was stored were promised their market's bonus.
UPDATE applications a SET promised_bonus_amount = m.bonus_amount, promised_bonus_currency = m.bonus_currency
  FROM markets m WHERE m.country = a.country AND a.product_id IS NOT NULL;

-- A bank's postback secrets, AES-256-GCM encrypted with PARTNER_SECRET_KEY (iv, tag, ciphertext):
-- at most two active at once (the second during a rotation), kept after revocation for audit.
CREATE TABLE partner_secrets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES banks (id),
  sealed bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX partner_secrets_active_idx ON partner_secrets (bank_id) WHERE revoked_at IS NULL;

-- Every authenticated postback as received, with the answer it got: a repeated event id of the
-- same bank is answered from here. application_id, status and occurred_at are set when the body
-- named an application of the bank; `answer_status` 200 marks the events the status follows.
CREATE TYPE partner_event_status AS ENUM ('approved', 'declined', 'issued', 'reversed');
CREATE TABLE partner_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES banks (id),
  event_id text NOT NULL CHECK (length(event_id) BETWEEN 1 AND 100),
  signed_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  body text NOT NULL,
  application_id integer REFERENCES applications (id),
  status partner_event_status,
  occurred_at timestamptz,
  answer_status smallint NOT NULL,
  answer jsonb NOT NULL,
  UNIQUE (bank_id, event_id)
);
CREATE INDEX partner_events_application_idx ON partner_events (application_id, occurred_at) WHERE answer_status = 200;

-- A payout batch: confirmed bonuses of one currency, created by one operator and marked paid by
-- another. total is the sum of its bonuses, fixed when it is created.
CREATE TABLE payout_batches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  total bigint NOT NULL CHECK (total > 0),
  bonus_count integer NOT NULL CHECK (bonus_count > 0),
  created_by text NOT NULL CHECK (length(created_by) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  approved_by text CHECK (length(approved_by) BETWEEN 1 AND 200),
  paid_at timestamptz,
  CHECK ((approved_by IS NULL) = (paid_at IS NULL)),
  CHECK (approved_by IS NULL OR approved_by <> created_by)
);

-- One bonus per approved application, in the promised amount and currency. Pending until
-- lock_until, confirmed after it (bonus_ledger), paid when its batch is; a cancelled bonus is in
-- no batch.
CREATE TABLE bonuses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL UNIQUE REFERENCES applications (id),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  approved_at timestamptz NOT NULL,
  lock_until timestamptz NOT NULL,
  cancelled_at timestamptz,
  batch_id integer REFERENCES payout_batches (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (cancelled_at IS NULL OR batch_id IS NULL)
);
CREATE INDEX bonuses_unbatched_idx ON bonuses (currency, lock_until) WHERE batch_id IS NULL AND cancelled_at IS NULL;

-- A bonus whose application was reversed once it was in a payout batch: the operator recovers it
-- (never a negative payment).
CREATE TABLE bonus_clawbacks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bonus_id integer NOT NULL UNIQUE REFERENCES bonuses (id),
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Each bonus with its state now: cancelled, paid (its batch is), confirmed (lock over), pending.
CREATE VIEW bonus_ledger AS
  SELECT b.*, CASE
      WHEN b.cancelled_at IS NOT NULL THEN 'cancelled'
      WHEN p.paid_at IS NOT NULL THEN 'paid'
      WHEN b.lock_until <= now() THEN 'confirmed'
      ELSE 'pending'
    END AS state
    FROM bonuses b LEFT JOIN payout_batches p ON p.id = b.batch_id;
