import type { PromoteAnswer } from '@tabula/shared/entities';
import type { Database, Sql } from '@tabula/api/db/database';
import { conflict } from '@tabula/api/rules/violation';
import { recordAudit, SYSTEM_ACTOR } from '@tabula/api/domain/audit';
import { assertVersionFits } from './contract-gate';
import { failingGuests, windowText, type FailureLimit } from './failure-count';
import { pushDefault, stepBack, syncPrevious } from './default-history';
import { endVenueExperiment, experimentById } from './experiments';
import { stoppedReason } from './stopped-versions';
import { assertRemote, assertVersion } from './remote-registry';

/** Why promoting this version would harm guests, or undefined: it was stopped, or guests failed on it lately. */
async function promoteRefusal(db: Sql, remote: string, version: string, limit: FailureLimit): Promise<string | undefined> {
  const halted = await stoppedReason(db, remote, version);
  if (halted) return `${remote} ${version} was stopped (${halted})`;
  const failed = await failingGuests(db, { remote, version }, { ...limit, perAddress: Number.MAX_SAFE_INTEGER });
  if (failed > 0)
    return `${failed} guest${failed === 1 ? '' : 's'} failed to load ${remote} ${version} within the last ${windowText(limit.windowMs)}`;
  return undefined;
}

export interface Promotion {
  remote: string;
  version: string;
  actor: string;
  /** Promote a version the guard refuses (stopped, or failing lately). */
  force?: boolean;
}

/** The checks before a version becomes the default: the contract gate, then (unless forced) the failure guard. */
export async function assertPromotable(db: Database, shellManifest: string, promotion: Promotion, limit: FailureLimit): Promise<void> {
  await assertRemote(db, promotion.remote);
  await assertVersion(db, promotion.remote, promotion.version);
  if (!promotion.force) {
    const why = await promoteRefusal(db, promotion.remote, promotion.version, limit);
    if (why) throw conflict(`${why}. Send "force": true to promote it anyway.`);
  }
  await assertVersionFits(db, shellManifest, promotion.remote, promotion.version);
}

/** The venues running their own split of the remote (locked for this transaction): the default does not reach their guests. */
async function venuesSplitting(tx: Sql, remote: string): Promise<{ id: number; slug: string }[]> {
  return tx.query<{ id: number; slug: string }>(
    `SELECT v.id, v.slug FROM remote_rollouts r JOIN venue_directory v ON v.id = r.venue_id
     WHERE r.remote = $1 AND r.ended_at IS NULL ORDER BY v.slug FOR UPDATE OF r`,
    [remote],
  );
}

export type { PromoteAnswer };

/**
 * Makes a registered version every venue's build of the remote, outside the venues' own splits,
 * which the answer names; with `endSplits` it ends them too, in the same transaction, each audited as
 * a stop. Promoting the default again with `endSplits` only ends the splits.
 */
export async function promote(
  db: Database,
  shellManifest: string,
  promotion: Promotion & { endSplits?: boolean },
  limit: FailureLimit,
): Promise<PromoteAnswer> {
  await assertPromotable(db, shellManifest, promotion, limit);
  const { remote, version, actor } = promotion;
  return db.transaction(async (tx) => {
    const before = await pushDefault(tx, remote, version);
    const splitting = await venuesSplitting(tx, remote);
    const ended = promotion.endSplits ? splitting : [];
    for (const venue of ended) await endVenueExperiment(tx, venue, remote, actor, 'stopped', `ended by the promote of ${version}`);
    if (before !== version) {
      await recordAudit(tx, {
        actor,
        action: 'promote',
        remote,
        before: { default: before },
        after: { default: version, ...(ended.length > 0 && { ended_splits: ended.map((v) => v.slug) }) },
        reason: promotion.force ? 'forced' : undefined,
      });
    }
    const [row] = await tx.query<{ previous_version: string | null }>('SELECT previous_version FROM remote_defaults WHERE remote = $1', [
      remote,
    ]);
    return {
      remote,
      default: version,
      previous: row?.previous_version ?? null,
      kept_splits: promotion.endSplits ? [] : splitting.map((v) => v.slug),
      ended_splits: ended.map((v) => v.slug),
    };
  });
}

