import type { Sql } from '../db/database';

export interface FailureLimit {
  /** Distinct guests failing within the window that stop a variant or roll back a default. */
  guests: number;
  windowMs: number;
  /** Guests of one client address that count: one script making up guests counts this many at most. */
  perAddress: number;
}

export function windowText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 1 ? `${minutes} min` : `${Math.round(ms / 1000)} s`;
}

/**
 * Distinct guests who reported a failure of a version within the window (at one venue when given),
 * counting at most `perAddress` guests of any one client address.
 */
export async function failingGuests(
  db: Sql,
  where: { remote: string; version: string; venueId?: number; servedBySplit?: boolean },
  limit: FailureLimit,
): Promise<number> {
  // In a split, only guests the shell reported exposed to the variant count (orders count alike).
  const split = where.servedBySplit
    ? `JOIN remote_rollouts r ON r.venue_id = f.venue_id AND r.remote = f.remote AND r.ended_at IS NULL
       JOIN (SELECT DISTINCT rollout_id, guest_id, version FROM experiment_exposures) e
         ON e.rollout_id = r.id AND e.guest_id = f.guest_id AND e.version = f.version`
    : '';
  const [row] = await db.query<{ guests: number }>(
    `SELECT coalesce(sum(least(n, $5)), 0)::int AS guests FROM (
       SELECT count(DISTINCT f.guest_id) AS n FROM remote_load_failures f ${split}
       WHERE f.remote = $1 AND f.version = $2 AND ($3::int IS NULL OR f.venue_id = $3) AND f.guest_id IS NOT NULL
         AND f.reported_at > now() - make_interval(secs => $4::float8 / 1000)
       GROUP BY coalesce(f.client_addr, '')) per_address`,
    [where.remote, where.version, where.venueId ?? null, limit.windowMs, Math.min(limit.perAddress, 2_147_483_647)],
  );
  return row?.guests ?? 0;
}
