import type { Sql } from '@tabula/api/db/database';
import type { VersionFailures } from '../rules/failure-rate';

export interface FailureLimit {
  /** Distinct clients the failing guests must come from before the autopilot acts (REMOTE_FAILURE_CLIENTS). */
  clients: number;
  windowMs: number;
  /** Failing guests of one client that count: one script making up guests counts this many at most. */
  perAddress: number;
}

export function windowText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes >= 1 ? `${minutes} min` : `${Math.round(ms / 1000)} s`;
}

// A failure's client as the rate limits count one; rows from before 015 have the address only.
const CLIENT = "coalesce(f.client_key, f.client_addr, '')";

/**
 * Distinct guests who reported a failure of a version within the window (at one venue when given),
 * counting at most `perAddress` guests of any one client.
 */
export async function failingGuests(
  db: Sql,
  where: { remote: string; version: string; venueId?: number; servedBySplit?: boolean },
  limit: Pick<FailureLimit, 'windowMs' | 'perAddress'>,
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
       GROUP BY ${CLIENT}) per_client`,
    [where.remote, where.version, where.venueId ?? null, limit.windowMs, Math.min(limit.perAddress, 2_147_483_647)],
  );
  return row?.guests ?? 0;
}

/** Whose failures a count is about: a version's guests over a span of time, at one venue or everywhere. */
export interface FailureScope {
  remote: string;
  version: string;
  /** One venue's guests only. */
  venueId?: number;
  /** A split's guests only: those exposed to the version in that experiment (remote_rollouts.id). */
  experimentId?: number;
  /** Failures reported, and guests served, from this moment... */
  from: Date;
  /** ...until this one (unset: until now). */
  until?: Date;
}

/**
 * A version's failure rate over a span, as the autopilot judges it: failing guests (at most `perAddress`
 * of one client) out of the guests the server served it then (served_guests, or its failing guests
 * if more), and how many distinct clients those failing guests came from. One statement.
 */
export async function failureCounts(db: Sql, scope: FailureScope, perAddress: number): Promise<VersionFailures> {
  const exposed = (alias: string) =>
    `($4::int IS NULL OR EXISTS (SELECT 1 FROM experiment_exposures e
       WHERE e.guest_id = ${alias}.guest_id AND e.rollout_id = $4 AND e.version = ${alias}.version))`;
  const [row] = await db.query<VersionFailures>(
    `WITH failing AS (
       SELECT DISTINCT ON (f.guest_id) f.guest_id, ${CLIENT} AS client FROM remote_load_failures f
       WHERE f.remote = $1 AND f.version = $2 AND ($3::int IS NULL OR f.venue_id = $3) AND f.guest_id IS NOT NULL
         AND f.reported_at >= $5 AND ($6::timestamptz IS NULL OR f.reported_at <= $6) AND ${exposed('f')}
       ORDER BY f.guest_id, f.reported_at),
     per_client AS (SELECT client, least(count(*), $7) AS n FROM failing GROUP BY client),
     served AS (
       SELECT s.guest_id FROM served_guests s
       WHERE s.remote = $1 AND s.version = $2 AND ($3::int IS NULL OR s.venue_id = $3)
         AND s.last_served_at >= $5 AND ($6::timestamptz IS NULL OR s.first_served_at <= $6) AND ${exposed('s')}
       UNION SELECT guest_id FROM failing)
     SELECT (SELECT coalesce(sum(n), 0) FROM per_client)::int AS failed, (SELECT count(*) FROM served)::int AS guests,
            (SELECT count(*) FROM per_client)::int AS clients`,
    [
      scope.remote,
      scope.version,
      scope.venueId ?? null,
      scope.experimentId ?? null,
      scope.from,
      scope.until ?? null,
      Math.min(perAddress, 2_147_483_647),
    ],
  );
  return row ?? { failed: 0, guests: 0, clients: 0 };
}
