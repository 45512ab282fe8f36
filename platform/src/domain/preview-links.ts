import type { PreviewedVersion, PreviewLink } from '@tabula/shared/entities';
import type { Database, Sql } from '@tabula/api/db/database';
import { notFound } from '@tabula/api/rules/violation';
import { recordAudit } from '@tabula/api/domain/audit';

interface LinkRow {
  id: number;
  pins: { remote: string; version: string }[];
  venue: string | null;
  path: string;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_by: string | null;
}

/** Records a new link in the caller's transaction; its id goes into the signed token. */
export async function insertPreviewLink(
  tx: Sql,
  link: { pins: { remote: string; version: string }[]; venue?: string; path: string; actor: string; expiresAt: Date },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO preview_links (pins, venue, path, created_by, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [JSON.stringify(link.pins), link.venue ?? null, link.path, link.actor, link.expiresAt],
  );
  return (row as { id: number }).id;
}

/** Whether a link still opens: not revoked and not expired. Read on every previewed page, so a revoke ends it at once everywhere. */
export async function previewLinkLive(db: Sql, id: number): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM preview_links WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()', [id]);
  return row !== undefined;
}

/** The reason each of these versions was stopped, for those that were. */
export async function stoppedVersions(db: Sql, pins: readonly { remote: string; version: string }[]): Promise<Map<string, string>> {
  if (pins.length === 0) return new Map();
  const rows = await db.query<{ remote: string; version: string; halted_reason: string }>(
    `SELECT remote, version, halted_reason FROM remote_versions
     WHERE halted_reason IS NOT NULL AND (remote, version) IN (${pins.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')})`,
    pins.flatMap((p) => [p.remote, p.version]),
  );
  return new Map(rows.map((r) => [`${r.remote}@${r.version}`, r.halted_reason]));
}

const annotated = (pins: readonly { remote: string; version: string }[], stopped: Map<string, string>): PreviewedVersion[] =>
  pins.map(({ remote, version }) => {
    const reason = stopped.get(`${remote}@${version}`);
    return reason === undefined ? { remote, version } : { remote, version, stopped: reason };
  });

/** The pins with the reason each stopped version was stopped. */
export async function withStopped(db: Sql, pins: readonly { remote: string; version: string }[]): Promise<PreviewedVersion[]> {
  return annotated(pins, await stoppedVersions(db, pins));
}

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** The links that have not expired yet, newest first, revoked ones included (they say by whom). */
export async function listPreviewLinks(db: Sql, limit = 100): Promise<PreviewLink[]> {
  const rows = await db.query<LinkRow>(
    `SELECT id, pins, venue, path, created_by, created_at, expires_at, revoked_at, revoked_by FROM preview_links
     WHERE expires_at > now() ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  const stopped = await stoppedVersions(
    db,
    rows.flatMap((r) => r.pins),
  );
  return rows.map((r) => ({
    id: r.id,
    remotes: annotated(r.pins, stopped),
    venue: r.venue,
    path: r.path,
    created_by: r.created_by,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    revoked_at: iso(r.revoked_at),
    revoked_by: r.revoked_by,
  }));
}

/**
 * Ends a link for every browser that opened it, from its next page on: revoked and audited in one
 * transaction, the UPDATE deciding, so two operators revoking at once record it once. 404 for a link that
 * never was; a link already revoked stays as it was (revoking is idempotent).
 */
export async function revokePreviewLink(db: Database, id: number, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [revoked] = await tx.query<Pick<LinkRow, 'pins' | 'venue' | 'expires_at'>>(
      `UPDATE preview_links SET revoked_at = now(), revoked_by = $2 WHERE id = $1 AND revoked_at IS NULL
       RETURNING pins, venue, expires_at`,
      [id, actor],
    );
    if (!revoked) {
      const [known] = await tx.query('SELECT 1 FROM preview_links WHERE id = $1', [id]);
      if (!known) throw notFound(`No preview link ${id}`);
      return;
    }
    for (const { remote, version } of revoked.pins) {
      await recordAudit(tx, {
        actor,
        action: 'preview',
        remote,
        venue: revoked.venue ?? undefined,
        before: { link: id, version, expires_at: revoked.expires_at.toISOString() },
        reason: 'Preview link revoked',
      });
    }
  });
}
