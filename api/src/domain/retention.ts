import type { Database } from '../db/database';
import type { BackgroundJob, RetentionStep } from '../extension';
import { repeatingJob } from '../lifecycle/repeating-job';

/** Rows each step of a purge removed or scrubbed. */
export type PurgeReport = Record<string, number>;

// Any constant works: two instances never purge at the same time (the second skips its turn).
const RETENTION_LOCK = 72_617_011;

/**
 * Keeps guests' data no longer than `days` after it stopped being needed, in one transaction:
 * - tabs and orders that expired before the cutoff lose the guest's data (names, tab password,
 *   e-mail, notes, the session they were opened in); the orders themselves, their items and payments
 *   stay, so sales keep counting;
 * - guest sessions and hotel guests checked out before the cutoff are deleted;
 * - session e-mails in the outbox and closed service requests are deleted after the cutoff;
 * - rate-limit and lock-out windows are deleted once they ended, the venue's event log after two days;
 * - then each hosted extension's own steps (`steps`), in the same transaction.
 */
export async function purgeExpired(
  db: Database,
  days: number,
  steps: readonly RetentionStep[] = [],
  now = new Date(),
): Promise<PurgeReport | undefined> {
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
    await run('rate_limits', 'DELETE FROM rate_limits WHERE window_ends <= now()', []);
    // Read by a platform in a process of its own within seconds; two days covers one that was down a while.
    await run('venue_event_log', "DELETE FROM venue_event_log WHERE at < now() - interval '2 days'", []);
    for (const hosted of steps) await run(hosted.step, hosted.sql, hosted.cutoff ? [cutoff] : []);
    return report;
  });
}
export type RetentionJob = BackgroundJob;

/** Runs purgeExpired now and every `everyMs`; a failed run is logged and tried again next time. */
export function retentionJob(
  db: Database,
  days: number,
  everyMs: number,
  steps: readonly RetentionStep[],
  onError: (err: unknown) => void,
): RetentionJob {
  return repeatingJob(() => purgeExpired(db, days, steps), everyMs, onError, true);
}
