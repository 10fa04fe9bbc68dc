-- Drafts of a market's catalog (docs/catalog-drafts.md): a market document (seed/catalog/<market>.yaml
-- as JSON) edited entity by entity by one or more catalog operators, then published as a version
-- (catalog_versions). Every write names the revision it was made on; a write on an older revision
-- is refused, so two editors never overwrite each other unseen.
CREATE TABLE catalog_drafts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  market country_code NOT NULL,
  -- The live version it was copied from; null for an import, or before any version exists.
  base_version integer,
  status text NOT NULL DEFAULT 'open'
    CHECK (status IN ('open', 'awaiting-approval', 'scheduled', 'published', 'discarded')),
  revision integer NOT NULL DEFAULT 0 CHECK (revision >= 0),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  document jsonb NOT NULL,
  -- Operators as the console names them (their e-mail address).
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  publish_at timestamptz,
  requested_by text,
  approved_by text
);
CREATE INDEX catalog_drafts_market_idx ON catalog_drafts (market, updated_at DESC);

-- Images uploaded for a draft (an SVG already sanitised, a PNG already checked); published with it.
CREATE TABLE catalog_draft_images (
  draft_id integer NOT NULL REFERENCES catalog_drafts (id) ON DELETE CASCADE,
  folder text NOT NULL CHECK (folder IN ('cards', 'features', 'banners')),
  name text NOT NULL CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,80}\.(svg|png)$'),
  content_type text NOT NULL CHECK (content_type IN ('image/svg+xml', 'image/png')),
  body bytea NOT NULL,
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (draft_id, folder, name)
);
