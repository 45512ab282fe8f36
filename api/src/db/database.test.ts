import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { resolveConfig } from '../config';
import { startServer } from '../index';
import { seedDemo } from '../seed/seed';
import { call } from '../testing/harness';
import { VENUE } from '../testing/flows';
import { migrate } from './migrate';

describe('file-backed database', () => {
  it('is created, migrated and seeded on first start, and kept across restarts', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'tabula-data-')), 'api');
    try {
      const first = await startServer({ port: 0, dataDir });
      const order = (await call(first.url, 'POST', '/api/order/create/', { body: { venue_uuid: VENUE.harbour } })).body.order_uuid;
      const migrations = await first.app.tabula.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      assert.deepEqual(
        migrations.map((m) => m.name),
        ['001_venues_and_menus.sql', '002_guests_tabs_orders.sql', '003_payment_cancellation.sql'],
      );
      await first.close();

      const second = await startServer({ port: 0, dataDir });
      try {
        assert.deepEqual(await migrate(second.app.tabula.db), []);
        assert.equal(await seedDemo(second.app.tabula.db), false);
        const [venues] = await second.app.tabula.db.query<{ n: number }>('SELECT count(*)::int AS n FROM venues');
        assert.equal(venues?.n, 8);
        const status = await call(second.url, 'GET', `/api/order/${order}/status/`);
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
  it('refuses to start in production without an ops token', () => {
    assert.throws(() => resolveConfig({}, { NODE_ENV: 'production' }), /OPS_TOKEN/);
    assert.equal(resolveConfig({}, { NODE_ENV: 'production', OPS_TOKEN: 's3cret' }).opsToken, 's3cret');
    assert.equal(resolveConfig({}, {}).opsToken, 'dev-ops-token');
  });

  it('reads the environment, options winning', () => {
    const env = { PORT: '9000', AUTO_ACCEPT_MS: '5000', ORDER_EXPIRY_MS: '60000', DEFAULT_VENUE: 'harbour' };
    const c = resolveConfig({ port: 0 }, env);
    assert.deepEqual([c.port, c.autoAcceptMs, c.orderExpiryMs, c.defaultVenue], [0, 5000, 60000, 'harbour']);
    assert.equal(resolveConfig({}, {}).autoAcceptMs, undefined);
    assert.throws(() => resolveConfig({}, { TAB_EXPIRY_MS: 'soon' }), /TAB_EXPIRY_MS/);
  });
});
