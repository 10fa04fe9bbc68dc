-- The provider API's schema: catalog (loaded from seed files), visitor data, and the mail outbox.
-- One migration set for PostgreSQL and embedded PGlite. Constraints live here, not only in code.

CREATE TYPE country_code AS ENUM ('ae', 'sa', 'pk');
CREATE TYPE product_type AS ENUM ('Card', 'Loan');
CREATE TYPE application_status AS ENUM ('Created', 'Submitted');
CREATE TYPE client_risk_profile AS ENUM ('Low', 'Medium', 'High');
CREATE TYPE active_flag AS ENUM ('Y', 'N');
CREATE TYPE question_role AS ENUM ('monthlyIncome', 'monthlyObligations', 'desiredTenure');
CREATE TYPE mail_kind AS ENUM ('card_confirmation', 'loan_confirmation', 'support_confirmation', 'support_copy');
CREATE TYPE mail_status AS ENUM ('queued', 'sending', 'sent', 'failed');

-- Catalog ------------------------------------------------------------------------------------------

CREATE TABLE catalog_meta (
  id integer PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  checksum text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE merchants (
  id integer PRIMARY KEY CHECK (id > 0),
  name text NOT NULL
);

CREATE TABLE locations (
  id integer PRIMARY KEY CHECK (id > 0),
  merchant_id integer NOT NULL REFERENCES merchants (id),
  country country_code,
  label text NOT NULL CHECK (label ~ '^[a-z0-9]+$'),
  name text NOT NULL
);

CREATE TABLE banks (
  id integer PRIMARY KEY CHECK (id > 0),
  country country_code NOT NULL,
  name text NOT NULL,
  routing_url text NOT NULL CHECK (routing_url ~ '^https://'),
  retired boolean NOT NULL DEFAULT false
);

CREATE TABLE features (
  id integer PRIMARY KEY CHECK (id > 0),
  country country_code NOT NULL,
  parent_id integer REFERENCES features (id),
  name text NOT NULL,
  image text NOT NULL,
  active active_flag NOT NULL DEFAULT 'Y',
  product_type product_type NOT NULL,
  kind text CHECK (kind IN ('cashback', 'rewardPoints')),
  position integer NOT NULL DEFAULT 0,
  retired boolean NOT NULL DEFAULT false,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX features_country_idx ON features (country, position);

CREATE TABLE products (
  id integer PRIMARY KEY CHECK (id > 0),
  country country_code NOT NULL,
  bank_id integer NOT NULL REFERENCES banks (id),
  product_type product_type NOT NULL,
  name text NOT NULL,
  image text NOT NULL,
  routing_url text NOT NULL CHECK (routing_url ~ '^https://'),
  description jsonb NOT NULL DEFAULT '[]',
  highlights jsonb NOT NULL DEFAULT '[]',
  incentive integer NOT NULL DEFAULT 0 CHECK (incentive >= 0),
  instant_issuance boolean NOT NULL DEFAULT false,
  interest_rate numeric(6, 3) CHECK (interest_rate >= 0 AND interest_rate < 100),
  processing_fee_percent numeric(6, 3) CHECK (processing_fee_percent >= 0 AND processing_fee_percent < 100),
  min_processing_fee integer CHECK (min_processing_fee >= 0),
  min_tenure integer CHECK (min_tenure > 0),
  max_tenure integer CHECK (max_tenure >= min_tenure),
  min_amount integer CHECK (min_amount > 0),
  max_amount integer CHECK (max_amount >= min_amount),
  position integer NOT NULL DEFAULT 0,
  retired boolean NOT NULL DEFAULT false,
  CHECK (product_type <> 'Loan' OR (interest_rate IS NOT NULL AND processing_fee_percent IS NOT NULL
    AND min_processing_fee IS NOT NULL AND min_tenure IS NOT NULL AND max_tenure IS NOT NULL
    AND min_amount IS NOT NULL AND max_amount IS NOT NULL))
);
CREATE INDEX products_country_type_idx ON products (country, product_type);

CREATE TABLE product_features (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features (id),
  PRIMARY KEY (product_id, feature_id)
);

CREATE TABLE questions (
  id integer PRIMARY KEY CHECK (id > 0),
  country country_code NOT NULL,
  product_type product_type NOT NULL,
  role question_role,
  text text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  retired boolean NOT NULL DEFAULT false
);
CREATE INDEX questions_country_type_idx ON questions (country, product_type);

CREATE TABLE question_options (
  id integer PRIMARY KEY CHECK (id > 0),
  question_id integer NOT NULL REFERENCES questions (id),
  text text NOT NULL,
  points integer NOT NULL CHECK (points BETWEEN 0 AND 100),
  hard_stop boolean NOT NULL DEFAULT false,
  value numeric(14, 2),
  position integer NOT NULL DEFAULT 0,
  retired boolean NOT NULL DEFAULT false,
  UNIQUE (question_id, id),
  CHECK (NOT hard_stop OR points = 0)
);

CREATE TABLE banners (
  country country_code NOT NULL,
  id integer NOT NULL CHECK (id > 0),
  title text NOT NULL,
  description text NOT NULL,
  image text NOT NULL,
  routing_url text NOT NULL CHECK (routing_url ~ '^https://'),
  position integer NOT NULL DEFAULT 0,
  retired boolean NOT NULL DEFAULT false,
  PRIMARY KEY (country, id)
);

-- Card art, feature icons and banner images, so that a replaced catalog carries its own images.
CREATE TABLE images (
  folder text NOT NULL CHECK (folder IN ('cards', 'features', 'banners')),
  name text NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,80}\.(svg|png)$'),
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png')),
  body bytea NOT NULL,
  etag text NOT NULL,
  PRIMARY KEY (folder, name)
);

-- Visitors -----------------------------------------------------------------------------------------

CREATE TABLE customers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country country_code NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  mobile_number text NOT NULL CHECK (mobile_number ~ '^\+[0-9]{5,20}$'),
  promo_code text NOT NULL,
  location_id integer NOT NULL REFERENCES locations (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_email_idx ON customers (lower(email));

CREATE TABLE applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id),
  location_id integer NOT NULL REFERENCES locations (id),
  country country_code NOT NULL,
  application_type product_type NOT NULL,
  status application_status NOT NULL DEFAULT 'Created',
  product_id integer REFERENCES products (id),
  client_risk_profile client_risk_profile,
  credit_score integer CHECK (credit_score BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  CHECK ((status = 'Submitted') = (product_id IS NOT NULL AND submitted_at IS NOT NULL))
);
CREATE INDEX applications_customer_idx ON applications (customer_id);

CREATE TABLE screening_answers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES questions (id),
  option_id integer NOT NULL,
  answered_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (application_id, question_id),
  FOREIGN KEY (question_id, option_id) REFERENCES question_options (question_id, id)
);

