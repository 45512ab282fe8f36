-- Safe independent delivery: what each version is, the previous default to roll back to, failures
-- of a page that threw while rendering, where each failure report came from, the secret that signs
-- the receipts a page carries for the versions it was served, and the operators' audit log.

-- What a version is, recorded when it is registered: who registered it, the hash of its manifest
-- (which names every file of the build), what it requires of the shell's shared packages, what it
-- exposes. NULL for a version seeded from REMOTES_FILE whose manifest could not be read then.
ALTER TABLE remote_versions
  ADD COLUMN registered_by  text NOT NULL DEFAULT 'system',
  ADD COLUMN build_hash     text,
  ADD COLUMN shared         jsonb,
  ADD COLUMN exposes        jsonb,
  -- Why the API stopped it by itself (paused in a split, or rolled back as a default); promote refuses it.
  ADD COLUMN halted_reason  text;

-- The default before the current one, which the page gives as the default's fallback and rollback restores.
ALTER TABLE remote_defaults
  ADD COLUMN previous_version  text,
  ADD COLUMN changed_at        timestamptz NOT NULL DEFAULT now(),
  ADD FOREIGN KEY (remote, previous_version) REFERENCES remote_versions (remote, version);

ALTER TABLE remote_load_failures DROP CONSTRAINT remote_load_failures_stage_check;
ALTER TABLE remote_load_failures
  ADD CONSTRAINT remote_load_failures_stage_check CHECK (stage IN ('manifest', 'entry', 'chunk', 'render')),
  -- The client address that sent it: a few guests per address count, so one script cannot stop a variant.
  ADD COLUMN client_addr text;
CREATE INDEX remote_load_failures_version ON remote_load_failures (remote, version, reported_at);

-- Secrets every API instance sharing the database uses alike (the receipt key), made once.
CREATE TABLE server_secrets (
  name   text PRIMARY KEY,
  value  bytea NOT NULL
);

-- Every change of the registry, by an operator (named by their token) or by the API itself ('system').
CREATE TABLE ops_audit (
  id      bigserial PRIMARY KEY,
  at      timestamptz NOT NULL DEFAULT now(),
  actor   text NOT NULL,
  action  text NOT NULL,
  remote  text,
  venue   text,
  before  jsonb,
  after   jsonb,
  reason  text
);
CREATE INDEX ops_audit_remote ON ops_audit (remote, id DESC);
