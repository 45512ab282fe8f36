-- Experiments an operator can decide on. A venue's split of a remote (remote_rollouts) is an
-- experiment: a guest's variant is a pure hash of the guest and the experiment, so nothing is written
-- when a page is served; a guest counts for a variant once the shell loads that remote for them
-- (experiment_exposures). A weight change starts a new phase of the same experiment, whose counts are
-- kept apart; ending an experiment deletes nothing and freezes each phase's counts.

-- The variant the others are measured against, and why the experiment ended (stopped, shipped, replaced).
ALTER TABLE remote_rollouts ADD COLUMN control text, ADD COLUMN ended_reason text;
UPDATE remote_rollouts r SET control = (SELECT min(version) FROM rollout_variants rv WHERE rv.rollout_id = r.id);
UPDATE remote_rollouts SET ended_reason = 'stopped' WHERE ended_at IS NOT NULL;

-- The order the variants were given in (the first is the control unless one is named).
ALTER TABLE rollout_variants ADD COLUMN position integer NOT NULL DEFAULT 0;

CREATE TABLE experiment_phases (
  rollout_id  integer NOT NULL REFERENCES remote_rollouts (id),
  phase       integer NOT NULL CHECK (phase >= 1),
  -- {version: weight} as the operator set them when the phase started
  weights     jsonb NOT NULL,
  started_at  timestamptz NOT NULL DEFAULT now(),
  ended_at    timestamptz,
  -- The phase's counts per variant, written when it ends, so later payments or reports change nothing.
  counts      jsonb,
  PRIMARY KEY (rollout_id, phase)
);
INSERT INTO experiment_phases (rollout_id, phase, weights, started_at, ended_at)
SELECT r.id, 1, coalesce((SELECT jsonb_object_agg(rv.version, rv.weight) FROM rollout_variants rv WHERE rv.rollout_id = r.id), '{}'),
       r.started_at, r.ended_at
FROM remote_rollouts r;

-- A guest the shell loaded a variant for, once per phase and variant.
CREATE TABLE experiment_exposures (
  rollout_id  integer NOT NULL,
  phase       integer NOT NULL,
  guest_id    uuid NOT NULL,
  version     text NOT NULL,
  exposed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rollout_id, phase, version, guest_id),
  FOREIGN KEY (rollout_id, phase) REFERENCES experiment_phases (rollout_id, phase)
);
CREATE INDEX experiment_exposures_guest ON experiment_exposures (guest_id, rollout_id);
-- The guests counted before exposures were reported keep counting for the first phase.
INSERT INTO experiment_exposures (rollout_id, phase, guest_id, version, exposed_at)
SELECT rollout_id, 1, guest_id, version, assigned_at FROM guest_assignments;

-- Which phase an order counted in, and whose it was (a guest converts once however often they order).
ALTER TABLE order_attributions ADD COLUMN phase integer NOT NULL DEFAULT 1, ADD COLUMN guest_id uuid;

-- A page that threw while rendering is reported with stage 'render' (the same set 008 allows).
ALTER TABLE remote_load_failures DROP CONSTRAINT IF EXISTS remote_load_failures_stage_check;
ALTER TABLE remote_load_failures
  ADD CONSTRAINT remote_load_failures_stage_check CHECK (stage IN ('manifest', 'entry', 'chunk', 'render'));

-- Real guests' page speed (web-vitals in the browser), one row per metric and remote version served.
CREATE TABLE remote_vitals (
  id           bigserial PRIMARY KEY,
  venue_id     integer NOT NULL REFERENCES venues (id),
  guest_id     uuid NOT NULL,
  remote       text NOT NULL,
  version      text NOT NULL,
  metric       text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value        double precision NOT NULL CHECK (value >= 0),
  reported_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_vitals_variant ON remote_vitals (venue_id, remote, version, reported_at);
