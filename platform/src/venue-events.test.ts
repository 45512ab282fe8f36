import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { ExperimentVariantReport } from '@tabula/shared/entities';
import { guestCookies, lemonade, openTab, VENUE, servedPage } from './testing/flows';
import type { OrderSubmitted } from '@tabula/api/venue-events';
import { call, suite } from './testing/harness';
import { markBuildsRead, permissiveShellManifest } from './testing/release';

suite(
  'venue events between the venue API and the platform',
  (t) => {
    let cookieOf: (guest: string) => string = () => '';
    let experiment = 0;
    let guest = '';
    let version = '';
    let ip = 0;
    const ops = (method: string, path: string, body?: unknown) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': t().server.opsToken } });
    const submittedOrders = async () =>
      ((await ops('GET', `/api/ops/experiments/${experiment}`)).body.variants as ExperimentVariantReport[]).find(
        (v) => v.version === version,
      )?.orders_submitted;
    let table = 2;
    const placeCash = async (cookie?: string) => {
      const at = String(++table);
      const order = (await openTab(t(), VENUE.bistro, at)).order_uuid;
      await lemonade(t(), order);
      const placed = await t()
        .at('bistro')
        .post(
          `/api/order/${order}/checkout/`,
          { payment_method: 'cash', table_number: at },
          {
            headers: { 'x-forwarded-for': `10.77.${ip++}.2`, ...(cookie && { cookie }) },
          },
        );
      assert.equal(placed.status, 200, placed.text);
      return order;
    };

    before(async () => {
      await t().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json')`,
      );
      await markBuildsRead(t().db, 'mfe_menu');
      cookieOf = await guestCookies(t().db);
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      // A guest the shell reports shown their variant: their orders count for it.
      guest = crypto.randomUUID();
      const page = await servedPage(t(), 'bistro', { headers: { cookie: cookieOf(guest) } });
      const menu = page.remotes.mfe_menu as { version: string; experiment: { id: number } };
      [experiment, version] = [menu.experiment.id, menu.version];
      const exposed = await t()
        .at('bistro')
        .post(
          '/api/remotes/exposures',
          { remote: 'mfe_menu', version, experiment, receipt: page.receipt },
          { headers: { cookie: cookieOf(guest) } },
        );
      assert.equal(exposed.status, 204, exposed.text);
    });

    it('a guest’s checkout tells the platform which order was submitted by whom, and the experiment counts it', async () => {
      const heard: OrderSubmitted[] = [];
      t().server.app.venueEvents.on('orderSubmitted', (event) => {
        heard.push(event);
      });
      const before = await submittedOrders();
      const order = await placeCash(cookieOf(guest));
      assert.deepEqual(heard, [{ orderUuid: order, guestId: guest }]);
      assert.equal(await submittedOrders(), (before ?? 0) + 1);
    });

    it('an order-submitted event reaches the experiment’s attribution whoever emits it', async () => {
      // Placed without a guest cookie, the order counts for nobody...
      const order = await placeCash();
      const before = await submittedOrders();
      // ...until the event names the guest who placed it.
      await t().server.app.venueEvents.emit('orderSubmitted', { orderUuid: order, guestId: guest });
      assert.equal(await submittedOrders(), (before ?? 0) + 1);
      // Heard twice, the order still counts once.
      await t().server.app.venueEvents.emit('orderSubmitted', { orderUuid: order, guestId: guest });
      assert.equal(await submittedOrders(), (before ?? 0) + 1);
    });
  },
  { trustProxy: ['127.0.0.1'], shellManifest: permissiveShellManifest() },
);
