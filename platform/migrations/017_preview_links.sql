-- Every preview link an operator made, so operators can list and revoke them. A link's token names its
-- row: a browser's previewed page reads the row on each load, so a revoked link ends at once on every
-- API instance. Links signed before this table existed name no row and no longer open.
CREATE TABLE preview_links (
  id          serial PRIMARY KEY,
  -- [{"remote": ..., "version": ...}], one version per remote
  pins        jsonb NOT NULL,
  venue       text,
  path        text NOT NULL DEFAULT '/',
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  revoked_by  text,
  CHECK ((revoked_at IS NULL) = (revoked_by IS NULL))
);
CREATE INDEX preview_links_expiry ON preview_links (expires_at);