CREATE TABLE preferences (
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features (id),
  priority smallint NOT NULL CHECK (priority BETWEEN 1 AND 5),
  PRIMARY KEY (application_id, feature_id),
  UNIQUE (application_id, priority)
);

CREATE TABLE selected_features (
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features (id),
  PRIMARY KEY (application_id, feature_id)
);

CREATE TABLE product_recommendations (
  application_id integer NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (application_id, product_id)
);

CREATE TABLE support_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  country country_code NOT NULL,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  body_html text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Mail outbox --------------------------------------------------------------------------------------

CREATE TABLE mail_outbox (
  id uuid PRIMARY KEY,
  message_id text NOT NULL UNIQUE,
  kind mail_kind NOT NULL,
  application_id integer REFERENCES applications (id),
  support_request_id integer REFERENCES support_requests (id),
  to_address text NOT NULL CHECK (to_address !~ '[\r\n]'),
  reply_to text CHECK (reply_to !~ '[\r\n]'),
  subject text NOT NULL CHECK (subject !~ '[\r\n]'),
  html text NOT NULL,
  text text NOT NULL,
  status mail_status NOT NULL DEFAULT 'queued',
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  CHECK ((kind IN ('card_confirmation', 'loan_confirmation')) = (application_id IS NOT NULL)),
  CHECK ((kind IN ('support_confirmation', 'support_copy')) = (support_request_id IS NOT NULL))
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (status, next_attempt_at);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(to_address), created_at);
