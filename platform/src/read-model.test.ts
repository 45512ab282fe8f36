import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import apiPaths from '@tabula/api/paths.cjs';
import paths from './paths.cjs';

const sqlIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
const names = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((m) => m[1] as string));

// The venue's tables: what api/migrations create, less what the platform's schema took and the server's own.
const created = names(sqlIn(apiPaths.migrationsDir), /CREATE TABLE (?:IF NOT EXISTS )?([a-z_]+)/g);
const movedToPlatform = names(sqlIn(paths.migrationsDir), /ALTER TABLE ([a-z_]+) SET SCHEMA platform/g);
const SERVER_TABLES = new Set(['ops_audit', 'rate_limits', 'server_secrets']);
const venueTables = [...created].filter((t) => !movedToPlatform.has(t) && !SERVER_TABLES.has(t));

/** The platform's own modules (tests may set up any row). */
function platformSources(dir = join(import.meta.dirname)): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : platformSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [{ file: path, text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('the venue’s read model', () => {
  it('is what the platform’s SQL reads of the venue: its views, never the venue’s tables', () => {
    assert.ok(venueTables.includes('orders') && venueTables.includes('venues'), JSON.stringify(venueTables));
    const reach = new RegExp(`\\b(?:FROM|JOIN|INTO|UPDATE)\\s+(${venueTables.join('|')})\\b`, 'g');
    const found = platformSources().flatMap(({ file, text }) => [...text.matchAll(reach)].map((m) => `${file}: ${m[0]}`));
    assert.deepEqual(found, [], 'read venue_directory and order_outcomes (api/migrations/020_read_model.sql) instead');
  });
});
