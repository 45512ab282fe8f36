import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { freshMemoryPglite } from './pglite-template';

/** What a query runs on: the database itself or an open transaction. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Folder of a file-backed PGlite database, or 'memory' for a throw-away one. */
  dataDir: string;
  /** When set, a real PostgreSQL server is used instead of PGlite. */
  databaseUrl?: string | undefined;
  /** Schemas whose tables queries name without a schema, after public (a hosted extension's own). */
  schemas?: readonly string[];
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const schemas = ['public', ...(opts.schemas ?? [])];
  const bad = schemas.find((name) => !SCHEMA_NAME.test(name));
  if (bad) throw new Error(`"${bad}" is not a schema name this server uses`);
  const searchPath = schemas.join(', ');
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, searchPath);
  return openPglite(opts.dataDir, searchPath);
}

/**
 * The data folder holds the server's signing keys and every guest's data: it is the owner's alone, as
 * PostgreSQL insists of its own folder. The folder is 0700, so no other user reaches anything in it; the
 * umask 077 makes what is written from now on the owner's too, and anything already there readable by
 * others (a folder made before, or a file PGlite set a mode of its own on while starting) is taken back.
 */
function ownerOnly(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const walk = (dir: string) => {
    chmodSync(dir, 0o700);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) chmodSync(path, 0o600);
    }
  };
  walk(dataDir);
}

async function openPglite(dataDir: string, searchPath: string): Promise<Database> {
  let db: PGlite;
  if (dataDir === 'memory') {
    db = await freshMemoryPglite();
  } else {
    ownerOnly(dataDir);
    db = new PGlite(dataDir);
  }
  await db.waitReady;
  if (dataDir !== 'memory') ownerOnly(dataDir);
  // One connection: set once, it holds for every query.
  await db.exec(`SET search_path TO ${searchPath}`);
  return {
    kind: 'pglite',
    async query<T>(text: string, params?: unknown[]) {
      return (await db.query<T>(text, params)).rows;
    },
    async exec(text: string) {
      await db.exec(text);
    },
    // PGlite has a single connection: its transaction() holds it exclusively, which
    // also serialises concurrent requests touching the same rows.
    transaction<T>(fn: (tx: Sql) => Promise<T>) {
      return db.transaction((tx) =>
        fn({
          async query<R>(text: string, params?: unknown[]) {
            return (await tx.query<R>(text, params)).rows;
          },
          async exec(text: string) {
            await tx.exec(text);
          },
        }),
      );
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string, searchPath: string): Promise<Database> {
  // Every connection of the pool starts with the search path, as a startup option.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${searchPath.replace(/ /g, '')}` });
  // An idle connection the server ends (restart, failover, a forced DROP DATABASE) emits 'error' on the
  // pool; unheard, that crashes the process. The pool drops the client and opens a new one when needed.
  pool.on('error', (err) => console.error(`[db] idle PostgreSQL connection lost: ${err.message}`));
  // Fail at start-up, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const wrap = (client: pg.Pool | pg.PoolClient): Sql => ({
    async query<T>(text: string, params?: unknown[]) {
      return (await client.query(text, params)).rows as T[];
    },
    async exec(text: string) {
      await client.query(text);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Sql) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === UNIQUE_VIOLATION;
}
