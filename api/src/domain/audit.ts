import type { AuditAction, AuditEntry } from '@tabula/shared/entities';
import type { Sql } from '../db/database';

/** The API's own name in the audit log, for what it changed by itself (a pause, a rollback). */
export const SYSTEM_ACTOR = 'system';

export interface AuditChange {
  actor: string;
  action: AuditAction;
  remote?: string;
  venue?: string;
  before?: unknown;
  after?: unknown;
  reason?: string;
}

/** Records one change of the registry, in the caller's transaction, so the log holds what was done and only that. */
export async function recordAudit(db: Sql, change: AuditChange): Promise<void> {
  await db.query('INSERT INTO ops_audit (actor, action, remote, venue, before, after, reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    change.actor,
    change.action,
    change.remote ?? null,
    change.venue ?? null,
    change.before === undefined ? null : JSON.stringify(change.before),
    change.after === undefined ? null : JSON.stringify(change.after),
    change.reason ?? null,
  ]);
}

/** The log, newest first: at most `limit` entries, of one remote when given. */
export async function auditLog(db: Sql, filter: { remote?: string; limit: number }): Promise<AuditEntry[]> {
  const rows = await db.query<Omit<AuditEntry, 'at' | 'id'> & { id: string | number; at: Date }>(
    `SELECT id, at, actor, action, remote, venue, before, after, reason FROM ops_audit
     WHERE $1::text IS NULL OR remote = $1 ORDER BY id DESC LIMIT $2`,
    [filter.remote ?? null, filter.limit],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: row.at.toISOString() }));
}
