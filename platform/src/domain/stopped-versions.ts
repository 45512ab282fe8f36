import type { Sql } from '@tabula/api/db/database';

/**
 * Whether a version is stopped, as an SQL condition on a remote_versions row `v`: the API or an
 * operator halted it, or a split paused it. Promote, split and rollback all judge by this one rule.
 */
export const isStopped = (v: string) =>
  `(${v}.halted_reason IS NOT NULL OR EXISTS (SELECT 1 FROM rollout_variants sv
     WHERE sv.remote = ${v}.remote AND sv.version = ${v}.version AND sv.stopped_reason IS NOT NULL))`;

/** Why the version was stopped, or undefined while it is not. */
export async function stoppedReason(db: Sql, remote: string, version: string): Promise<string | undefined> {
  const [row] = await db.query<{ reason: string | null }>(
    `SELECT coalesce(v.halted_reason,
       (SELECT rv.stopped_reason FROM rollout_variants rv WHERE rv.remote = v.remote AND rv.version = v.version
          AND rv.stopped_reason IS NOT NULL LIMIT 1)) AS reason
     FROM remote_versions v WHERE v.remote = $1 AND v.version = $2`,
    [remote, version],
  );
  return row?.reason ?? undefined;
}
