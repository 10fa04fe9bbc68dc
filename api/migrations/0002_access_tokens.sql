-- A visitor's records are reached only with what their own journey was given: an opaque public id
-- (the integer keys stay internal, for joins) and an access token, kept here as its SHA-256 only.

ALTER TABLE customers ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE customers ADD CONSTRAINT customers_public_id_key UNIQUE (public_id);

ALTER TABLE applications ADD COLUMN public_id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE applications ADD CONSTRAINT applications_public_id_key UNIQUE (public_id);

-- One row per token handed out: a customer gets one when created, and one more for each repeat of
-- the same create within the idempotency window (each answer carries a token that works).
CREATE TABLE access_tokens (
  token_hash bytea PRIMARY KEY CHECK (length(token_hash) = 32),
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX access_tokens_customer_idx ON access_tokens (customer_id);
