import { request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import { after, before, describe } from 'node:test';
import pg from 'pg';
import type { AppContext } from '../context';
import type { ServerOptions } from '../config';
import type { Database } from '../db/database';
import { startServer, type RunningServer } from '../index';

/** Starts a server as index.ts's startServer does: the venue API alone, or it with what a host composes. */
export type StartServer<O extends ServerOptions = ServerOptions> = (opts: O, shared?: { db?: Database }) => Promise<RunningServer>;

/**
 * A reply body is whatever JSON the route sent; a test reads the fields it asserts on without declaring
 * the whole response shape, so an untyped call's body is `any`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place tests opt out of typing a reply's JSON body
export type AnyJson = any;

export interface Reply<T = AnyJson> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: T;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, e.g. malformed JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** The loopback address to call from (127.0.0.2, ...): another client, as rate limits see it. */
  from?: string;
}

/** Real HTTP with any headers, Host included (Node's fetch drops Host). */
export function call<T = AnyJson>(baseUrl: string, method: string, path: string, opts: CallOptions = {}): Promise<Reply<T>> {
  const url = new URL(path, baseUrl);
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = { ...opts.headers };
  if (payload !== undefined) {
    headers['content-type'] ??= 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive socket the server closes after an error (413) fails the next call.
    const req = httpRequest(url, { method, headers, agent: false, ...(opts.from && { localAddress: opts.from }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        if ((res.headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body as T, text });
      });
    });
    req.on('error', reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export interface TestServer {
  server: RunningServer;
  url: string;
  port: number;
  ctx: AppContext;
  db: Database;
  get<T = AnyJson>(path: string, opts?: CallOptions): Promise<Reply<T>>;
  post<T = AnyJson>(path: string, body?: unknown, opts?: CallOptions): Promise<Reply<T>>;
  /** Host header of a venue on this server. */
  host(slug: string): Record<string, string>;
  /** Calls made from a venue's own address: order calls are scoped to that venue. */
  at(slug: string): Pick<TestServer, 'get' | 'post'>;
}

/** A started server as the suites hand it to tests. */
export function asTestServer(server: RunningServer): TestServer {
  return {
    server,
    url: server.url,
    port: server.port,
    ctx: server.app.tabula,
    db: server.app.tabula.db,
    get: (path, opts) => call(server.url, 'GET', path, opts),
    post: (path, body, opts) => call(server.url, 'POST', path, { ...opts, body: opts?.rawBody === undefined ? body : undefined }),
    host: (slug) => ({ host: `${slug}.localhost:${server.port}` }),
    at: (slug) => {
      const withHost = (opts?: CallOptions): CallOptions => ({
        ...opts,
        headers: { host: `${slug}.localhost:${server.port}`, ...opts?.headers },
      });
      return {
        get: (path, opts) => call(server.url, 'GET', path, withHost(opts)),
        post: (path, body, opts) =>
          call(server.url, 'POST', path, { ...withHost(opts), body: opts?.rawBody === undefined ? body : undefined }),
      };
    },
  };
}

interface Started {
  server: RunningServer;
  /** Another API instance on the same database, as production runs several. */
  another(): Promise<RunningServer>;
  cleanup(): Promise<void>;
}

interface Backend<O extends ServerOptions> {
  name: string;
  start(opts: O): Promise<Started>;
}

const pglite = <O extends ServerOptions>(startServer: StartServer<O>): Backend<O> => ({
  name: 'pglite',
  async start(opts) {
    const server = await startServer({ port: 0, dataDir: 'memory', ...opts });
    return {
      server,
      another: () => startServer({ port: 0, dataDir: 'memory', ...opts }, { db: server.app.tabula.db }),
      cleanup: async () => undefined,
    };
  },
});

/** A fresh, empty database on the PostgreSQL server of `adminUrl`; `drop()` removes it. */
export async function emptyPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tabula_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped afterwards. */
function postgres<O extends ServerOptions>(startServer: StartServer<O>, adminUrl: string): Backend<O> {
  return {
    name: 'postgres',
    async start(opts) {
      const database = await emptyPostgresDatabase(adminUrl);
      const server = await startServer({ port: 0, databaseUrl: database.url, ...opts });
      return {
        server,
        another: () => startServer({ port: 0, databaseUrl: database.url, ...opts }),
        cleanup: () => database.drop(),
      };
    },
  };
}

function backends<O extends ServerOptions>(start: StartServer<O>): Backend<O>[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite(start), postgres(start, url)] : [pglite(start)];
}

/** The suites below, on servers `start` starts: the platform's tests run them on the composed server. */
export function suitesOn<O extends ServerOptions>(start: StartServer<O>) {
  return {
    suite: (title: string, define: (t: () => TestServer) => void, opts = {} as O) => suiteWith(backends(start), title, define, opts),
    suiteOfTwo: (title: string, define: (one: () => TestServer, two: () => TestServer) => void, opts = {} as O) =>
      suiteOfTwoWith(backends(start), title, define, opts),
  };
}

/**
 * Runs `define` once per database backend (PGlite always; PostgreSQL when TEST_DATABASE_URL
 * is set), each against its own freshly started server and database.
 */
function suiteWith<O extends ServerOptions>(all: Backend<O>[], title: string, define: (t: () => TestServer) => void, opts: O): void {
  for (const backend of all) {
    describe(`${title} [${backend.name}]`, () => {
      let current: TestServer | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      before(async () => {
        const started = await backend.start(opts);
        current = asTestServer(started.server);
        cleanup = started.cleanup;
      });
      after(async () => {
        await current?.server.close();
        await cleanup?.();
      });
      define(() => {
        if (!current) throw new Error('Server not started yet');
        return current;
      });
    });
  }
}

/**
 * Like suite, with two API instances on one database (PGlite: one embedded database served by two
 * servers; PostgreSQL: two servers with their own pools): what one instance counts, the other must see.
 */
function suiteOfTwoWith<O extends ServerOptions>(
  all: Backend<O>[],
  title: string,
  define: (one: () => TestServer, two: () => TestServer) => void,
  opts: O,
): void {
  for (const backend of all) {
    describe(`${title} [${backend.name}, two instances]`, () => {
      let servers: TestServer[] = [];
      let cleanup: (() => Promise<void>) | undefined;
      before(async () => {
        const started = await backend.start(opts);
        cleanup = started.cleanup;
        servers = [asTestServer(started.server)];
        // Started one after the other: the second finds the database migrated and seeded.
        servers.push(asTestServer(await started.another()));
      });
      after(async () => {
        // The second first: on PGlite it borrows the first one's database.
        for (const server of servers.reverse()) await server.server.close();
        await cleanup?.();
      });
      const nth = (i: number) => () => {
        const server = servers[i];
        if (!server) throw new Error('Servers not started yet');
        return server;
      };
      define(nth(0), nth(1));
    });
  }
}

/** Suites on the venue API alone. */
export const { suite, suiteOfTwo } = suitesOn(startServer);

const WATCHED_TABLES = [
  'venues',
  'guests',
  'guest_sessions',
  'tabs',
  'orders',
  'order_items',
  'order_item_options',
  'service_requests',
  'payments',
  'outbox',
];

/** A digest of every row of the tables requests can change: equal digests, no row changed. */
export async function fingerprint(db: Database): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const [row] = await db.query<{ digest: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest, count(*)::int AS n FROM ${table} t`,
    );
    out[table] = `${row?.n}:${row?.digest ?? ''}`;
  }
  return out;
}

/** Polls `check` until it returns something other than undefined/false (work a reply left running), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
