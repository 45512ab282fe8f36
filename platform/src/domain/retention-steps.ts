import type { RetentionStep } from '@tabula/api/extension';

/**
 * The platform's rows the retention run purges (api's domain/retention.ts runs them after the venue's):
 * variant assignments of splits that ended and load failures no running split counts, after the cutoff;
 * an ended phase's exposures (its counts are frozen); speed reports no running split reads; the guests
 * served a build two days after their last page (the failure rates read the last window only); and a
 * client's minutes of new guests once they ended. A running split keeps every assignment and failure
 * it counts, however old, so the A/B results (orders submitted and paid) keep counting.
 */
export const platformRetention: readonly RetentionStep[] = [
  {
    step: 'guest_assignments',
    sql: `DELETE FROM guest_assignments a USING remote_rollouts r
          WHERE r.id = a.rollout_id AND r.ended_at IS NOT NULL AND r.ended_at < $1`,
    cutoff: true,
  },
  {
    step: 'remote_load_failures',
    sql: `DELETE FROM remote_load_failures f WHERE f.reported_at < $1
            AND NOT EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.ended_at IS NULL AND r.venue_id = f.venue_id
                              AND r.remote = f.remote AND f.reported_at >= r.started_at)`,
    cutoff: true,
  },
  {
    step: 'experiment_exposures',
    sql: `DELETE FROM experiment_exposures e USING experiment_phases p
          WHERE p.rollout_id = e.rollout_id AND p.phase = e.phase AND p.counts IS NOT NULL AND p.ended_at < $1`,
    cutoff: true,
  },
  {
    step: 'remote_vitals',
    sql: `DELETE FROM remote_vitals m WHERE m.reported_at < $1
            AND NOT EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.ended_at IS NULL AND r.venue_id = m.venue_id
                              AND r.remote = m.remote AND m.reported_at >= r.started_at)`,
    cutoff: true,
  },
  // The failure rates read the guests of the last window (REMOTE_FAILURE_WINDOW_MS, a day at most) before a promote.
  { step: 'served_guests', sql: "DELETE FROM served_guests WHERE last_served_at < now() - interval '2 days'", cutoff: false },
  // A client's new guests count against its minute for a minute: an older row holds nothing.
  {
    step: 'exposure_clients',
    sql: `DELETE FROM exposure_clients c WHERE NOT EXISTS (SELECT 1 FROM unnest(c.counted_at) t WHERE t > now() - interval '1 minute')`,
    cutoff: false,
  },
];
