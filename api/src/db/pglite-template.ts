import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's version: a template is only ever loaded by the PGlite that made it. */
function pgliteVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * A throw-away database, started from a copy of an empty cluster this machine initialised once: initdb is
 * most of a fresh PGlite's start, and every test server starts one (docs/decisions/test-suite-time.md).
 */
export async function freshMemoryPglite(): Promise<PGlite> {
  const file = path.join(tmpdir(), `tabula-pglite-${pgliteVersion()}-empty.tar`);
  if (existsSync(file)) {
    try {
      const db = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
      await db.waitReady;
      return db;
    } catch {
      // An unreadable template is made again below.
    }
  }
  const db = new PGlite();
  await db.waitReady;
  const template = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  // Written aside and renamed: a parallel test process reads a whole template or none.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, template);
  renameSync(partial, file);
  return db;
}
