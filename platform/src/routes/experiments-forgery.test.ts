import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { ExperimentReport, ExperimentVariantReport } from '@tabula/shared/entities';
import { lemonade, openTab, servedPage, VENUE } from '../testing/flows';
import { call, suiteOfTwo, type Reply, type TestServer } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';

/** A browser of bistro: its cookie and the receipt of the page it was served, from its client address. */
interface Browser {
  cookie: string;
  receipt: string;
  version: string;
  from: string;
}

/**
 * The forgeries of issue 35, tried on two API instances on one database: what one script at one
 * address sends moves the experiment's numbers no more than one guest, or 30 new guests a minute, would.
 */
suiteOfTwo(
  'experiment numbers one client cannot move',
  (one, two) => {
    const instances = () => [one(), two()];
    const ops = (method: string, path: string, body?: unknown) =>
      call(one().url, method, path, { body, headers: { 'x-ops-token': one().server.opsToken } });
    let id = 0;
    const results = async (): Promise<ExperimentReport> => {
      const reply = await ops('GET', `/api/ops/experiments/${id}`);
      assert.equal(reply.status, 200, reply.text);
      return reply.body;
    };
    const variant = async (version: string): Promise<ExperimentVariantReport> =>
      (await results()).variants.find((v) => v.version === version) as ExperimentVariantReport;
    const exposedInAll = async () => (await results()).variants.reduce((sum, v) => sum + v.exposed, 0);

    /** A new browser (no cookie yet) loading a bistro page from `from`, until one is served `version`. */
    async function newBrowser(from: string, version?: string, t: TestServer = one()): Promise<Browser> {
      for (;;) {
        const page = await servedPage(t, 'bistro', { from });
        const menu = page.remotes.mfe_menu as { version: string };
        if (version === undefined || menu.version === version) return { ...page, version: menu.version, from };
      }
    }
    /** The same browser's next page: a new receipt, a new page view. */
    const nextPage = async (browser: Browser, t: TestServer = one()): Promise<Browser> => ({
      ...browser,
      receipt: (await servedPage(t, 'bistro', { from: browser.from, headers: { cookie: browser.cookie } })).receipt,
    });
    const expose = (browser: Browser, t: TestServer = one(), body: Record<string, unknown> = {}): Promise<Reply> =>
      t
        .at('bistro')
        .post(
          '/api/remotes/exposures',
          { remote: 'mfe_menu', version: browser.version, experiment: id, receipt: browser.receipt, ...body },
          { from: browser.from, headers: { cookie: browser.cookie } },
        );
    const reportSpeed = (browser: Browser, metrics: { name: string; value: number }[], t: TestServer = one(), version = browser.version) =>
      t
        .at('bistro')
        .post(
          '/api/remotes/vitals',
          { remotes: { mfe_menu: version }, metrics, receipt: browser.receipt },
          { from: browser.from, headers: { cookie: browser.cookie } },
        );
    /** Guests of v2 each on a phone of their own address, shown their variant. */
    const realV2Guests: Browser[] = [];

    before(async () => {
      await one().db.query(
        `INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', 'http://localhost:8081/v2/mf-manifest.json')`,
      );
      await markBuildsRead(one().db, 'mfe_menu');
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      id = (await ops('GET', '/api/ops/experiments')).body.experiments[0].id;
    });

    it('counts at most 30 of 104 made-up guests exposed from one address within a minute, on either instance; the rest wait (429)', async () => {
      // The script makes guests on the variant it wants to inflate, as the sample-ratio attack did.
      const script: Browser[] = [];
      while (script.length < 104) script.push(await newBrowser('127.0.0.2', 'v2'));
      const replies = await Promise.all(script.map((browser, i) => expose(browser, instances()[i % 2])));
      const counted = replies.filter((r) => r.status === 204).length;
      const waiting = replies.filter((r) => r.status === 429);
      assert.equal(counted, 30, replies.map((r) => r.status).join(','));
      assert.equal(waiting.length, 74);
      assert.ok(Number(waiting[0]?.headers['retry-after']) >= 1, JSON.stringify(waiting[0]?.headers));
      assert.match(waiting[0]?.body.message, /30 new guests/);
      assert.equal(await exposedInAll(), 30);
      // A guest already counted may report again (another tab) whatever the address's minute holds.
      assert.equal((await expose(script[0] as Browser, two())).status, 204);

      // Real guests of the venue, each from their own phone, still count.
      for (let i = 0; i < 6; i++) {
        const guest = await newBrowser(`127.0.1.${10 + i}`);
        assert.equal((await expose(guest, instances()[i % 2])).status, 204);
        if (guest.version === 'v2') realV2Guests.push(guest);
      }
      assert.equal(await exposedInAll(), 36);
      while (realV2Guests.length < 4) {
        const guest = await newBrowser(`127.0.2.${realV2Guests.length + 10}`, 'v2');
        assert.equal((await expose(guest)).status, 204);
        realV2Guests.push(guest);
      }
    });

    it('refuses an exposure without the page’s receipt, with another guest’s, another venue’s, a forged one, or for the fallback', async () => {
      const before = await exposedInAll();
      const guest = await newBrowser('127.0.3.2', 'v2');
      const other = await newBrowser('127.0.3.3', 'v2');
      const missing = await one()
        .at('bistro')
        .post(
          '/api/remotes/exposures',
          { remote: 'mfe_menu', version: 'v2', experiment: id },
          { from: guest.from, headers: { cookie: guest.cookie } },
        );
      assert.equal(missing.status, 400, missing.text);
      assert.equal((await expose(guest, one(), { receipt: other.receipt })).status, 403);
      const harbour = await servedPage(one(), 'harbour', { from: guest.from, headers: { cookie: guest.cookie } });
      assert.equal((await expose(guest, two(), { receipt: harbour.receipt })).status, 403);
      const [payload] = guest.receipt.split('.');
      assert.equal((await expose(guest, one(), { receipt: `${payload}.forged` })).status, 403);
      // A v2 guest's page carries the control only as its fallback: it was not shown the control.
      const fallback = await expose(guest, two(), { version: 'initial' });
      assert.equal(fallback.status, 403);
      assert.match(fallback.body.message, /not served mfe_menu initial/);
      assert.equal(await exposedInAll(), before);
    });

    it('counts 110 speed reports of one page once, and one guest’s many pages as one guest', async () => {
      const real = realV2Guests.slice(0, 4);
      for (const [i, guest] of real.entries()) {
        const sent = await reportSpeed(guest, [
          { name: 'LCP', value: 1000 + 100 * i },
          { name: 'INP', value: 40 + 10 * i },
          { name: 'CLS', value: 0.01 * i },
        ]);
        assert.equal(sent.status, 204, sent.text);
      }
      const honest = await variant('v2');
      assert.deepEqual([honest.lcp_p75_ms, honest.inp_p75_ms, honest.cls_p75], [1200, 60, 0.02]);

      // One counted guest's cookie: the first report of its page counts, 109 replays add nothing.
      const attacker = realV2Guests[4] ?? (await newBrowser('127.0.4.2', 'v2'));
      if (!realV2Guests[4]) assert.equal((await expose(attacker)).status, 204);
      const worst = [
        { name: 'LCP', value: 60_000 },
        { name: 'INP', value: 60_000 },
        { name: 'CLS', value: 10 },
      ];
      const replies = await Promise.all(Array.from({ length: 110 }, (_, i) => reportSpeed(attacker, worst, instances()[i % 2])));
      assert.deepEqual([...new Set(replies.map((r) => r.status))], [204]);
      const [stored] = await one().db.query<{ n: number }>(`SELECT count(*)::int AS n FROM remote_vitals WHERE guest_id = $1::uuid`, [
        decodeURIComponent(attacker.cookie.split('=')[1] ?? '').split('.')[0],
      ]);
      assert.equal(stored?.n, 3);
      // Ten more pages of the same guest, each the worst a page can measure: still one guest of five.
      let page = attacker;
      for (let i = 0; i < 10; i++) {
        page = await nextPage(page, instances()[i % 2]);
        assert.equal((await reportSpeed(page, worst, instances()[i % 2])).status, 204);
      }
      const after = await variant('v2');
      assert.deepEqual([after.lcp_p75_ms, after.inp_p75_ms, after.cls_p75], [1300, 70, 0.03]);
    });

    it('refuses values no page measures, and a report for the fallback a guest fell back to', async () => {
      const guest = await nextPage(realV2Guests[0] as Browser);
      for (const metric of [
        { name: 'LCP', value: 60_001 },
        { name: 'INP', value: 120_000 },
        { name: 'CLS', value: 100 },
      ]) {
        const wild = await reportSpeed(guest, [metric]);
        assert.equal(wild.status, 400, wild.text);
        assert.match(wild.body.message, new RegExp(`${metric.name} ${metric.value} is not a page's measurement`));
      }
      const control = await reportSpeed(guest, [{ name: 'LCP', value: 50_000 }], two(), 'initial');
      assert.equal(control.status, 403);
      assert.match(control.body.message, /not served mfe_menu initial/);
      assert.equal((await variant('initial')).lcp_p75_ms, null);
    });

    it('counts five declined cash orders of 99 items as no conversion and no revenue; accepted or paid ones count', async () => {
      const guest = realV2Guests[1] as Browser;
      const before = await variant('v2');
      const placeCash = async (quantity: number) => {
        const order = (await openTab(one(), VENUE.bistro, '3')).order_uuid;
        await lemonade(one(), order, quantity);
        const placed = await one()
          .at('bistro')
          .post(`/api/order/${order}/checkout/`, { payment_method: 'cash', table_number: '3' }, { headers: { cookie: guest.cookie } });
        assert.equal(placed.status, 200, placed.text);
        return order;
      };
      for (let i = 0; i < 5; i++) {
        const order = await placeCash(99);
        assert.equal((await ops('POST', `/api/ops/orders/${order}/status`, { status: 4 })).status, 200);
      }
      const declined = await variant('v2');
      assert.equal(declined.orders_submitted, before.orders_submitted + 5);
      assert.equal(declined.converted, before.converted);
      assert.equal(declined.revenue_cents, before.revenue_cents);
      assert.equal(declined.chance_to_beat_control, before.chance_to_beat_control);

      // Submitted and waiting: a conversion, but no revenue until the venue accepts it.
      const waiting = await placeCash(1);
      const submitted = await variant('v2');
      assert.equal(submitted.converted, before.converted + 1);
      assert.equal(submitted.revenue_cents, before.revenue_cents);
      assert.equal((await ops('POST', `/api/ops/orders/${waiting}/status`, { status: 3 })).status, 200);
      const accepted = await variant('v2');
      assert.ok(accepted.revenue_cents > before.revenue_cents, JSON.stringify(accepted));
      assert.equal(accepted.converted, before.converted + 1);
    });
  },
  { shellManifest: permissiveShellManifest() },
);
