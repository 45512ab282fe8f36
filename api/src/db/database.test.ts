import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveConfig } from '../config';
import { OPS_TOKEN_FILE } from '../ops-token';
import { startServer } from '../index';
import { seedDemo } from '../seed/seed';
import { call } from '../testing/harness';
import { VENUE } from '../testing/flows';
import paths from '../paths.cjs';
import { migrate } from './migrate';

describe('file-backed database', () => {
  it('is created, migrated and seeded on first start, and kept across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tabula-data-')), 'api');
    try {
      const first = await startServer({ port: 0, dataDir });
      const harbour = { 'x-venue-slug': 'harbour' };
      let order: string;
      // Closed whatever the assertions say: a server left open kept the test process running for ever.
      try {
        order = (await call(first.url, 'POST', '/api/order/create/', { body: { venue_uuid: VENUE.harbour }, headers: harbour })).body
          .order_uuid;
        const migrations = await first.app.tabula.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
        assert.deepEqual(
          migrations.map((m) => m.name),
          // Every migration the folder holds, in file-name order.
          readdirSync(paths.migrationsDir)
            .filter((name) => name.endsWith('.sql'))
            .sort(),
        );
      } finally {
        await first.close();
      }

      // A folder another local user could read (as folders made before were): taken back at the next start.
      chmodSync(dataDir, 0o777);
      const second = await startServer({ port: 0, dataDir });
      try {
        const open = (function walk(dir: string): string[] {
          return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
            const path = join(dir, entry.name);
            const others = statSync(path).mode & 0o077 ? [path] : [];
            return entry.isDirectory() ? [...others, ...walk(path)] : others;
          });
        })(dataDir);
        assert.equal(statSync(dataDir).mode & 0o777, 0o700);
        assert.deepEqual(open, [], 'nothing in the data folder is readable or writable by other users');
        assert.deepEqual(await migrate(second.app.tabula.db), []);
        assert.equal(await seedDemo(second.app.tabula.db), false);
        const [venues] = await second.app.tabula.db.query<{ n: number }>('SELECT count(*)::int AS n FROM venues');
        assert.equal(venues?.n, 8);
        const status = await call(second.url, 'GET', `/api/order/${order}/status/`, { headers: harbour });
        assert.equal(status.status, 200);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('takes OPS_TOKEN, else generates a token on first start into <DATA_DIR>/ops-token and keeps it', () => {
    assert.equal(resolveConfig({}, { OPS_TOKEN: 's3cret', DATA_DIR: 'memory' }).opsToken, 's3cret');
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tabula-ops-')), 'api');
    try {
      const first = resolveConfig({}, { DATA_DIR: dataDir, NODE_ENV: 'production' });
      assert.equal(first.opsTokenFile, join(dataDir, OPS_TOKEN_FILE));
      assert.match(first.opsToken, /^[\w-]{32}$/);
      assert.notEqual(first.opsToken, 'dev-ops-token');
      assert.equal(readFileSync(join(dataDir, OPS_TOKEN_FILE), 'utf8').trim(), first.opsToken);
      assert.equal(statSync(join(dataDir, OPS_TOKEN_FILE)).mode & 0o777, 0o600);
      assert.equal(resolveConfig({}, { DATA_DIR: dataDir }).opsToken, first.opsToken, 'kept across restarts');
      const memory = [resolveConfig({}, { DATA_DIR: 'memory' }), resolveConfig({}, { DATA_DIR: 'memory' })];
      assert.notEqual(memory[0]?.opsToken, memory[1]?.opsToken);
      assert.equal(memory[0]?.opsTokenFile, undefined);
    } finally {
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  });

  it('answers the old built-in token dev-ops-token with 401', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory' });
    try {
      const res = await call(server.url, 'POST', '/api/ops/orders/7ab01a00-0000-4000-8000-0000000000aa/status', {
        body: { status: 3 },
        headers: { 'x-ops-token': 'dev-ops-token' },
      });
      assert.equal(res.status, 401);
    } finally {
      await server.close();
    }
  });

  it('reads the environment, options winning', () => {
    const env = { PORT: '9000', AUTO_ACCEPT_MS: '5000', ORDER_EXPIRY_MS: '60000', DEFAULT_VENUE: 'harbour' };
    const c = resolveConfig({ port: 0 }, { ...env, DATA_DIR: 'memory' });
    assert.deepEqual([c.port, c.autoAcceptMs, c.orderExpiryMs, c.defaultVenue], [0, 5000, 60000, 'harbour']);
    assert.equal(resolveConfig({}, { DATA_DIR: 'memory' }).autoAcceptMs, undefined);
    assert.throws(() => resolveConfig({}, { TAB_EXPIRY_MS: 'soon', DATA_DIR: 'memory' }), /TAB_EXPIRY_MS/);
  });
});
