-- create_application_once records the catalog version of its market the application is made under
-- (applications.catalog_version, migrations/0021) in the same statement: no extra round trip. A
-- repeat within the window answers the first application with the version it was made under.
DROP FUNCTION create_application_once(text, integer, text[], bytea, integer, integer, country_code, product_type, text);

CREATE FUNCTION create_application_once(
  lock_key text, window_ms integer, candidate_references text[], new_creator_token_hash bytea,
  new_customer_id integer, new_location_id integer, new_country country_code, new_type product_type, new_language text,
  new_catalog_version integer
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
    INSERT INTO applications (reference, customer_id, location_id, country, application_type, language, status, creator_token_hash, catalog_version)
    VALUES (candidate, new_customer_id, new_location_id, new_country, new_type, new_language, 'Created', new_creator_token_hash, new_catalog_version)
    ON CONFLICT (reference) DO NOTHING
    RETURNING * INTO application;
    IF FOUND THEN
      RETURN application;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'no free application reference after % draws', cardinality(candidate_references);
END $$;
