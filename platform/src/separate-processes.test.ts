import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer as startVenueApi } from '@tabula/api';
import type { ExperimentVariantReport } from '@tabula/shared/entities';
import { startServer, type RunningServer } from './index';
import { guestCookies, lemonade, openTab, servedPage, VENUE } from './testing/flows';
import { asTestServer, call, emptyPostgresDatabase, eventually, type TestServer } from './testing/harness';
import { markBuildsRead, permissiveShellManifest } from './testing/release';

/** Both processes' databases: one embedded database both serve, or one PostgreSQL database with a pool each. */
const backends: { name: string; open(): Promise<{ platform: RunningServer; venue: RunningServer; drop(): Promise<void> }> }[] = [
  {
    name: 'pglite',
    async open() {
      // The platform first: it opens the embedded database with its schema on the search path.
      const platform = await startServer({ port: 0, dataDir: 'memory', venueApi: false, venueEventsPollMs: 50, ...OPTS });
      const venue = await startVenueApi({ port: 0, dataDir: 'memory', ...OPTS }, { db: platform.app.tabula.db });
      return { platform, venue, drop: async () => undefined };
    },
  },
];
const OPTS = { trustProxy: ['127.0.0.1'], shellManifest: permissiveShellManifest() };
if (process.env.TEST_DATABASE_URL) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  backends.push({
    name: 'postgres',
    async open() {
      const database = await emptyPostgresDatabase(adminUrl);
      const platform = await startServer({ port: 0, databaseUrl: database.url, venueApi: false, venueEventsPollMs: 50, ...OPTS });
      const venue = await startVenueApi({ port: 0, databaseUrl: database.url, ...OPTS });
      return { platform, venue, drop: () => database.drop() };
    },
  });
}

for (const backend of backends) {
  describe(`the venue API and the platform as separate processes [${backend.name}]`, () => {
    let platform: TestServer;
    let venue: TestServer;
    let servers: { platform: RunningServer; venue: RunningServer; drop(): Promise<void> } | undefined;
    before(async () => {
      servers = await backend.open();
      platform = asTestServer(servers.platform);
      venue = asTestServer(servers.venue);
    });
    after(async () => {
      await servers?.venue.close();
      await servers?.platform.close();
      await servers?.drop();
    });

    const documented = async (t: TestServer) => Object.keys((await t.get('/api/docs/json')).body.paths as object);

    it('serve apart: the venue API none of the platform’s paths, the platform none of the venue’s', async () => {
      const [ours, theirs] = [await documented(platform), await documented(venue)];
      assert.ok(ours.includes('/remotes.json') && theirs.includes('/api/order/{order_uuid}/checkout/'));
      assert.deepEqual(
        ours.filter((path) => theirs.includes(path)),
        ['/api/health'],
      );
      assert.equal((await venue.at('bistro').get('/remotes.json')).status, 404);
      assert.equal((await platform.at('bistro').get('/details-slim/')).status, 404);
    });

    it('an order placed at the venue API counts in the platform’s experiment, heard from the venue’s event log', async () => {
      const ops = (method: string, path: string, body?: unknown) =>
        call(platform.url, method, path, { body, headers: { 'x-ops-token': platform.server.opsToken } });
      await platform.db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json')`,
      );
      await markBuildsRead(platform.db, 'mfe_menu');
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      // A guest the platform served and the shell reported shown their variant.
      const cookieOf = await guestCookies(platform.db);
      const guest = crypto.randomUUID();
      const page = await servedPage(platform, 'bistro', { headers: { cookie: cookieOf(guest) } });
      const menu = page.remotes.mfe_menu as { version: string; experiment: { id: number } };
      const exposed = await platform
        .at('bistro')
        .post(
          '/api/remotes/exposures',
          { remote: 'mfe_menu', version: menu.version, experiment: menu.experiment.id, receipt: page.receipt },
          { headers: { cookie: cookieOf(guest) } },
        );
      assert.equal(exposed.status, 204, exposed.text);
      const submitted = async () =>
        ((await ops('GET', `/api/ops/experiments/${menu.experiment.id}`)).body.variants as ExperimentVariantReport[]).find(
          (v) => v.version === menu.version,
        )?.orders_submitted ?? 0;
      assert.equal(await submitted(), 0);

      // The guest orders from the venue API's process.
      const order = (await openTab(venue, VENUE.bistro, '9')).order_uuid;
      await lemonade(venue, order);
      const placed = await venue
        .at('bistro')
        .post(`/api/order/${order}/checkout/`, { payment_method: 'cash', table_number: '9' }, { headers: { cookie: cookieOf(guest) } });
      assert.equal(placed.status, 200, placed.text);
      assert.equal(await eventually(async () => (await submitted()) === 1 && 1), 1);
    });
  });
}