/**
 * Refuses (409) to ship from a split whose variants have not all reached the "not enough data yet"
 * size, unless forced: a winner called on a handful of guests is a coin toss.
 */
async function assertEnoughData(db: Sql, venue: { id: number; slug: string }, remote: string, force?: boolean): Promise<void> {
  const [running] = await db.query<{ id: number }>(
    'SELECT id FROM remote_rollouts WHERE venue_id = $1 AND remote = $2 AND ended_at IS NULL',
    [venue.id, remote],
  );
  if (!running || force) return;
  const experiment = await experimentById(db, running.id);
  if (experiment.enough_data) return;
  const counts = experiment.variants.map((v) => `${v.version} ${v.exposed}`).join(', ');
  throw conflict(
    `Not enough data yet to ship a winner of ${remote} at ${venue.slug}: each variant needs ${experiment.min_exposed} guests ` +
      `(now ${counts}). Send "force": true to ship it anyway.`,
  );
}

/**
 * Promotes the version and ends the venue's split of the remote, in one transaction: every guest,
 * the venue's included, gets the winner from their next page on. Only once every variant has
 * enough guests, unless forced.
 */
export async function ship(
  db: Database,
  shellManifest: string,
  shipment: Promotion & { venue: { id: number; slug: string } },
  limit: FailureLimit,
): Promise<{ remote: string; default: string; venue: string }> {
  await assertPromotable(db, shellManifest, shipment, limit);
  await assertEnoughData(db, shipment.venue, shipment.remote, shipment.force);
  const { remote, version, actor, venue } = shipment;
  return db.transaction(async (tx) => {
    const before = await pushDefault(tx, remote, version);
    await endVenueExperiment(tx, venue, remote, actor, 'shipped');
    await recordAudit(tx, {
      actor,
      action: 'ship',
      remote,
      venue: venue.slug,
      before: { default: before },
      after: { default: version },
      reason: shipment.force ? 'forced' : undefined,
    });
    return { remote, default: version, venue: venue.slug };
  });
}

/**
 * Restores the newest earlier default, one step per call: of two operators pressing rollback at
 * once, the second steps back from where the first left it (409 once none is left). Stopped
 * versions are stepped over. The version rolled back from leaves the history.
 */
export async function rollback(
  db: Database,
  remote: string,
  actor: string,
): Promise<{ remote: string; default: string; from: string; previous: string | null }> {
  await assertRemote(db, remote);
  return db.transaction(async (tx) => {
    const step = await stepBack(tx, remote);
    if (!step) throw conflict(`${remote} has no earlier default to roll back to`);
    await recordAudit(tx, {
      actor,
      action: 'rollback',
      remote,
      before: { default: step.from },
      after: { default: step.to },
      reason: step.skipped.length > 0 ? `stepped over stopped ${step.skipped.join(', ')}` : undefined,
    });
    const [row] = await tx.query<{ previous_version: string | null }>('SELECT previous_version FROM remote_defaults WHERE remote = $1', [
      remote,
    ]);
    return { remote, default: step.to, from: step.from, previous: row?.previous_version ?? null };
  });
}

/**
 * A default that failed for too many guests gives way to the newest earlier default, by itself,
 * and is marked halted, so promote refuses it until forced and rollback steps over it. At most one
 * of several racing reports does it (the default's row is locked, and it must still be the default).
 */
export async function rollBackFailingDefault(db: Database, remote: string, failing: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1 FOR UPDATE', [remote]);
    if (current?.version !== failing) return false;
    const step = await stepBack(tx, remote);
    if (!step) return false;
    await tx.query('UPDATE remote_versions SET halted_reason = coalesce(halted_reason, $3) WHERE remote = $1 AND version = $2', [
      remote,
      failing,
      reason,
    ]);
    await syncPrevious(tx, remote);
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'auto-rollback',
      remote,
      before: { default: failing },
      after: { default: step.to },
      reason,
    });
    return true;
  });
}
