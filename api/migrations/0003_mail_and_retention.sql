-- Mails rendered by the API from its own templates: a help request is the visitor's name, address
-- and message as plain text. Per-recipient limits count the inbox an address reaches. Personal data
-- past RETENTION_DAYS is blanked by the retention job (api/src/jobs/retention.ts); a blanked row is
-- marked with anonymised_at, and only such a row may hold empty personal fields.

-- Help requests -------------------------------------------------------------------------------------

ALTER TABLE support_requests ADD COLUMN name text NOT NULL DEFAULT '';
ALTER TABLE support_requests ADD COLUMN message text NOT NULL DEFAULT '';
ALTER TABLE support_requests ADD COLUMN anonymised_at timestamptz;
UPDATE support_requests SET message = left(body_text, 2000);
ALTER TABLE support_requests ALTER COLUMN name DROP DEFAULT, ALTER COLUMN message DROP DEFAULT;
ALTER TABLE support_requests DROP COLUMN body_html, DROP COLUMN body_text;
ALTER TABLE support_requests DROP CONSTRAINT support_requests_email_check;
ALTER TABLE support_requests ADD CONSTRAINT support_requests_personal_check CHECK (
  CASE WHEN anonymised_at IS NULL
    THEN length(email) BETWEEN 3 AND 254 AND length(name) <= 100 AND length(message) <= 2000
    ELSE name = '' AND email = '' AND message = ''
  END);
CREATE INDEX support_requests_retention_idx ON support_requests (created_at) WHERE anonymised_at IS NULL;

-- Customers -----------------------------------------------------------------------------------------

ALTER TABLE customers ADD COLUMN anonymised_at timestamptz;
ALTER TABLE customers DROP CONSTRAINT customers_name_check;
ALTER TABLE customers DROP CONSTRAINT customers_email_check;
ALTER TABLE customers DROP CONSTRAINT customers_mobile_number_check;
ALTER TABLE customers ADD CONSTRAINT customers_personal_check CHECK (
  CASE WHEN anonymised_at IS NULL
    THEN length(name) BETWEEN 1 AND 100 AND length(email) BETWEEN 3 AND 254 AND mobile_number ~ '^\+[0-9]{5,20}$'
    ELSE name = '' AND email = '' AND mobile_number = ''
  END);
CREATE INDEX customers_retention_idx ON customers (created_at) WHERE anonymised_at IS NULL;

-- Mail outbox ---------------------------------------------------------------------------------------

ALTER TABLE mail_outbox ADD COLUMN recipient_key text NOT NULL DEFAULT '';
ALTER TABLE mail_outbox ADD COLUMN anonymised_at timestamptz;
UPDATE mail_outbox SET recipient_key = lower(to_address);
ALTER TABLE mail_outbox ALTER COLUMN recipient_key DROP DEFAULT;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_personal_check CHECK (
  anonymised_at IS NULL OR (to_address = '' AND recipient_key = '' AND reply_to IS NULL AND html = '' AND text = ''));
DROP INDEX mail_outbox_recipient_idx;
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (recipient_key, kind, created_at);
CREATE INDEX mail_outbox_kind_idx ON mail_outbox (kind, created_at);
CREATE INDEX mail_outbox_retention_idx ON mail_outbox (created_at) WHERE anonymised_at IS NULL;
