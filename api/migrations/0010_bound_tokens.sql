-- Access tokens bound to the one who created the customer. A repeated create is recognised by what
-- only its first caller has: the Idempotency-Key it sent (kept here as its SHA-256), never by the
-- visitor's details, which others may know. A token works for a limited time, and an application
-- repeated within the window is found only with the token that created it.

-- When each token stops working; the tokens handed out so far get the default lifetime.
ALTER TABLE access_tokens ADD COLUMN expires_at timestamptz;
UPDATE access_tokens SET expires_at = created_at + interval '24 hours';
ALTER TABLE access_tokens ALTER COLUMN expires_at SET NOT NULL;

-- The SHA-256 of the Idempotency-Key the customer was created with; NULL when the create had none.
ALTER TABLE customers ADD COLUMN idempotency_key_hash bytea CHECK (length(idempotency_key_hash) = 32);
CREATE INDEX customers_idempotency_key_idx ON customers (idempotency_key_hash) WHERE idempotency_key_hash IS NOT NULL;

-- The SHA-256 of the access token that created the application.
ALTER TABLE applications ADD COLUMN creator_token_hash bytea CHECK (length(creator_token_hash) = 32);

DROP FUNCTION create_customer_once(text, integer, bytea, country_code, text, text, text, text, integer);

-- A customer with a new access token that works for token_ttl_hours. With an idempotency key
-- (key_hash, its SHA-256) and window_ms > 0: the customer created with the same key within
-- window_ms when there is one and it has the same country, name, e-mail, phone, promo code and
-- location; no row (and nothing written) when it has other details; else a new customer keeping
-- the key's hash. Creates with one key wait on the lock of the key. Without a key, or window_ms 0:
-- always a new customer, whatever the details.
CREATE FUNCTION create_customer_once(
  window_ms integer, key_hash bytea, new_token_hash bytea, token_ttl_hours integer,
  new_country country_code, new_name text, new_email text, new_mobile_number text, new_promo_code text, new_location_id integer
) RETURNS SETOF customers LANGUAGE plpgsql AS $$
DECLARE
  customer customers;
  keyed boolean := key_hash IS NOT NULL AND window_ms > 0;
BEGIN
  IF keyed THEN
    PERFORM lock_natural_key('customer-key:' || encode(key_hash, 'hex'));
    SELECT * INTO customer FROM customers c
     WHERE c.idempotency_key_hash = key_hash AND c.created_at > now() - window_ms * interval '1 millisecond'
     ORDER BY c.id DESC LIMIT 1;
    IF customer.id IS NOT NULL AND (customer.country, customer.name, customer.email, customer.mobile_number, customer.promo_code, customer.location_id)
        IS DISTINCT FROM (new_country, new_name, new_email, new_mobile_number, new_promo_code, new_location_id) THEN
      RETURN;
    END IF;
  END IF;
  IF customer.id IS NULL THEN
    INSERT INTO customers (country, name, email, mobile_number, promo_code, location_id, idempotency_key_hash)
    VALUES (new_country, new_name, new_email, new_mobile_number, new_promo_code, new_location_id, CASE WHEN keyed THEN key_hash END)
    RETURNING * INTO customer;
  END IF;
  INSERT INTO access_tokens (customer_id, token_hash, expires_at)
  VALUES (customer.id, new_token_hash, now() + token_ttl_hours * interval '1 hour');
  RETURN NEXT customer;
END $$;

DROP FUNCTION create_application_once(text, integer, text[], integer, integer, country_code, product_type, text);

-- An application (Created): the Created application of the same customer, location, country and
-- type that the same access token (new_creator_token_hash) made within window_ms when there is one, a
-- new one otherwise, with the first of candidate_references that no application holds. Identical
-- creates wait on the lock of lock_key.
CREATE FUNCTION create_application_once(
  lock_key text, window_ms integer, candidate_references text[], new_creator_token_hash bytea,
  new_customer_id integer, new_location_id integer, new_country country_code, new_type product_type, new_language text
) RETURNS applications LANGUAGE plpgsql AS $$
DECLARE
  application applications;
  candidate text;
BEGIN
  IF window_ms > 0 THEN
    PERFORM lock_natural_key(lock_key);
    SELECT * INTO application FROM applications a
     WHERE a.customer_id = new_customer_id AND a.creator_token_hash = new_creator_token_hash
       AND a.location_id = new_location_id AND a.country = new_country
       AND a.application_type = new_type AND a.status = 'Created'
       AND a.created_at > now() - window_ms * interval '1 millisecond'
     ORDER BY a.id DESC LIMIT 1;
    IF FOUND THEN
      RETURN application;
    END IF;
  END IF;
  FOREACH candidate IN ARRAY candidate_references LOOP
    INSERT INTO applications (reference, customer_id, location_id, country, application_type, language, status, creator_token_hash)
    VALUES (candidate, new_customer_id, new_location_id, new_country, new_type, new_language, 'Created', new_creator_token_hash)
    ON CONFLICT (reference) DO NOTHING
    RETURNING * INTO application;
    IF FOUND THEN
      RETURN application;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free application reference after % draws', cardinality(candidate_references);
END $$;
