-- The operator console (docs/operator-console.md): operators with their role, password (argon2id)
-- and second factor (TOTP), their sign-in failures, their server-side sessions, the one-time
-- setup link of the first admin, and the audit log of everything done in the console.

CREATE TYPE operator_role AS ENUM ('admin', 'catalog', 'finance', 'support', 'analyst');

CREATE TABLE operators (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  role operator_role NOT NULL,
  -- argon2id, in its PHC string form.
  password_hash text NOT NULL,
  -- The TOTP secret (base32), set when the operator enrols at their first complete sign-in.
  totp_secret text,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Failed sign-ins in a row per e-mail address, whether or not an operator has it, so that the
-- answer to an unknown address is the same; locked_until is set at the fifth.
CREATE TABLE operator_sign_in_failures (
  email text PRIMARY KEY CHECK (length(email) BETWEEN 1 AND 254),
  failures integer NOT NULL CHECK (failures > 0),
  last_failed_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

-- Sessions of the console's browsers (@fastify/session's store): operator_id is set once the
-- password is accepted; a session ends 30 minutes after last_seen_at or 12 hours after created_at.
CREATE TABLE operator_sessions (
  sid text PRIMARY KEY CHECK (length(sid) BETWEEN 1 AND 200),
  operator_id integer REFERENCES operators (id),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX operator_sessions_operator_idx ON operator_sessions (operator_id);

-- The one-time link that creates the first admin when no operator exists: only its SHA-256 is kept.
CREATE TABLE operator_setup_tokens (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Every write in the console and every view of a visitor's personal data: who, when, what, the
-- record before and after (identifiers and states, never the personal data itself). Rows are
-- never changed nor deleted (the trigger refuses it), and the retention job leaves them.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  operator_id integer REFERENCES operators (id),
  operator_email text NOT NULL,
  action text NOT NULL CHECK (length(action) BETWEEN 1 AND 100),
  target_type text NOT NULL CHECK (length(target_type) BETWEEN 1 AND 100),
  target_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id);

CREATE FUNCTION audit_log_read_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is read-only' USING ERRCODE = '42501';
END $$;
CREATE TRIGGER audit_log_read_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_read_only();

-- Four eyes on payouts: one operator creates a batch, another approves it (approved_by,
-- approved_at), and only an approved batch is marked paid.
ALTER TABLE payout_batches ADD COLUMN approved_at timestamptz;
UPDATE payout_batches SET approved_at = paid_at WHERE approved_by IS NOT NULL;
DO $$
DECLARE c record;
BEGIN
  FOR c IN SELECT conname FROM pg_constraint
            WHERE conrelid = 'payout_batches'::regclass AND contype = 'c'
              AND pg_get_constraintdef(oid) LIKE '%approved_by IS NULL%paid_at IS NULL%'
  LOOP
    EXECUTE format('ALTER TABLE payout_batches DROP CONSTRAINT %I', c.conname);
  END LOOP;
END $$;
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_approval_whole
  CHECK ((approved_by IS NULL) = (approved_at IS NULL));
ALTER TABLE payout_batches ADD CONSTRAINT payout_batches_paid_when_approved
  CHECK (paid_at IS NULL OR approved_by IS NOT NULL);
