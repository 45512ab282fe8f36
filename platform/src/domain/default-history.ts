import type { EarlierDefault } from '@tabula/shared/entities';
import type { Sql } from '@tabula/api/db/database';
import { isStopped } from './stopped-versions';

/**
 * A remote's earlier defaults (migration 016), a stack: promote pushes the default it replaces,
 * rollback pops down to the newest earlier default that can come back. Every function runs in the
 * caller's transaction and first locks the remote's row of remote_defaults, so two promotes or
 * rollbacks on two instances take their steps one after the other, never the same step twice.
 */

async function lockDefault(tx: Sql, remote: string): Promise<{ version: string; changed_at: Date } | undefined> {
  const [row] = await tx.query<{ version: string; changed_at: Date }>(
    'SELECT version, changed_at FROM remote_defaults WHERE remote = $1 FOR UPDATE',
    [remote],
  );
  return row;
}

/** The entry a rollback restores: the newest earlier default that is neither the current one nor stopped. */
const ROLLBACK_TARGET = `SELECT h.id, h.version FROM remote_default_history h
  JOIN remote_versions v ON v.remote = h.remote AND v.version = h.version
  WHERE h.remote = $1 AND h.version <> $2 AND NOT ${isStopped('v')} ORDER BY h.id DESC LIMIT 1`;

/**
 * Keeps remote_defaults.previous_version the version a rollback would restore: the default's
 * fallback on the page, and what the ops page offers to roll back to.
 */
export async function syncPrevious(tx: Sql, remote: string): Promise<void> {
  await tx.query(
    `UPDATE remote_defaults d SET previous_version = (SELECT t.version FROM (${ROLLBACK_TARGET.replace('$2', 'd.version')}) t)
     WHERE d.remote = $1`,
    [remote],
  );
}

/** Makes `version` the default, pushing the one it replaces onto the history; returns that one (itself when unchanged). */
export async function pushDefault(tx: Sql, remote: string, version: string): Promise<string | null> {
  const current = await lockDefault(tx, remote);
  if (current?.version === version) return version;
  if (current) {
    await tx.query('INSERT INTO remote_default_history (remote, version, since) VALUES ($1, $2, $3)', [
      remote,
      current.version,
      current.changed_at,
    ]);
  }
  await tx.query(
    `INSERT INTO remote_defaults (remote, version) VALUES ($1, $2)
     ON CONFLICT (remote) DO UPDATE SET version = EXCLUDED.version, changed_at = now()`,
    [remote, version],
  );
  await syncPrevious(tx, remote);
  return current?.version ?? null;
}

/**
 * One step back: the newest earlier default that is not stopped becomes the default again; it and
 * the entries above it leave the history (a stopped one skipped on the way is gone with them).
 * Undefined when there is none to go back to.
 */
export async function stepBack(tx: Sql, remote: string): Promise<{ from: string; to: string; skipped: string[] } | undefined> {
  const current = await lockDefault(tx, remote);
  if (!current) return undefined;
  const [target] = await tx.query<{ id: string | number; version: string }>(ROLLBACK_TARGET, [remote, current.version]);
  if (!target) return undefined;
  const dropped = await tx.query<{ version: string }>(
    'DELETE FROM remote_default_history WHERE remote = $1 AND id >= $2 RETURNING id, version',
    [remote, target.id],
  );
  await tx.query('UPDATE remote_defaults SET version = $2, changed_at = now() WHERE remote = $1', [remote, target.version]);
  await syncPrevious(tx, remote);
  const skipped = dropped
    .map((d) => d.version)
    .filter((v, i, all) => v !== target.version && v !== current.version && all.indexOf(v) === i);
  return { from: current.version, to: target.version, skipped };
}

/** Every remote's earlier defaults, newest first. */
export async function earlierDefaults(db: Sql): Promise<Map<string, EarlierDefault[]>> {
  const rows = await db.query<{ remote: string; version: string; since: Date | null; replaced_at: Date }>(
    'SELECT remote, version, since, replaced_at FROM remote_default_history ORDER BY remote, id DESC',
  );
  const byRemote = new Map<string, EarlierDefault[]>();
  for (const row of rows) {
    const list = byRemote.get(row.remote) ?? [];
    list.push({ version: row.version, since: row.since?.toISOString() ?? null, replaced_at: row.replaced_at.toISOString() });
    byRemote.set(row.remote, list);
  }
  return byRemote;
}
