import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Sql } from '@tabula/api/db/database';

/**
 * A shell build that shares nothing and loads no page: every build fits it, so a test about something
 * else (experiments, retention) can split a remote's guests without a shell build or a remote origin.
 * The contract gate itself is tested with real manifests in routes/remote-versions.test.ts.
 */
export function permissiveShellManifest(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-shell-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [] }));
  writeFileSync(join(dir, 'page-routes.json'), JSON.stringify({ pages: [] }));
  return join(dir, 'mf-manifest.json');
}

/** Records what the contract gate reads of a remote's registered builds, so it fetches none of them. */
export async function markBuildsRead(db: Sql, remote: string): Promise<void> {
  await db.query(`UPDATE remote_versions SET build_hash = 'test', shared = '[]', exposes = '[]' WHERE remote = $1`, [remote]);
}
