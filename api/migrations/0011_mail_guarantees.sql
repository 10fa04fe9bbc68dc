-- Mails that are never lost and budgets that one client cannot use up for everyone.
-- src/mail/confirmations.ts, src/mail/requests.ts and src/db/repositories/outbox.ts use them.

-- An application's confirmation is queued in the transaction that submits it: one per application,
-- whatever its Message-ID (which names MAIL_FROM's domain). Should two exist, the later one keeps
-- its row without naming the application, so the index can hold.
UPDATE mail_outbox m SET application_id = NULL
 WHERE m.kind IN ('card_confirmation', 'loan_confirmation') AND m.application_id IS NOT NULL
   AND EXISTS (
     SELECT 1 FROM mail_outbox o
      WHERE o.application_id = m.application_id AND o.kind IN ('card_confirmation', 'loan_confirmation')
        AND (o.created_at, o.id) < (m.created_at, m.id));
CREATE UNIQUE INDEX mail_outbox_confirmation_idx ON mail_outbox (application_id)
  WHERE kind IN ('card_confirmation', 'loan_confirmation');

-- When a mail is due to leave the first time: when it is queued, or for a ticket to the support
-- inbox beyond MAIL_SUPPORT_PER_HOUR, the first moment the hour's budget has room for it. Retries
-- move next_attempt_at, never this.
ALTER TABLE mail_outbox ADD COLUMN scheduled_at timestamptz;
UPDATE mail_outbox SET scheduled_at = created_at;
ALTER TABLE mail_outbox ALTER COLUMN scheduled_at SET NOT NULL, ALTER COLUMN scheduled_at SET DEFAULT now();
CREATE INDEX mail_outbox_scheduled_idx ON mail_outbox (kind, scheduled_at);

-- The help requests of the last hour by client (a SHA-256 of the address the rate limits count
-- by), for MAIL_SUPPORT_PER_CLIENT_PER_HOUR. Each help request deletes the rows older than an hour.
CREATE TABLE help_request_clients (
  client_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX help_request_clients_key_idx ON help_request_clients (client_key, created_at);
CREATE INDEX help_request_clients_age_idx ON help_request_clients (created_at);

-- Nothing calls queue_confirmation (migration 0009): a confirmation is not counted against its
-- inbox's hourly budget.
DROP FUNCTION queue_confirmation(text, integer, mail_kind[], uuid, text, mail_kind, integer, text, text, text, text, text);
