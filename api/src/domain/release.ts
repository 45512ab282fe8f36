import type { Database, Sql } from '../db/database';
import { conflict } from '../rules/violation';
import { recordAudit, SYSTEM_ACTOR } from './audit';
import { assertVersionFits } from './contract-gate';
import { failingGuests, windowText, type FailureLimit } from './failure-count';
import { endVenueExperiment } from './experiments';
import { assertRemote, assertVersion } from './remote-registry';

/** Why promoting this version would harm guests, or undefined: the API stopped it, or guests failed on it lately. */
async function promoteRefusal(db: Sql, remote: string, version: string, limit: FailureLimit): Promise<string | undefined> {
  const [halted] = await db.query<{ reason: string | null }>(
    `SELECT coalesce(v.halted_reason,
       (SELECT rv.stopped_reason FROM rollout_variants rv WHERE rv.remote = v.remote AND rv.version = v.version
          AND rv.stopped_reason IS NOT NULL LIMIT 1)) AS reason
     FROM remote_versions v WHERE v.remote = $1 AND v.version = $2`,
    [remote, version],
  );
  if (halted?.reason) return `${remote} ${version} was stopped automatically (${halted.reason})`;
  const failed = await failingGuests(db, { remote, version }, { ...limit, perAddress: Number.MAX_SAFE_INTEGER });
  if (failed > 0)
    return `${failed} guest${failed === 1 ? '' : 's'} failed to load ${remote} ${version} within the last ${windowText(limit.windowMs)}`;
  return undefined;
}

export interface Promotion {
  remote: string;
  version: string;
  actor: string;
  /** Promote a version the guard refuses (stopped automatically, or failing lately). */
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

/** Makes the version the default, keeping the one it replaces as the previous default; returns that one. */
export async function setDefault(tx: Sql, remote: string, version: string): Promise<string | null> {
  const [current] = await tx.query<{ version: string }>('SELECT version FROM remote_defaults WHERE remote = $1 FOR UPDATE', [remote]);
  if (current?.version === version) return version;
  await tx.query(
    `INSERT INTO remote_defaults (remote, version) VALUES ($1, $2)
     ON CONFLICT (remote) DO UPDATE SET previous_version = remote_defaults.version, version = EXCLUDED.version, changed_at = now()`,
    [remote, version],
  );
  return current?.version ?? null;
}

/** Makes a registered version every venue's build of the remote, outside the venues' own splits. */
export async function promote(
  db: Database,
  shellManifest: string,
  promotion: Promotion,
  limit: FailureLimit,
): Promise<{ remote: string; default: string; previous: string | null }> {
  await assertPromotable(db, shellManifest, promotion, limit);
  const { remote, version, actor } = promotion;
  return db.transaction(async (tx) => {
    const before = await setDefault(tx, remote, version);
    if (before !== version) {
      await recordAudit(tx, {
        actor,
        action: 'promote',
        remote,
        before: { default: before },
        after: { default: version },
        reason: promotion.force ? 'forced' : undefined,
      });
    }
    const [row] = await tx.query<{ previous_version: string | null }>('SELECT previous_version FROM remote_defaults WHERE remote = $1', [
      remote,
    ]);
    return { remote, default: version, previous: row?.previous_version ?? null };
  });
}

/**
 * Promotes the version and ends the venue's split of the remote, in one transaction: every guest,
 * the venue's included, gets the winner from their next page on.
 */
export async function ship(
  db: Database,
  shellManifest: string,
  shipment: Promotion & { venue: { id: number; slug: string } },
  limit: FailureLimit,
): Promise<{ remote: string; default: string; venue: string }> {
  await assertPromotable(db, shellManifest, shipment, limit);
  const { remote, version, actor, venue } = shipment;
  return db.transaction(async (tx) => {
    const before = await setDefault(tx, remote, version);
    await endVenueExperiment(tx, venue, remote, actor, 'shipped');
    await recordAudit(tx, { actor, action: 'ship', remote, venue: venue.slug, before: { default: before }, after: { default: version } });
    return { remote, default: version, venue: venue.slug };
  });
}

/**
 * Restores the previous default, in one statement: of two operators pressing rollback at once, one
 * rolls back and the other is told there is nothing left to roll back to (409), rather than the
 * second undoing the first. The version rolled back from is no fallback for anyone any more.
 */
export async function rollback(db: Database, remote: string, actor: string): Promise<{ remote: string; default: string; from: string }> {
  await assertRemote(db, remote);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ restored: string; from: string }>(
      `UPDATE remote_defaults d SET version = d.previous_version, previous_version = NULL, changed_at = now()
       FROM remote_defaults old WHERE d.remote = $1 AND old.remote = d.remote
         AND d.previous_version IS NOT NULL AND d.previous_version <> d.version
       RETURNING d.version AS restored, old.version AS from`,
      [remote],
    );
    if (!row) throw conflict(`${remote} has no previous default to roll back to`);
    await recordAudit(tx, { actor, action: 'rollback', remote, before: { default: row.from }, after: { default: row.restored } });
    return { remote, default: row.restored, from: row.from };
  });
}

/**
 * A default that failed for too many guests gives way to the previous default, by itself. The
 * failing version keeps no claim to come back (no previous default afterwards) and is marked halted,
 * so promote refuses it until forced. At most one of several racing reports does it.
 */
export async function rollBackFailingDefault(db: Database, remote: string, failing: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ version: string }>(
      `UPDATE remote_defaults SET version = previous_version, previous_version = NULL, changed_at = now()
       WHERE remote = $1 AND version = $2 AND previous_version IS NOT NULL AND previous_version <> version RETURNING version`,
      [remote, failing],
    );
    if (!row) return false;
    await tx.query('UPDATE remote_versions SET halted_reason = coalesce(halted_reason, $3) WHERE remote = $1 AND version = $2', [
      remote,
      failing,
      reason,
    ]);
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'auto-rollback',
      remote,
      before: { default: failing },
      after: { default: row.version },
      reason,
    });
    return true;
  });
}
