import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, it } from 'node:test';
import type { ExperimentReport, PooledVersionReport } from '@tabula/shared/entities';
import { add, guestCookies, item, lemonade, menusOf, newOrder, openTab, price, servedPage, VENUE } from '../testing/flows';
import { call, suite, type CallOptions } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';

/** A version 4 uuid that is the same for the same n on every run. */
function guestId(n: number): string {
  const hex = createHash('sha256').update(`pooled guest ${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const GUESTS_PER_VENUE = 12;
let client = 0;
let cookieOf: (guest: string) => string = () => '';
/** A guest's call from their own phone (limits are per client), with their cookie. */
const as = (guest: string): CallOptions => ({
  headers: { cookie: cookieOf(guest), 'x-forwarded-for': `10.9.${client++ & 255}.2` },
});

suite(
  'experiments pooled across venues of different currencies',
  (t) => {
    const ops = (method: string, path: string, body?: unknown) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': t().server.opsToken } });
    /** Each venue's guests by the variant they were served and reported exposed to. */
    const exposed: Record<string, Record<string, string[]>> = {};
    let runningRevenue: PooledVersionReport['revenue'] = [];

    before(async () => {
      await t().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json')`,
      );
      await markBuildsRead(t().db, 'mfe_menu');
      cookieOf = await guestCookies(t().db);
      // The harbour bar charges in dollars; bistro and gallery in euros.
      await t().db.query(`UPDATE venues SET currency = 'USD' WHERE slug = 'harbour'`);
      let n = 0;
      for (const venue of ['bistro', 'gallery', 'harbour']) {
        const split = await ops('PUT', `/api/ops/venues/${venue}/remotes/mfe_menu`, { variants: { initial: 50, v2: 50 } });
        assert.equal(split.status, 200, split.text);
        exposed[venue] = { initial: [], v2: [] };
        for (let i = 0; i < GUESTS_PER_VENUE; i++) {
          const guest = guestId(n++);
          const page = await servedPage(t(), venue, as(guest));
          const menu = page.remotes.mfe_menu as { version: string; experiment: { id: number } };
          const report = await t()
            .at(venue)
            .post(
              '/api/remotes/exposures',
              { remote: 'mfe_menu', version: menu.version, experiment: menu.experiment.id, receipt: page.receipt },
              as(guest),
            );
          assert.equal(report.status, 204, report.text);
          exposed[venue]?.[menu.version]?.push(guest);
        }
      }
    });

    const v2Guest = (venue: string) => {
      const guest = exposed[venue]?.v2?.[0];
      assert.ok(guest, `no guest of ${venue} was given v2`);
      return guest;
    };

    it('gives the revenue per guest of a version once per currency, never a sum of euro and dollar cents; guests and conversion pool', async () => {
      // A bistro guest on v2 orders two lemonades, in euros; a harbour guest on v2 a pint, in dollars; both accepted.
      const bistroOrder = (await openTab(t(), VENUE.bistro, '3')).order_uuid;
      await lemonade(t(), bistroOrder, 2);
      const atBistro = await t()
        .at('bistro')
        .post(`/api/order/${bistroOrder}/checkout/`, { payment_method: 'cash', table_number: '3' }, as(v2Guest('bistro')));
      assert.equal(atBistro.status, 200, atBistro.text);
      const lager = item(await menusOf(t(), 'harbour'), 'Lager');
      const harbourOrder = await newOrder(t(), VENUE.harbour);
      await add(t(), harbourOrder, { item_id: lager.item_id, price_id: price(lager, 'Pint'), quantity: 1, options: [] });
      const atHarbour = await t()
        .at('harbour')
        .post(`/api/order/${harbourOrder}/checkout/`, { payment_method: 'cash', table_number: '2' }, as(v2Guest('harbour')));
      assert.equal(atHarbour.status, 200, atHarbour.text);
      for (const order of [bistroOrder, harbourOrder]) {
        assert.equal((await ops('POST', `/api/ops/orders/${order}/status`, { status: 3 })).status, 200);
      }

      const { experiments } = (await ops('GET', '/api/ops/experiments')).body as { experiments: ExperimentReport[] };
      const v2At = (venue: string) => experiments.find((e) => e.venue === venue)?.variants.find((v) => v.version === 'v2');
      const bistroCents = v2At('bistro')?.revenue_cents ?? 0;
      assert.ok(bistroCents > 0);
      assert.equal(v2At('harbour')?.revenue_cents, 550);
      assert.equal(experiments.find((e) => e.venue === 'harbour')?.currency, 'USD');

      const pooled = await ops('GET', '/api/ops/experiments/pooled');
      assert.equal(pooled.status, 200, pooled.text);
      const v2 = (pooled.body.versions as PooledVersionReport[]).find((v) => v.remote === 'mfe_menu' && v.version === 'v2');
      const count = (venue: string) => exposed[venue]?.v2?.length ?? 0;
      assert.deepEqual(v2?.venues, ['bistro', 'gallery', 'harbour']);
      assert.equal(v2?.experiments, 3);
      assert.equal(v2?.exposed, count('bistro') + count('gallery') + count('harbour'));
      assert.equal(v2?.converted, 2);
      assert.equal(v2?.conversion, Math.round((2 / (v2?.exposed ?? 1)) * 1e6) / 1e6);
      // No figure across currencies: one entry per currency, each over that currency's venues' guests.
      assert.equal((v2 as unknown as Record<string, unknown>).revenue_per_exposed_cents, undefined);
      const euroGuests = count('bistro') + count('gallery');
      assert.deepEqual(v2?.revenue, [
        {
          currency: 'EUR',
          venues: ['bistro', 'gallery'],
          exposed: euroGuests,
          revenue_cents: bistroCents,
          revenue_per_exposed_cents: Math.round(bistroCents / euroGuests),
        },
        {
          currency: 'USD',
          venues: ['harbour'],
          exposed: count('harbour'),
          revenue_cents: 550,
          revenue_per_exposed_cents: Math.round(550 / count('harbour')),
        },
      ]);
      runningRevenue = v2?.revenue ?? [];
    });

    it('keeps the split once the experiments end, their counts frozen', async () => {
      for (const venue of ['bistro', 'gallery', 'harbour']) {
        const id = (
          await t()
            .at(venue)
            .get('/remotes.json', as(guestId(1000)))
        ).body.remotes.mfe_menu.experiment.id;
        assert.equal((await ops('POST', `/api/ops/experiments/${id}/stop`)).status, 200);
      }
      const pooled = await ops('GET', '/api/ops/experiments/pooled');
      const v2 = (pooled.body.versions as PooledVersionReport[]).find((v) => v.version === 'v2');
      assert.deepEqual(
        v2?.revenue.map((r) => r.currency),
        ['EUR', 'USD'],
      );
      assert.deepEqual(v2?.revenue, runningRevenue);
    });

    it('answers only the ops token', async () => {
      assert.equal((await call(t().url, 'GET', '/api/ops/experiments/pooled')).status, 401);
    });
  },
  { trustProxy: ['127.0.0.1'], shellManifest: permissiveShellManifest() },
);
