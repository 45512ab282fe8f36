import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { before, it } from 'node:test';
import type { ExperimentVariantReport } from '@tabula/shared/entities';
import { guestCookies, lemonade, newOrder, openTab, servedPage, VENUE } from '../testing/flows';
import { call, suite, type CallOptions, type Reply } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';

/** A version 4 uuid that is the same for the same n on every run. */
function guestId(n: number): string {
  const hex = createHash('sha256').update(`experiment guest ${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

let client = 0;
/** The cookie the server under test issues for a guest id (set as each suite starts). */
let cookieOf: (guest: string) => string = () => '';
/** A guest's call from their own phone (limits are per client), with their cookie. */
const as = (guest: string, opts: CallOptions = {}): CallOptions => ({
  ...opts,
  headers: { cookie: cookieOf(guest), 'x-forwarded-for': `10.${(client >> 8) & 255}.${client++ & 255}.2`, ...opts.headers },
});

suite(
  'experiments',
  (t) => {
    const ops = (method: string, path: string, body?: unknown) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': t().server.opsToken } });
    const menuOf = async (guest: string) => (await t().at('bistro').get('/remotes.json', as(guest))).body.remotes.mfe_menu;
    const receiptOf = async (guest: string) => (await servedPage(t(), 'bistro', as(guest))).receipt;
    /** What the shell sends as it loads the menu for a guest: their variant, with the receipt of their page (a new one unless given). */
    const expose = async (guest: string, version: string, experiment: number, receipt?: string) =>
      t()
        .at('bistro')
        .post(
          '/api/remotes/exposures',
          { remote: 'mfe_menu', version, experiment, receipt: receipt ?? (await receiptOf(guest)) },
          as(guest),
        );
    const experiment = async (id: number): Promise<Reply> => ops('GET', `/api/ops/experiments/${id}`);
    const variant = (reply: Reply, version: string): ExperimentVariantReport =>
      reply.body.variants.find((v: ExperimentVariantReport) => v.version === version);
    let id = 0;
    const byVersion: Record<string, string[]> = { initial: [], v2: [] };

    before(async () => {
      await t().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json')`,
      );
      await markBuildsRead(t().db, 'mfe_menu');
      cookieOf = await guestCookies(t().db);
    });

    it('counts a guest once the shell reports them exposed, not when a page is served', async () => {
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      for (let i = 0; i < 60; i++) {
        const guest = guestId(i);
        const menu = await menuOf(guest);
        id = menu.experiment.id;
        assert.equal(menu.experiment.phase, 1);
        (byVersion[menu.version] as string[]).push(guest);
      }
      const served = await experiment(id);
      assert.equal(served.status, 200, served.text);
      assert.deepEqual(
        served.body.variants.map((v: ExperimentVariantReport) => v.exposed),
        [0, 0],
      );
      for (const [version, guests] of Object.entries(byVersion)) {
        for (const guest of guests) {
          assert.equal((await expose(guest, version, id)).status, 204);
          // The shell may report again (another tab): still one guest.
          assert.equal((await expose(guest, version, id)).status, 204);
        }
      }
      const exposed = await experiment(id);
      assert.equal(variant(exposed, 'initial').exposed, byVersion.initial?.length);
      assert.equal(variant(exposed, 'v2').exposed, byVersion.v2?.length);
      // Revenue per guest is in the venue's cents: the card writes it in the venue's currency.
      assert.equal(exposed.body.currency, 'EUR');
      assert.equal(exposed.body.srm_warning, false);
      assert.ok(exposed.body.srm_p > 0.001);
      assert.equal(exposed.body.enough_data, false);
      assert.equal(exposed.body.leader, null);
      assert.equal(variant(exposed, 'initial').control, true);
    });

    it('refuses an exposure to a variant that is not the guest’s page’s, or of an experiment not running here', async () => {
      const v2Guest = byVersion.v2?.[0] as string;
      const receipt = await receiptOf(v2Guest);
      // Their page ran v2, with initial only as its fallback: not shown initial.
      const wrong = await expose(v2Guest, 'initial', id, receipt);
      assert.equal(wrong.status, 403);
      assert.match(wrong.body.message, /not served mfe_menu initial/);
      assert.equal((await expose(v2Guest, 'v2', id + 1000, receipt)).status, 409);
      const harbour = await t()
        .at('harbour')
        .post('/api/remotes/exposures', { remote: 'mfe_menu', version: 'v2', experiment: id, receipt }, as(v2Guest));
      assert.equal(harbour.status, 403);
      const anonymous = await t()
        .at('bistro')
        .post('/api/remotes/exposures', { remote: 'mfe_menu', version: 'v2', experiment: id, receipt });
      assert.equal(anonymous.status, 400);
    });

    it('counts only the guest ids the server issued: an id a script writes into the cookie is neither served nor counted', async () => {
      const invented = { cookie: `tabula_guest=${guestId(10_000)}` };
      const exposedBefore = (await experiment(id)).body.variants.map((v: ExperimentVariantReport) => v.exposed);
      // The invented id hashes onto one of the two variants: neither report may count it.
      for (const version of ['initial', 'v2']) {
        const receipt = await receiptOf(byVersion[version]?.[0] as string);
        const report = await t()
          .at('bistro')
          .post('/api/remotes/exposures', { remote: 'mfe_menu', version, experiment: id, receipt }, { headers: invented });
        assert.equal(report.status, 400, report.text);
      }
      assert.deepEqual(
        (await experiment(id)).body.variants.map((v: ExperimentVariantReport) => v.exposed),
        exposedBefore,
      );
      const page = await t().at('bistro').get('/remotes.json', { headers: invented });
      const issued = /^tabula_guest=([^;]+);/.exec(String(page.headers['set-cookie']))?.[1] ?? '';
      assert.ok(issued && !decodeURIComponent(issued).startsWith(guestId(10_000)), String(page.headers['set-cookie']));
    });

    it('counts a guest converted by a submitted order whatever the payment, paid orders, and revenue once accepted or paid', async () => {
      const cashGuest = byVersion.initial?.[0] as string;
      const cardGuest = byVersion.v2?.[0] as string;
      const cash = (await openTab(t(), VENUE.bistro, '3')).order_uuid;
      await lemonade(t(), cash, 2);
      const placedCash = await t()
        .at('bistro')
        .post(`/api/order/${cash}/checkout/`, { payment_method: 'cash', table_number: '3' }, as(cashGuest));
      assert.equal(placedCash.status, 200, placedCash.text);
      // Submitted, unpaid, not yet accepted: a conversion, no revenue yet.
      const waiting = variant(await experiment(id), 'initial');
      assert.deepEqual([waiting.converted, waiting.revenue_per_exposed_cents], [1, 0]);
      assert.equal((await ops('POST', `/api/ops/orders/${cash}/status`, { status: 3 })).status, 200);
      const card = await newOrder(t(), VENUE.bistro);
      await lemonade(t(), card);
      const placedCard = await t()
        .at('bistro')
        .post(`/api/order/${card}/checkout/`, { payment_method: 'card', table_number: '4' }, as(cardGuest));
      assert.equal(placedCard.status, 200, placedCard.text);
      assert.equal(
        (await t().post('/api/payments/simulator/confirm', { client_secret: placedCard.body.payment_intent.client_secret })).status,
        200,
      );
      const results = await experiment(id);
      const initial = variant(results, 'initial');
      assert.equal(initial.converted, 1);
      assert.equal(initial.orders_submitted, 1);
      assert.equal(initial.orders_paid, 0);
      assert.ok((initial.revenue_per_exposed_cents ?? 0) > 0);
      assert.equal(initial.conversion, Math.round((1 / initial.exposed) * 1e6) / 1e6);
      assert.ok((initial.ci_low ?? 1) < (initial.conversion ?? 0) && (initial.ci_high ?? 0) > (initial.conversion ?? 1));
      const v2 = variant(results, 'v2');
      assert.equal(v2.converted, 1);
      assert.equal(v2.orders_paid, 1);
      assert.ok(v2.chance_to_beat_control !== null && v2.chance_to_beat_control > 0 && v2.chance_to_beat_control < 1);
      assert.equal(initial.chance_to_beat_control, null);
    });

    it('takes real guests’ page speed for the versions they were served, and gives p75 per variant', async () => {
      const guests = byVersion.v2 as string[];
      const receipt = await receiptOf(guests[0] as string);
      for (const [i, guest] of guests.slice(0, 4).entries()) {
        const sent = await t()
          .at('bistro')
          .post(
            '/api/remotes/vitals',
            {
              remotes: { mfe_menu: 'v2' },
              metrics: [
                { name: 'LCP', value: 1000 + 100 * i },
                { name: 'INP', value: 40 + 10 * i },
                { name: 'CLS', value: 0.01 * i },
              ],
              receipt: await receiptOf(guest),
            },
            as(guest),
          );
        assert.equal(sent.status, 204, sent.text);
      }
      const v2 = variant(await experiment(id), 'v2');
      assert.deepEqual([v2.lcp_p75_ms, v2.inp_p75_ms, v2.cls_p75], [1200, 60, 0.02]);
      assert.equal(variant(await experiment(id), 'initial').lcp_p75_ms, null);
      // A version the guest's page was not served, a metric out of range, not JSON: refused.
      const notServed = await t()
        .at('bistro')
        .post(
          '/api/remotes/vitals',
          { remotes: { mfe_menu: 'v3' }, metrics: [{ name: 'LCP', value: 900 }], receipt },
          as(guests[0] as string),
        );
      assert.equal(notServed.status, 403);
      const wild = await t()
        .at('bistro')
        .post(
          '/api/remotes/vitals',
          { remotes: { mfe_menu: 'v2' }, metrics: [{ name: 'LCP', value: 1e9 }], receipt },
          as(guests[0] as string),
        );
      assert.equal(wild.status, 400);
      // As the shell's sendBeacon sends it: JSON as text/plain.
      const beacon = await t()
        .at('bistro')
        .post('/api/remotes/vitals', undefined, {
          ...as(guests[1] as string),
          rawBody: JSON.stringify({
            remotes: { mfe_menu: 'v2' },
            metrics: [{ name: 'CLS', value: 0.5 }],
            receipt: await receiptOf(guests[1] as string),
          }),
          headers: { ...as(guests[1] as string).headers, 'content-type': 'text/plain;charset=UTF-8' },
        });
      assert.equal(beacon.status, 204, beacon.text);
      const notJson = await t()
        .at('bistro')
        .post('/api/remotes/vitals', undefined, {
          rawBody: 'LCP=1200',
          headers: { ...as(guests[1] as string).headers, 'content-type': 'text/plain' },
        });
      assert.equal(notJson.status, 400);
      const bad = await t()
        .at('bistro')
        .post(
          '/api/remotes/vitals',
          { remotes: { mfe_menu: 'v2' }, metrics: [{ name: 'TTFB', value: 9 }], receipt },
          as(guests[0] as string),
        );
      assert.equal(bad.status, 400);
    });

    it('ramps in a new phase: every v2 guest stays on v2, counts start again, the first phase stays readable', async () => {
      const ramp = await ops('PUT', `/api/ops/experiments/${id}/weights`, { variants: { initial: 10, v2: 90 } });
      assert.equal(ramp.status, 200, ramp.text);
      assert.equal(ramp.body.phase, 2);
      assert.deepEqual(
        ramp.body.variants.map((v: ExperimentVariantReport) => v.exposed),
        [0, 0],
      );
      for (const guest of byVersion.v2 as string[]) {
        const menu = await menuOf(guest);
        assert.equal(menu.version, 'v2');
        assert.deepEqual(menu.experiment, { id, phase: 2 });
      }
      const moved = byVersion.initial as string[];
      let nowV2 = 0;
      for (const guest of moved) if ((await menuOf(guest)).version === 'v2') nowV2++;
      assert.ok(nowV2 > 0 && nowV2 < moved.length, `${nowV2} of ${moved.length} control guests moved`);
      const first = await ops('GET', `/api/ops/experiments/${id}?phase=1`);
      assert.equal(first.status, 200, first.text);
      assert.equal(first.body.phase, 1);
      assert.equal(variant(first, 'v2').exposed, byVersion.v2?.length);
      assert.deepEqual(
        first.body.phases.map((p: { phase: number; weights: object }) => [p.phase, p.weights]),
        [
          [1, { initial: 50, v2: 50 }],
          [2, { initial: 10, v2: 90 }],
        ],
      );
    });

    it('stops without deleting: still listed, ended, its results frozen', async () => {
      const guest = byVersion.v2?.[1] as string;
      const receipt = await receiptOf(guest);
      assert.equal((await expose(guest, 'v2', id, receipt)).status, 204);
      const stopped = await ops('POST', `/api/ops/experiments/${id}/stop`);
      assert.equal(stopped.status, 200, stopped.text);
      assert.equal(stopped.body.status, 'ended');
      assert.equal(stopped.body.ended_reason, 'stopped');
      assert.ok(stopped.body.ended_at);
      // Served the default again, no experiment named; a late report from the page before counts for nothing.
      assert.equal((await menuOf(guest)).experiment, undefined);
      assert.equal((await expose(guest, 'v2', id, receipt)).status, 409);
      const list = await ops('GET', '/api/ops/experiments');
      const listed = list.body.experiments.find((e: { id: number }) => e.id === id);
      assert.equal(listed?.status, 'ended');
      assert.equal(variant({ ...list, body: listed } as Reply, 'v2').exposed, 1);
      assert.equal((await ops('POST', `/api/ops/experiments/${id}/stop`)).status, 409);
      const pooled = await ops('GET', '/api/ops/experiments/pooled');
      const v2 = pooled.body.versions.find((v: { remote: string; version: string }) => v.remote === 'mfe_menu' && v.version === 'v2');
      assert.equal(v2.exposed, (byVersion.v2?.length ?? 0) + 1);
      assert.deepEqual(v2.venues, ['bistro']);
    });

    it('ships the winner in one step: the default changes and the experiment ends', async () => {
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      const running = (await ops('GET', '/api/ops/experiments')).body.experiments[0];
      assert.equal(running.status, 'running');
      assert.notEqual(running.id, id);
      // No guest has seen either variant yet: a winner called now is a coin toss, so only a forced ship goes through.
      const early = await ops('POST', `/api/ops/experiments/${running.id}/ship`, { version: 'v2' });
      assert.equal(early.status, 409, early.text);
      assert.match(early.body.message, /Not enough data yet/);
      const shipped = await ops('POST', `/api/ops/experiments/${running.id}/ship`, { version: 'v2', force: true });
      assert.equal(shipped.status, 200, shipped.text);
      assert.equal(shipped.body.ended_reason, 'shipped');
      const harbour = await t().at('harbour').get('/remotes.json');
      assert.equal(harbour.body.remotes.mfe_menu.version, 'v2');
      assert.equal((await ops('POST', `/api/ops/experiments/${running.id}/ship`, { version: 'v2' })).status, 409);
      assert.equal((await ops('GET', '/api/ops/experiments')).body.experiments.length, 2);
      assert.equal((await ops('GET', '/api/ops/experiments/999999')).status, 404);
    });
  },
  { trustProxy: ['127.0.0.1'], shellManifest: permissiveShellManifest() },
);
