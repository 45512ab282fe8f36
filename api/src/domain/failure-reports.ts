import type { Database } from '../db/database';
import { recordAudit, SYSTEM_ACTOR } from './audit';
import { failingGuests, windowText, type FailureLimit } from './failure-count';
import { rollBackFailingDefault } from './release';
import { assertVersion } from './remote-registry';

/** How far a guest's page got with a build before it failed: loading it, or rendering one of its pages. */
export const FAILURE_STAGES = ['manifest', 'entry', 'chunk', 'render'] as const;

export interface FailureReport {
  guest: string;
  venueId: number;
  remote: string;
  version: string;
  stage: (typeof FAILURE_STAGES)[number];
  /** The client address it came from. */
  clientAddr: string;
}

/**
 * Records a guest's failure with a build (the route has checked the page was served it). Once
 * enough distinct guests failed on it within the window, counting a few per client address at most:
 * a venue's split gives that variant weight 0, and a default gives way to the previous default.
 * Both say why, in the registry and in the audit log (actor `system`).
 */
export async function recordLoadFailure(db: Database, report: FailureReport, limit: FailureLimit): Promise<void> {
  const { remote, version, venueId, stage } = report;
  await assertVersion(db, remote, version);
  await db.query(
    'INSERT INTO remote_load_failures (guest_id, venue_id, remote, version, stage, client_addr) VALUES ($1, $2, $3, $4, $5, $6)',
    [report.guest, venueId, remote, version, stage, report.clientAddr],
  );
  const what = stage === 'render' ? 'open it' : 'load it';

  const atVenue = await failingGuests(db, { remote, version, venueId, servedBySplit: true }, limit);
  if (atVenue >= limit.guests) {
    const reason = `Stopped automatically: ${atVenue} guests failed to ${what} within ${windowText(limit.windowMs)} (last failure: ${stage})`;
    await db.transaction(async (tx) => {
      const paused = await tx.query<{ venue: string; weight: number }>(
        `WITH live AS (
           SELECT rv.rollout_id, rv.version, rv.weight, v.slug FROM rollout_variants rv
           JOIN remote_rollouts r ON r.id = rv.rollout_id JOIN venues v ON v.id = r.venue_id
           WHERE r.venue_id = $1 AND r.remote = $2 AND r.ended_at IS NULL AND rv.version = $3 AND rv.weight > 0
           FOR UPDATE OF rv)
         UPDATE rollout_variants rv SET weight = 0, stopped_reason = $4 FROM live
         WHERE rv.rollout_id = live.rollout_id AND rv.version = live.version RETURNING live.slug AS venue, live.weight`,
        [venueId, remote, version, reason],
      );
      const [variant] = paused;
      if (!variant) return;
      await tx.query('UPDATE remote_versions SET halted_reason = coalesce(halted_reason, $3) WHERE remote = $1 AND version = $2', [
        remote,
        version,
        reason,
      ]);
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: 'pause',
        remote,
        venue: variant.venue,
        before: { version, weight: variant.weight },
        after: { version, weight: 0 },
        reason,
      });
    });
  }

  const [current] = await db.query<{ version: string; previous_version: string | null }>(
    'SELECT version, previous_version FROM remote_defaults WHERE remote = $1',
    [remote],
  );
  if (current?.version !== version || current.previous_version === null) return;
  const everywhere = await failingGuests(db, { remote, version }, limit);
  if (everywhere < limit.guests) return;
  await rollBackFailingDefault(
    db,
    remote,
    version,
    `Rolled back automatically: ${everywhere} guests failed to ${what} within ${windowText(limit.windowMs)} (last failure: ${stage})`,
  );
}
