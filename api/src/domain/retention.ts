import type { Database } from '../db/database';

/** Rows each step of a purge removed or scrubbed. */
export type PurgeReport = Record<string, number>;

// Any constant works: two instances never purge at the same time (the second skips its turn).
const RETENTION_LOCK = 72_617_011;

/**
 * Keeps guests' data no longer than `days` after it stopped being needed, in one transaction:
 * - tabs and orders that expired before the cutoff lose the guest's data (names, tab password,
 *   e-mail, notes, the session they were opened in); the orders themselves, their items, payments
 *   and attributions stay, so sales and the A/B results (orders submitted and paid) keep counting;
 * - guest sessions and hotel guests checked out before the cutoff are deleted;
 * - session e-mails in the outbox, closed service requests, variant assignments of splits that ended,
 *   and load failures no running split counts are deleted after the cutoff;
 * - rate-limit and lock-out windows, and the minutes of new guests a client added to an experiment, are deleted
 *   once they ended, and the guests served a build two days
 *   after their last page (the failure rates read the last window only).
 * A running split keeps every assignment and failure it counts, however old.
 */
export async function purgeExpired(db: Database, days: number, now = new Date()): Promise<PurgeReport | undefined> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [RETENTION_LOCK]);
    if (!lock?.ok) return undefined;
    const report: PurgeReport = {};
    const run = async (step: string, sql: string, params: unknown[] = [cutoff]) => {
      const rows = await tx.query<{ n: number }>(`WITH done AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM done`, params);
      report[step] = rows[0]?.n ?? 0;
    };
    await run(
      'tabs',
      `UPDATE tabs SET first_name = '', last_name = '', password = NULL, guest_session_id = NULL
       WHERE expires_at < $1 AND (first_name <> '' OR last_name <> '' OR password IS NOT NULL OR guest_session_id IS NOT NULL)`,
    );
    await run(
      'orders',
      `UPDATE orders SET email = NULL, note = '', guest_session_id = NULL
       WHERE expires_at < $1 AND (email IS NOT NULL OR note <> '' OR guest_session_id IS NOT NULL)`,
    );
    await run(
      'order_item_notes',
      `UPDATE order_items i SET note = '' FROM orders o WHERE o.id = i.order_id AND o.expires_at < $1 AND i.note <> ''`,
    );
    // Sessions still named by a tab or an order that has not expired that long ago stay.
    await run(
      'guest_sessions',
      `DELETE FROM guest_sessions s WHERE s.check_out_at < $1
         AND NOT EXISTS (SELECT 1 FROM tabs t WHERE t.guest_session_id = s.id)
         AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.guest_session_id = s.id)`,
    );
    await run(
      'guests',
      `DELETE FROM guests g WHERE g.check_out_date < $1::timestamptz::date
         AND NOT EXISTS (SELECT 1 FROM guest_sessions s WHERE s.guest_id = g.id)`,
    );
    await run('outbox', 'DELETE FROM outbox WHERE created_at < $1');
    await run('service_requests', 'DELETE FROM service_requests WHERE NOT open AND created_at < $1');
    await run(
      'guest_assignments',
      `DELETE FROM guest_assignments a USING remote_rollouts r
       WHERE r.id = a.rollout_id AND r.ended_at IS NOT NULL AND r.ended_at < $1`,
    );
    await run(
      'remote_load_failures',
      `DELETE FROM remote_load_failures f WHERE f.reported_at < $1
         AND NOT EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.ended_at IS NULL AND r.venue_id = f.venue_id
                           AND r.remote = f.remote AND f.reported_at >= r.started_at)`,
    );
    // An ended phase's counts are frozen in experiment_phases: its exposures are no longer read.
    await run(
      'experiment_exposures',
      `DELETE FROM experiment_exposures e USING experiment_phases p
       WHERE p.rollout_id = e.rollout_id AND p.phase = e.phase AND p.counts IS NOT NULL AND p.ended_at < $1`,
    );
    await run(
      'remote_vitals',
      `DELETE FROM remote_vitals m WHERE m.reported_at < $1
         AND NOT EXISTS (SELECT 1 FROM remote_rollouts r WHERE r.ended_at IS NULL AND r.venue_id = m.venue_id
                           AND r.remote = m.remote AND m.reported_at >= r.started_at)`,
    );
    // The failure rates read the guests of the last window (REMOTE_FAILURE_WINDOW_MS, a day at most) before a promote.
    await run('served_guests', "DELETE FROM served_guests WHERE last_served_at < now() - interval '2 days'", []);
    await run('rate_limits', 'DELETE FROM rate_limits WHERE window_ends <= now()', []);
    // A client's new guests count against its minute for a minute: an older row holds nothing.
    await run(
      'exposure_clients',
      `DELETE FROM exposure_clients c WHERE NOT EXISTS (SELECT 1 FROM unnest(c.counted_at) t WHERE t > now() - interval '1 minute')`,
      [],
    );
    return report;
  });
}

export interface RetentionJob {
  /** Stops the timer and waits for a run in progress. */
  close(): Promise<void>;
}

/** Runs purgeExpired now and every `everyMs`; a failed run is logged and tried again next time. */
export function retentionJob(db: Database, days: number, everyMs: number, onError: (err: unknown) => void): RetentionJob {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = purgeExpired(db, days).catch(onError);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
