-- Progressive rollouts: one version of a remote reaches every venue's guests step by step, against the
-- default as its control, judged by guardrails, and becomes the default or aborts by itself. At each
-- venue that runs no split of its own the rollout runs an experiment (remote_rollouts) whose phases are
-- its steps, so exposures, orders, failures and vitals are counted as any experiment's are.
CREATE TABLE progressive_rollouts (
  id               serial PRIMARY KEY,
  remote           text NOT NULL REFERENCES remotes (name),
  version          text NOT NULL,
  -- The default when it started: the control and every guest's fallback.
  control          text NOT NULL,
  -- Shares in percent, ascending, the last 100.
  steps            integer[] NOT NULL CHECK (cardinality(steps) BETWEEN 1 AND 10 AND steps[cardinality(steps)] = 100),
  step_seconds     integer NOT NULL CHECK (step_seconds >= 10),
  -- The running step, 0-based into steps.
  step             integer NOT NULL DEFAULT 0 CHECK (step >= 0),
  step_started_at  timestamptz NOT NULL DEFAULT now(),
  -- Set while paused; resuming moves step_started_at on by the pause, so the step keeps its time left.
  paused_at        timestamptz,
  status           text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'aborted')),
  reason           text,
  -- The guardrails as judged when it ended, so an ended rollout shows what it was decided on.
  final_guardrails jsonb,
  -- The venues that ran their own split of the remote when it started (they keep theirs).
  kept_venues      text[] NOT NULL DEFAULT '{}',
  started_by       text NOT NULL,
  started_at       timestamptz NOT NULL DEFAULT now(),
  ended_at         timestamptz,
  FOREIGN KEY (remote, version) REFERENCES remote_versions (remote, version),
  FOREIGN KEY (remote, control) REFERENCES remote_versions (remote, version),
  CHECK (step < cardinality(steps))
);
-- At most one running rollout per remote, whichever instance starts it.
CREATE UNIQUE INDEX progressive_rollouts_live ON progressive_rollouts (remote) WHERE status = 'running';

-- The venue experiments a rollout runs; NULL for an operator's own split.
ALTER TABLE remote_rollouts ADD COLUMN progressive_rollout_id integer REFERENCES progressive_rollouts (id);
CREATE INDEX remote_rollouts_progressive ON remote_rollouts (progressive_rollout_id) WHERE progressive_rollout_id IS NOT NULL;
