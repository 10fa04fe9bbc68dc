-- The journey's locked writes, each a function the API calls as one statement (one round trip):
-- the lock, the look that must see what a concurrent identical write committed while this one
-- waited, and the write. In READ COMMITTED every statement of a volatile PL/pgSQL function takes
-- a snapshot of its own, so a look after the lock sees rows committed during the wait (a single
-- plain statement would not: its one snapshot is taken before the lock is granted). Called outside
-- a transaction block, the statement is its own transaction: all or nothing, the locks released
-- when it ends. src/db/repositories/ calls them and maps their rows.

-- The transaction-level advisory lock of the idempotent creates and the mail limits, on a hash of
-- the natural key: the same on PostgreSQL and PGlite. A hash collision only makes two unrelated
-- writes wait for each other. (The migrations' lock, in src/db/client.ts, is another key.)
CREATE FUNCTION lock_natural_key(natural_key text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(7311005, hashtext(natural_key))
$$;

-- A customer with a new access token: the customer created with the same country, name, e-mail
-- (any case), phone, promo code and location within window_ms when there is one, a new customer
-- otherwise. Identical creates wait on the lock of lock_key. window_ms 0: always a new customer.
CREATE FUNCTION create_customer_once(
  lock_key text, window_ms integer, new_token_hash bytea,
  new_country country_code, new_name text, new_email text, new_mobile_number text, new_promo_code text, new_location_id integer
) RETURNS customers LANGUAGE plpgsql AS $$
DECLARE
  customer customers;
BEGIN
  IF window_ms > 0 THEN
    PERFORM lock_natural_key(lock_key);
    SELECT * INTO customer FROM customers c
     WHERE lower(c.email) = lower(new_email) AND c.country = new_country AND c.mobile_number = new_mobile_number
       AND c.name = new_name AND c.promo_code = new_promo_code AND c.location_id = new_location_id
       AND c.created_at > now() - window_ms * interval '1 millisecond'
     ORDER BY c.id DESC LIMIT 1;
  END IF;
  IF customer.id IS NULL THEN
    INSERT INTO customers (country, name, email, mobile_number, promo_code, location_id)
    VALUES (new_country, new_name, new_email, new_mobile_number, new_promo_code, new_location_id)
    RETURNING * INTO customer;
  END IF;
  INSERT INTO access_tokens (customer_id, token_hash) VALUES (customer.id, new_token_hash);
  RETURN customer;
END $$;

-- An application (Created): the customer's Created application of the same location, country and
-- type made within window_ms when there is one, a new one otherwise, with the first of
-- candidate_references that no application holds. Identical creates wait on the lock of lock_key.
CREATE FUNCTION create_application_once(
  lock_key text, window_ms integer, candidate_references text[],
  new_customer_id integer, new_location_id integer, new_country country_code, new_type product_type, new_language text
) RETURNS applications LANGUAGE plpgsql AS $$
DECLARE
  application applications;
  candidate text;
BEGIN
  IF window_ms > 0 THEN
    PERFORM lock_natural_key(lock_key);
    SELECT * INTO application FROM applications a
     WHERE a.customer_id = new_customer_id AND a.location_id = new_location_id AND a.country = new_country
       AND a.application_type = new_type AND a.status = 'Created'
       AND a.created_at > now() - window_ms * interval '1 millisecond'
     ORDER BY a.id DESC LIMIT 1;
    IF FOUND THEN
      RETURN application;
    END IF;
  END IF;
  FOREACH candidate IN ARRAY candidate_references LOOP
    INSERT INTO applications (reference, customer_id, location_id, country, application_type, language, status)
    VALUES (candidate, new_customer_id, new_location_id, new_country, new_type, new_language, 'Created')
    ON CONFLICT (reference) DO NOTHING
    RETURNING * INTO application;
    IF FOUND THEN
      RETURN application;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free application reference after % draws', cardinality(candidate_references);
END $$;

-- Replaces an application's ranked preferences under a lock on the application's row: two
-- replacements of one set (a double click) run one after the other, the second deleting the
-- first one's rows, and both answer the same set.
CREATE FUNCTION replace_preferences(target_application_id integer, feature_ids integer[], priorities integer[])
RETURNS SETOF preferences LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM applications WHERE id = target_application_id FOR UPDATE;
  DELETE FROM preferences WHERE application_id = target_application_id;
  RETURN QUERY
    INSERT INTO preferences (application_id, feature_id, priority)
    SELECT target_application_id, p.feature_id, p.priority FROM unnest(feature_ids, priorities) AS p(feature_id, priority)
    RETURNING *;
END $$;

-- Replaces an application's selected features, as replace_preferences does its preferences.
CREATE FUNCTION replace_selected_features(target_application_id integer, feature_ids integer[])
RETURNS SETOF selected_features LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM applications WHERE id = target_application_id FOR UPDATE;
  DELETE FROM selected_features WHERE application_id = target_application_id;
  RETURN QUERY
    INSERT INTO selected_features (application_id, feature_id)
    SELECT target_application_id, f.feature_id FROM unnest(feature_ids) WITH ORDINALITY AS f(feature_id, n) ORDER BY f.n
    RETURNING *;
END $$;

-- Queues an application's confirmation unless its inbox (recipient_key) has had per_hour mails of
-- counted_kinds in the last hour; the count and the insert wait on the lock of lock_key, so the
-- limit holds for concurrent requests on every instance. A mail with the same Message-ID queued
-- already is kept. within_limit: the count was below per_hour; queued: this call added the mail.
CREATE FUNCTION queue_confirmation(
  lock_key text, per_hour integer, counted_kinds mail_kind[],
  new_id uuid, new_message_id text, new_kind mail_kind, new_application_id integer,
  new_to_address text, new_recipient_key text, new_subject text, new_html text, new_text text,
  OUT within_limit boolean, OUT queued boolean
) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lock_natural_key(lock_key);
  within_limit := (SELECT count(*) FROM mail_outbox m
                    WHERE m.recipient_key = new_recipient_key AND m.kind = ANY (counted_kinds)
                      AND m.created_at > now() - interval '1 hour') < per_hour;
  queued := false;
  IF within_limit THEN
    INSERT INTO mail_outbox (id, message_id, kind, application_id, to_address, recipient_key, subject, html, text)
    VALUES (new_id, new_message_id, new_kind, new_application_id, new_to_address, new_recipient_key, new_subject, new_html, new_text)
    ON CONFLICT (message_id) DO NOTHING;
    queued := FOUND;
  END IF;
END $$;
