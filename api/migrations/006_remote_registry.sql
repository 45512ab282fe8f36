-- The remote registry: which builds of each remote exist, which one every venue gets by default, and
-- per-venue A/B splits with the guests they were shown to, the load failures guests reported and the
-- orders those guests placed. In the database so several API instances serve the same registry.
CREATE TABLE remotes (
  name  text PRIMARY KEY CHECK (name ~ '^[a-z][a-z0-9_]{0,63}$')
);

-- A registered build is immutable: its entry never changes once guests may have loaded it.
CREATE TABLE remote_versions (
  remote         text NOT NULL REFERENCES remotes (name),
  version        text NOT NULL,
  entry          text NOT NULL,
  registered_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (remote, version)
);

CREATE TABLE remote_defaults (
  remote   text PRIMARY KEY REFERENCES remotes (name),
  version  text NOT NULL,
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- A split of one remote at one venue. Changing the split starts a new rollout (new id), so guests are
-- assigned afresh and its results start from zero; a stopped or replaced rollout keeps its history.
CREATE TABLE remote_rollouts (
  id          serial PRIMARY KEY,
  venue_id    integer NOT NULL REFERENCES venues (id),
  remote      text NOT NULL REFERENCES remotes (name),
  started_at  timestamptz NOT NULL DEFAULT now(),
  ended_at    timestamptz
);
CREATE UNIQUE INDEX remote_rollouts_live ON remote_rollouts (venue_id, remote) WHERE ended_at IS NULL;

CREATE TABLE rollout_variants (
  rollout_id      integer NOT NULL REFERENCES remote_rollouts (id),
  remote          text NOT NULL,
  version         text NOT NULL,
  weight          integer NOT NULL CHECK (weight BETWEEN 0 AND 100),
  stopped_reason  text,
  PRIMARY KEY (rollout_id, version),
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version)
);

-- The variant a guest was first given in a rollout (what "guests" counts; orders are attributed to the
-- variant the guest is served, which 007 records when it differs).
CREATE TABLE guest_assignments (
  guest_id     uuid NOT NULL,
  rollout_id   integer NOT NULL REFERENCES remote_rollouts (id),
  version      text NOT NULL,
  assigned_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (guest_id, rollout_id)
);

CREATE TABLE remote_load_failures (
  id           serial PRIMARY KEY,
  guest_id     uuid,
  venue_id     integer NOT NULL REFERENCES venues (id),
  remote       text NOT NULL,
  version      text NOT NULL,
  stage        text NOT NULL CHECK (stage IN ('manifest', 'entry', 'chunk')),
  reported_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_load_failures_variant ON remote_load_failures (venue_id, remote, version, reported_at);

-- The variants the ordering guest had been assigned when the order was submitted.
CREATE TABLE order_attributions (
  order_id    integer NOT NULL REFERENCES orders (id),
  rollout_id  integer NOT NULL REFERENCES remote_rollouts (id),
  version     text NOT NULL,
  PRIMARY KEY (order_id, rollout_id)
);
