-- Numbers one client cannot move (issue 35).

-- A guest counts once per experiment and phase, for the first variant they were shown in it: a guest
-- re-hashed onto another variant within a phase (a variant stopped automatically) no longer counts twice.
DELETE FROM experiment_exposures a USING experiment_exposures b
WHERE a.rollout_id = b.rollout_id AND a.phase = b.phase AND a.guest_id = b.guest_id
  AND (a.exposed_at, a.version) > (b.exposed_at, b.version);
ALTER TABLE experiment_exposures DROP CONSTRAINT experiment_exposures_pkey;
ALTER TABLE experiment_exposures ADD PRIMARY KEY (rollout_id, phase, guest_id);

-- The page view a speed report came from, named in the page's signed receipt: each metric of a page
-- view and version is stored once, so a replayed report counts once. Rows from before stay (no page view).
ALTER TABLE remote_vitals ADD COLUMN page_view text;
CREATE UNIQUE INDEX remote_vitals_page_view ON remote_vitals (page_view, remote, version, metric);

-- When one client (an IPv4 address or an IPv6 /64) last added new guests to an experiment: the times
-- of the last minute's, so a new one counts only while fewer than EXPOSURE_GUESTS_PER_CLIENT are.
-- Decided and appended in one statement on this row, so parallel reports on any instance cannot race it.
CREATE TABLE exposure_clients (
  rollout_id  integer NOT NULL REFERENCES remote_rollouts (id),
  client      text NOT NULL,
  counted_at  timestamptz[] NOT NULL,
  PRIMARY KEY (rollout_id, client)
);
