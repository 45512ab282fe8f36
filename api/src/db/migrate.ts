import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import paths from '../paths.cjs';
import type { Database } from './database';

// Any constant works; it only has to be the same for every server sharing a database,
// so two servers starting at once do not apply the same migration twice.
const MIGRATION_LOCK = 72_617_001;

/** Applies, in file-name order, every `NNN_name.sql` not yet recorded in schema_migrations. */
export async function migrate(db: Database, dir: string = paths.migrationsDir): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const files = readdirSync(dir)
    .filter((f) => /^\d+_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = readFileSync(join(dir, file), 'utf8');
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (seen.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (done) applied.push(file);
  }
  return applied;
}
