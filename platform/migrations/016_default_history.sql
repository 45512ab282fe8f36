-- Every earlier default of each remote, newest on top: rollback walks back through them one step per
-- call (remote_defaults.previous_version held one step only). Promote pushes the default it replaces;
-- rollback removes the entries down to the one it restores. remote_defaults.previous_version stays
-- the step a rollback takes (the page's fallback for the default), kept in step with this table.
CREATE TABLE remote_default_history (
  id             bigserial PRIMARY KEY,
  remote         text NOT NULL REFERENCES remotes (name),
  version        text NOT NULL,
  -- When it became the default (unknown for the one migrated here), and when a promote replaced it.
  since          timestamptz,
  replaced_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);
CREATE INDEX remote_default_history_remote ON remote_default_history (remote, id DESC);

-- The one earlier default a database knows so far.
INSERT INTO remote_default_history (remote, version, since, replaced_at)
SELECT remote, previous_version, NULL, changed_at FROM remote_defaults
WHERE previous_version IS NOT NULL AND previous_version <> version;
