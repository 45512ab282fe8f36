import type { Database } from '@tabula/api/db/database';
import { conflict } from '@tabula/api/rules/violation';
import { recordAudit } from '@tabula/api/domain/audit';
import { stepBack, syncPrevious } from './default-history';
import { assertRemote, assertVersion } from './remote-registry';

export interface StoppedVersion {
  remote: string;
  version: string;
  /** What the registry says from now on, as promote and split quote it. */
  reason: string;
  /** The venues' splits that gave it guests, with the weight each had; it has weight 0 in them now. */
  paused: { venue: string; weight: number }[];
  /** The default after the stop: the earlier default when the stopped version was the default. */
  default: string | null;
  rolled_back: boolean;
}

/**
 * An operator stops a version by hand, as the API stops a failing one by itself: weight 0 in every
 * venue's split, the earlier default restored when it is the default, and halted, so promote and
 * split refuse it unless forced and rollback steps over it. One transaction, the default's row locked
 * first (as promote and rollback lock it), so a racing promote or second stop waits and then sees it.
 */
export async function stopVersion(
  db: Database,
  stop: { remote: string; version: string; reason: string; actor: string },
): Promise<StoppedVersion> {
  const { remote, version, actor } = stop;
  await assertRemote(db, remote);
  await assertVersion(db, remote, version);
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1 FOR UPDATE', [remote]);
    const [row] = await tx.query<{ halted_reason: string | null }>(
      'SELECT halted_reason FROM remote_versions WHERE remote = $1 AND version = $2 FOR UPDATE',
      [remote, version],
    );
    if (row?.halted_reason) throw conflict(`${remote} ${version} is stopped already (${row.halted_reason})`);
    const isDefault = current?.version === version;
    const step = isDefault ? await stepBack(tx, remote) : undefined;
    if (isDefault && !step) {
      throw conflict(`${remote} ${version} is the default and no earlier default is left to roll back to: promote another version first`);
    }
    const reason = `Stopped by ${actor}: ${stop.reason}`;
    await tx.query('UPDATE remote_versions SET halted_reason = $3 WHERE remote = $1 AND version = $2', [remote, version, reason]);
    const paused = await tx.query<{ venue: string; weight: number }>(
      `WITH live AS (
         SELECT rv.rollout_id, rv.version, rv.weight, v.slug FROM rollout_variants rv
         JOIN remote_rollouts r ON r.id = rv.rollout_id JOIN venue_directory v ON v.id = r.venue_id
         WHERE r.remote = $1 AND r.ended_at IS NULL AND rv.version = $2 AND rv.weight > 0
         FOR UPDATE OF rv)
       UPDATE rollout_variants rv SET weight = 0, stopped_reason = $3 FROM live
       WHERE rv.rollout_id = live.rollout_id AND rv.version = live.version RETURNING live.slug AS venue, live.weight`,
      [remote, version, reason],
    );
    paused.sort((a, b) => a.venue.localeCompare(b.venue));
    // It may have been the step a rollback would take: the next one is now.
    await syncPrevious(tx, remote);
    const after = step?.to ?? current?.version ?? null;
    const splits = Object.fromEntries(paused.map((p) => [p.venue, p.weight]));
    await recordAudit(tx, {
      actor,
      action: 'stop-version',
      remote,
      before: { version, default: current?.version ?? null, splits },
      after: { version, default: after, splits: Object.fromEntries(paused.map((p) => [p.venue, 0])) },
      reason: stop.reason,
    });
    return { remote, version, reason, paused, default: after, rolled_back: step !== undefined };
  });
}
