-- The reference a visitor quotes to support (SF- and 8 characters without 0/O/1/I/L), made with
-- the application by the API (domain/reference.ts), unique, and not the id. Applications made
-- before it get one here, drawn from the same alphabet.
ALTER TABLE applications ADD COLUMN reference text;

DO $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  app record;
  candidate text;
BEGIN
  FOR app IN SELECT id FROM applications WHERE reference IS NULL LOOP
    LOOP
      SELECT 'SF-' || string_agg(substr(alphabet, 1 + (get_byte(uuid_send(gen_random_uuid()), 0) % 31), 1), '')
        INTO candidate FROM generate_series(1, 8);
      EXIT WHEN NOT EXISTS (SELECT 1 FROM applications WHERE reference = candidate);
    END LOOP;
    UPDATE applications SET reference = candidate WHERE id = app.id;
  END LOOP;
END $$;

ALTER TABLE applications ALTER COLUMN reference SET NOT NULL;
ALTER TABLE applications ADD CONSTRAINT applications_reference_key UNIQUE (reference);
ALTER TABLE applications ADD CONSTRAINT applications_reference_format
  CHECK (reference ~ '^SF-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$');
