-- Published catalog versions (docs/catalog-publishing.md): every market's catalog document
-- (seed/catalog/<market>.yaml as JSON) as it was published, who published and who approved it, and
-- when it takes effect. The live catalog of a market at a moment is its version with the latest
-- effective_at not after that moment; the catalog's tables (products, banks, ...) are rewritten to
-- it once it takes effect. The catalog live before this migration becomes version 1 of each market
-- at the next start (catalog/live-document.ts).
CREATE TABLE catalog_versions (
  market country_code NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  document jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  effective_at timestamptz NOT NULL,
  -- Null for a version published by a command or the first start, not an operator.
  published_by integer REFERENCES operators (id),
  approved_by integer REFERENCES operators (id),
  -- The draft it was published from (catalog_drafts), none for a command's or a re-publish.
  source_draft_id text,
  -- The earlier version whose document it re-publishes.
  republish_of integer,
  PRIMARY KEY (market, version)
);
CREATE INDEX catalog_versions_effective ON catalog_versions (market, effective_at DESC, version DESC);

-- Publications waiting for a second operator: a publish that changes a cost figure (four-eyes).
CREATE TABLE catalog_publish_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market country_code NOT NULL,
  document jsonb NOT NULL,
  -- The version live when it was requested, the one its changes are measured against.
  base_version integer NOT NULL,
  -- When it is to take effect; null: as soon as it is approved.
  effective_at timestamptz,
  requested_by integer NOT NULL REFERENCES operators (id),
  requested_at timestamptz NOT NULL DEFAULT now(),
  source_draft_id text,
  republish_of integer,
  status text NOT NULL DEFAULT 'awaiting-approval' CHECK (status IN ('awaiting-approval', 'approved', 'withdrawn')),
  decided_by integer REFERENCES operators (id),
  decided_at timestamptz,
  version integer
);
CREATE UNIQUE INDEX catalog_publish_requests_open_draft ON catalog_publish_requests (source_draft_id) WHERE status = 'awaiting-approval';

-- The catalog version of its market an application was made under: its Key Facts are that version's.
ALTER TABLE applications ADD COLUMN catalog_version integer;
