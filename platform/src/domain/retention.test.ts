import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { resolveConfig } from '@tabula/api/config';
import { lemonade, openTab, VENUE } from '../testing/flows';
import { call, suite } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';
import { registryOverview } from './remote-registry';
import { purgeExpired } from '@tabula/api/domain/retention';
import { platformRetention } from './retention-steps';

const OLD = `now() - interval '100 days'`;

suite(
  'the retention job',
  (t) => {
    it('purges guests’ data older than the retention period, and the A/B results and sales still add up', async () => {
      const db = t().db;
      const ops = { 'x-ops-token': t().server.opsToken };
      await markBuildsRead(db, 'mfe_menu');
      // A running split, as old as the data, whose results must not change.
      const put = await call(t().url, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', {
        body: { variants: { initial: 100 } },
        headers: ops,
      });
      assert.equal(put.status, 200, put.text);
      const [rollout] = await db.query<{ id: number }>(`SELECT id FROM remote_rollouts WHERE ended_at IS NULL AND remote = 'mfe_menu'`);
      await db.query(`UPDATE remote_rollouts SET started_at = now() - interval '200 days' WHERE id = $1`, [rollout?.id]);
      for (let i = 0; i < 3; i++) {
        await db.query(
          `INSERT INTO experiment_exposures (guest_id, rollout_id, phase, version, exposed_at) VALUES ($1, $2, 1, 'initial', ${OLD})`,
          [randomUUID(), rollout?.id],
        );
      }
      await db.query(
        `INSERT INTO remote_load_failures (guest_id, venue_id, remote, version, stage, reported_at)
       SELECT $1, id, 'mfe_menu', 'initial', 'entry', ${OLD} FROM venues WHERE slug = 'bistro'`,
        [randomUUID()],
      );
      // A split that ended long ago: its assignments and failures go.
      const [ended] = await db.query<{ id: number }>(
        `INSERT INTO remote_rollouts (venue_id, remote, started_at, ended_at)
       SELECT id, 'mfe_tab', now() - interval '300 days', now() - interval '250 days' FROM venues WHERE slug = 'bistro' RETURNING id`,
      );
      await db.query(`INSERT INTO guest_assignments (guest_id, rollout_id, version, assigned_at) VALUES ($1, $2, 'initial', ${OLD})`, [
        randomUUID(),
        ended?.id,
      ]);
      await db.query(
        `INSERT INTO remote_load_failures (guest_id, venue_id, remote, version, stage, reported_at)
       SELECT $1, id, 'mfe_tab', 'initial', 'chunk', now() - interval '260 days' FROM venues WHERE slug = 'bistro'`,
        [randomUUID()],
      );

      // An old tab with its order, and a fresh one.
      const old = await openTab(t(), VENUE.bistro, '7', 'Grace');
      await lemonade(t(), old.order_uuid);
      await db.query(`UPDATE orders SET email = 'grace@example.com', note = 'by the window', is_paid = true WHERE uuid = $1`, [
        old.order_uuid,
      ]);
      await db.query(`UPDATE tabs SET expires_at = ${OLD} WHERE uuid = $1`, [old.tab_uuid]);
      await db.query(`UPDATE orders SET expires_at = ${OLD} WHERE uuid = $1`, [old.order_uuid]);
      const fresh = await openTab(t(), VENUE.bistro, '8', 'Ada');
      await db.query(`INSERT INTO outbox (to_address, subject, body, created_at) VALUES ('a@example.com', 'old', 'link', ${OLD})`);
      await db.query(`INSERT INTO outbox (to_address, subject, body) VALUES ('b@example.com', 'new', 'link')`);
      await db.query(
        `INSERT INTO rate_limits (key, hits, window_ends) VALUES ('ended', 3, now() - interval '1 minute'), ('live', 3, now() + interval '1 hour')`,
      );
      const ordersBefore = await db.query<{ n: number; paid: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE is_paid)::int AS paid FROM orders`,
      );
      const resultsBefore = await registryOverview(db);

      const report = await purgeExpired(db, resolveConfig({ dataDir: 'memory' }).retentionDays, platformRetention);
      assert.ok(report, 'one instance purges at a time; none other runs here');

      const [oldTab] = await db.query<{ first_name: string; password: string | null }>(
        'SELECT first_name, password FROM tabs WHERE uuid = $1',
        [old.tab_uuid],
      );
      assert.deepEqual(oldTab, { first_name: '', password: null });
      const [freshTab] = await db.query<{ first_name: string }>('SELECT first_name FROM tabs WHERE uuid = $1', [fresh.tab_uuid]);
      assert.equal(freshTab?.first_name, 'Ada');
      const [oldOrder] = await db.query<{ email: string | null; note: string; is_paid: boolean }>(
        'SELECT email, note, is_paid FROM orders WHERE uuid = $1',
        [old.order_uuid],
      );
      assert.deepEqual(oldOrder, { email: null, note: '', is_paid: true });
      assert.deepEqual(
        (await db.query<{ subject: string }>('SELECT subject FROM outbox ORDER BY id')).map((r) => r.subject),
        (await db.query<{ subject: string }>(`SELECT subject FROM outbox WHERE subject <> 'old' ORDER BY id`)).map((r) => r.subject),
      );
      assert.equal((await db.query(`SELECT 1 FROM outbox WHERE subject = 'old'`)).length, 0);
      assert.deepEqual(
        (await db.query<{ key: string }>(`SELECT key FROM rate_limits WHERE key IN ('ended', 'live')`)).map((r) => r.key),
        ['live'],
      );
      assert.equal((await db.query('SELECT 1 FROM guest_assignments WHERE rollout_id = $1', [ended?.id])).length, 0);
      assert.equal((await db.query(`SELECT 1 FROM remote_load_failures WHERE remote = 'mfe_tab'`)).length, 0);

      // What operators and the books read is unchanged.
      assert.deepEqual(await registryOverview(db), resultsBefore);
      assert.deepEqual(await db.query(`SELECT count(*)::int AS n, count(*) FILTER (WHERE is_paid)::int AS paid FROM orders`), ordersBefore);
      const menu = resultsBefore.find((r) => r.name === 'mfe_menu')?.rollouts.find((r) => r.venue === 'bistro')?.variants[0];
      assert.equal(menu?.guests, 3);
      assert.equal(menu?.load_failures, 1);

      // A second run finds nothing left to do.
      const again = await purgeExpired(db, 90, platformRetention);
      assert.ok(again && Object.entries(again).every(([step, n]) => n === 0 || step === 'rate_limits'), JSON.stringify(again));
    });

    it('reads the retention period from RETENTION_DAYS, 90 days by default', () => {
      assert.equal(resolveConfig({ dataDir: 'memory' }, {}).retentionDays, 90);
      assert.equal(resolveConfig({ dataDir: 'memory' }, { RETENTION_DAYS: '30' }).retentionDays, 30);
      assert.throws(() => resolveConfig({ dataDir: 'memory' }, { RETENTION_DAYS: '0' }), /RETENTION_DAYS/);
    });
  },
  { shellManifest: permissiveShellManifest() },
);
