import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import paths from '../paths.cjs';
import type { Database } from './database';

// Any constant works; it only has to be the same for every server sharing a database,
// so two servers starting at once do not apply the same migration twice.
const MIGRATION_LOCK = 72_617_001;

/**
 * Applies, in file-name order across the folders (the venue API's and each hosted extension's: their
 * numbers are one sequence), every `NNN_name.sql` not yet recorded in schema_migrations, all in one
 * transaction that takes the advisory lock before anything else: two servers starting together on an
 * empty database once raced on CREATE TABLE IF NOT EXISTS schema_migrations (duplicate pg_type row).
 */
export async function migrate(db: Database, dirs: readonly string[] = [paths.migrationsDir]): Promise<string[]> {
  const files = dirs
    .flatMap((dir) => readdirSync(dir).map((file) => ({ dir, file })))
    .filter(({ file }) => /^\d+_.+\.sql$/.test(file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const twice = files.find((f, i) => i > 0 && files[i - 1]?.file === f.file);
  if (twice) throw new Error(`Migration ${twice.file} is in two folders: each name is applied once, so each must be new`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const seen = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const applied: string[] = [];
    for (const { dir, file } of files.filter((f) => !seen.has(f.file))) {
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
