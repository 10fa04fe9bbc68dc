-- Which revision of a draft last wrote each of its entities ('card:1201' → 7, 'market' for the
-- market's own figures): a write made on an older revision of the draft is refused only when the
-- entity it writes changed since, so several operators edit one draft without overwriting each other.
ALTER TABLE catalog_drafts ADD COLUMN entity_revisions jsonb NOT NULL DEFAULT '{}'::jsonb;
