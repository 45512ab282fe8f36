import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import type { VariantResults } from '@tabula/shared/entities';
import { guestCookies, lemonade, newOrder, VENUE } from '../testing/flows';
import { startServer } from '../index';
import { call, suite, type AnyJson, type CallOptions, type Reply, type TestServer } from '../testing/harness';

const shared = (versions: Record<string, string>) =>
  Object.entries(versions).map(([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true }));
const exposing = (...paths: string[]) => paths.map((path) => ({ path, name: path.slice(2) }));
const MENU_PAGES = exposing('./MenuPage', './SearchPage', './ItemPage');

const SHELL_PROVIDES = {
  '@tabula/shared': '0.1.0',
  react: '19.2.3',
  'react-dom': '19.2.3',
  'react-router-dom': '7.18.5',
  effector: '23.4.4',
  '@mantine/core': '9.7.4',
  i18next: '27.1.2',
};

// The shell's own federation manifest, whose shared versions every registered build must fit.
const dir = mkdtempSync(join(tmpdir(), 'tabula-registry-'));
const shellManifest = join(dir, 'mf-manifest.json');
writeFileSync(shellManifest, JSON.stringify({ name: 'shell', shared: shared(SHELL_PROVIDES) }));
// What the shell's pages load from each remote, as its build describes it beside its manifest.
writeFileSync(
  join(dir, 'page-routes.json'),
  JSON.stringify({
    pages: [
      {
        path: '/menu',
        load: [
          { remote: 'mfe_menu', module: './MenuPage' },
          { remote: 'mfe_tab', module: './TabBar' },
        ],
      },
      { path: '/search', load: [{ remote: 'mfe_menu', module: './SearchPage' }] },
      { path: '/addCart', load: [{ remote: 'mfe_menu', module: './ItemPage' }] },
    ],
  }),
);
const remotesFile = join(dir, 'remotes.json');

/** Federation manifests of builds, as a remote's origin serves them: /<version>/mf-manifest.json. */
const builds: Record<string, object> = {
  initial: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: MENU_PAGES },
  'tab-initial': { metaData: { name: 'mfe_tab' }, shared: shared(SHELL_PROVIDES), exposes: exposing('./TabBar') },
  v2: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: MENU_PAGES },
  v3: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: MENU_PAGES },
  v4: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: MENU_PAGES },
  v5: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: MENU_PAGES },
  react20: { metaData: { name: 'mfe_menu' }, shared: shared({ ...SHELL_PROVIDES, react: '20.0.0' }), exposes: MENU_PAGES },
  // ./SearchPage renamed: the shell still routes /search to mfe_menu/SearchPage.
  renamed: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES), exposes: exposing('./MenuPage', './Search', './ItemPage') },
  // i18next was not on the hand list of six packages the gate used to check.
  i18n26: { metaData: { name: 'mfe_menu' }, shared: shared({ ...SHELL_PROVIDES, i18next: '26.0.0' }), exposes: MENU_PAGES },
  tab: { metaData: { name: 'mfe_tab' }, shared: shared(SHELL_PROVIDES) },
  garbled: {
    metaData: { name: 'mfe_menu' },
    shared: [null, 5, 'react', { name: { nested: true } }, { name: 'react', requiredVersion: { range: '^19' } }],
    exposes: MENU_PAGES,
  },
};
let origin: Server;
let originUrl = '';
/** The menu build REMOTES_FILE names, seeded as version "initial". */
let INITIAL_MENU = '';
before(async () => {
  origin = createServer((req, res) => {
    const build = builds[(req.url ?? '').split('/')[1] ?? ''];
    if (!build) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(build));
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  INITIAL_MENU = `${originUrl}/initial/mf-manifest.json`;
  writeFileSync(
    remotesFile,
    JSON.stringify({ remotes: { mfe_menu: { entry: INITIAL_MENU }, mfe_tab: { entry: `${originUrl}/tab-initial/mf-manifest.json` } } }),
  );
});
after(() => {
  origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const GUEST_COOKIE = /^tabula_guest=([^;]+);/;

/** A random-looking version 4 uuid that is the same for the same n on every run. */
function fixedGuestId(n: number): string {
  const hex = createHash('sha256').update(`guest ${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A guest: the cookie the API gave them on their first registry, sent with every later call, and that page's receipt. */
interface Guest {
  cookie: string;
  receipt: string;
}

async function freshGuest(t: TestServer, venue: string): Promise<Guest & { registry: Reply }> {
  const registry = await t.at(venue).get('/remotes.json');
  assert.equal(registry.status, 200, registry.text);
  const setCookie = String(registry.headers['set-cookie'] ?? '');
  const id = GUEST_COOKIE.exec(setCookie)?.[1];
  assert.ok(id, `no guest cookie in "${setCookie}"`);
  assert.match(setCookie, /HttpOnly/);
  assert.match(setCookie, /SameSite=Lax/);
  assert.equal(typeof registry.body.receipt, 'string');
  return { cookie: `tabula_guest=${id}`, receipt: registry.body.receipt, registry };
}

/** The shell's report of a failed build of the menu, with the receipt of the guest's page, from an address. */
function reportFailure(
  t: TestServer,
  venue: string,
  guest: Guest,
  { version, stage = 'chunk', from, headers }: { version: string; stage?: string; from?: string; headers?: Record<string, string> },
): Promise<Reply> {
  return t
    .at(venue)
    .post(
      '/api/remotes/failures',
      { remote: 'mfe_menu', version, stage, receipt: guest.receipt },
      { headers: { cookie: guest.cookie, ...headers }, from },
    );
}

const as = (cookie: string, opts: CallOptions = {}): CallOptions => ({ ...opts, headers: { cookie, ...opts.headers } });

let exposures = 0;
/** What the shell does when it loads mfe_menu for a guest in an experiment: report them exposed to their variant. */
async function exposeMenu(t: TestServer, venue: string, guest: Guest, menu: { version: string; experiment?: { id: number } }) {
  assert.ok(menu.experiment, 'the registry names no experiment');
  const exposed = await t.at(venue).post(
    '/api/remotes/exposures',
    { remote: 'mfe_menu', version: menu.version, experiment: menu.experiment.id, receipt: guest.receipt },
    // Each guest from their own phone: the exposure limit is per client.
    as(guest.cookie, { headers: { 'x-forwarded-for': `10.${exposures >> 8}.${exposures++ & 255}.1` } }),
  );
  assert.equal(exposed.status, 204, exposed.text);
}

suite(
  'remote registry',
  (t) => {
    const ops = (method: string, path: string, body?: unknown) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': t().server.opsToken } });
    const menuOf = (overview: Reply) => overview.body.remotes.find((r: { name: string }) => r.name === 'mfe_menu');
    const variantsAt = async (venue: string) =>
      menuOf(await ops('GET', '/api/ops/remotes')).rollouts.find((r: { venue: string }) => r.venue === venue)?.variants as
        VariantResults[] | undefined;

    it('serves the builds of REMOTES_FILE as version "initial", with no fallback', async () => {
      const { registry } = await freshGuest(t(), 'bistro');
      assert.deepEqual(registry.body.remotes.mfe_menu, { entry: INITIAL_MENU, version: 'initial' });
      const overview = await ops('GET', '/api/ops/remotes');
      assert.equal(overview.status, 200, overview.text);
      assert.equal(menuOf(overview).default, 'initial');
      assert.deepEqual(menuOf(overview).rollouts, []);
    });

    it('refuses the ops API without the token', async () => {
      const res = await t().get('/api/ops/remotes');
      assert.equal(res.status, 401);
    });

    it('registers a build whose shared requirements the shell satisfies', async () => {
      for (const version of ['v2', 'v3']) {
        const res = await ops('POST', '/api/ops/remotes/mfe_menu/versions', { version, entry: `${originUrl}/${version}/mf-manifest.json` });
        assert.equal(res.status, 201, res.text);
        assert.equal(res.body.version, version);
      }
      const again = await ops('POST', '/api/ops/remotes/mfe_menu/versions', { version: 'v2', entry: `${originUrl}/v3/mf-manifest.json` });
      assert.equal(again.status, 409);
      assert.match(again.body.message, /immutable/);
    });

    it('refuses, with the reason, a build whose shared requirements the shell cannot satisfy, and one it cannot fetch', async () => {
      const skewed = await ops('POST', '/api/ops/remotes/mfe_menu/versions', {
        version: 'r20',
        entry: `${originUrl}/react20/mf-manifest.json`,
      });
      assert.equal(skewed.status, 409);
      assert.match(skewed.body.message, /react \^20\.0\.0, the shell provides 19\.2\.3/);
      const missing = await ops('POST', '/api/ops/remotes/mfe_menu/versions', {
        version: 'gone',
        entry: `${originUrl}/nothing/mf-manifest.json`,
      });
      assert.equal(missing.status, 409);
      assert.match(missing.body.message, /answered 404/);
      const unreachable = await ops('POST', '/api/ops/remotes/mfe_menu/versions', {
        version: 'down',
        entry: 'http://127.0.0.1:1/mf-manifest.json',
      });
      assert.equal(unreachable.status, 409);
      assert.match(unreachable.body.message, /cannot be reached/);
      const other = await ops('POST', '/api/ops/remotes/mfe_menu/versions', { version: 'tab', entry: `${originUrl}/tab/mf-manifest.json` });
      assert.equal(other.status, 409);
      assert.match(other.body.message, /build of mfe_tab/);
      const garbled = await ops('POST', '/api/ops/remotes/mfe_menu/versions', {
        version: 'garbled',
        entry: `${originUrl}/garbled/mf-manifest.json`,
      });
      assert.equal(garbled.status, 409, garbled.text);
      assert.match(garbled.body.message, /its requirement react .* is not a version range/);
      const versions = menuOf(await ops('GET', '/api/ops/remotes')).versions.map((v: { version: string }) => v.version);
      assert.deepEqual(versions, ['initial', 'v2', 'v3']);
    });

    it('answers bad ops input with a message: unknown remote, version or venue, bad weights and labels', async () => {
      const cases: [string, string, unknown, number, RegExp][] = [
        [
          'POST',
          '/api/ops/remotes/mfe_nope/versions',
          { version: 'v9', entry: `${originUrl}/v2/mf-manifest.json` },
          404,
          /Unknown remote mfe_nope/,
        ],
        ['POST', '/api/ops/remotes/mfe_menu/versions', { version: '../v9', entry: `${originUrl}/v2/mf-manifest.json` }, 400, /pattern/],
        ['POST', '/api/ops/remotes/mfe_menu/versions', { version: 'v9', entry: 'file:///etc/passwd' }, 400, /pattern/],
        ['PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v9' }, 404, /mfe_menu has no version v9/],
        ['PUT', '/api/ops/venues/nowhere/remotes/mfe_menu', { variants: { v2: 50 } }, 404, /Unknown venue nowhere/],
        ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { v9: 50 } }, 404, /mfe_menu has no version v9/],
        ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { v2: 0, v3: 0 } }, 400, /above 0/],
        ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { v2: 101 } }, 400, /100/],
        ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { v2: 2.5 } }, 400, /integer/],
        ['PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: {} }, 400, /fewer than 1/],
        ['DELETE', '/api/ops/venues/harbour/remotes/mfe_menu', undefined, 404, /harbour runs no split of mfe_menu/],
      ];
      for (const [method, path, body, status, message] of cases) {
        const res = await ops(method, path, body);
        assert.equal(res.status, status, `${method} ${path} ${JSON.stringify(body)}: ${res.text}`);
        assert.match(res.body.message, message);
      }
    });

    it('splits bistro 50/50: each variant gets half of 200 fresh guests, a guest keeps theirs, harbour gets the default', async () => {
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      const seen: Record<string, number> = {};
      const guests: { cookie: string; version: string }[] = [];
      for (let i = 0; i < 200; i++) {
        // 200 guest ids as the API would draw them, but fixed, so the share the hash gives them is the
        // same on every run: random ids would put a fair split outside 8 points about once in 50 runs.
        const cookie = (await guestCookies(t().db))(fixedGuestId(i));
        const registry = (await t().at('bistro').get('/remotes.json', as(cookie))) as Reply;
        assert.equal(registry.status, 200, registry.text);
        const menu = registry.body.remotes.mfe_menu;
        seen[menu.version] = (seen[menu.version] ?? 0) + 1;
        if (menu.version === 'v2') {
          assert.deepEqual(menu, {
            entry: `${originUrl}/v2/mf-manifest.json`,
            version: 'v2',
            fallback: { entry: INITIAL_MENU, version: 'initial' },
            experiment: { id: menu.experiment.id, phase: 1 },
          });
        } else {
          assert.equal(menu.fallback, undefined);
        }
        await exposeMenu(t(), 'bistro', { cookie, receipt: registry.body.receipt }, menu);
        guests.push({ cookie, version: menu.version });
      }
      for (const version of ['initial', 'v2']) {
        const share = (seen[version] ?? 0) / 200;
        assert.ok(Math.abs(share - 0.5) <= 0.08, `${version} got ${share * 100}% of guests`);
      }
      for (const guest of guests.slice(0, 20)) {
        for (let visit = 0; visit < 3; visit++) {
          const again = await t().at('bistro').get('/remotes.json', as(guest.cookie));
          assert.equal(again.body.remotes.mfe_menu.version, guest.version);
          assert.equal(again.headers['set-cookie'], undefined);
        }
      }
      for (let i = 0; i < 20; i++) {
        const { registry } = await freshGuest(t(), 'harbour');
        assert.deepEqual(registry.body.remotes.mfe_menu, { entry: INITIAL_MENU, version: 'initial' });
      }
      const variants = await variantsAt('bistro');
      assert.deepEqual(
        variants?.map((v) => [v.version, v.weight, v.guests]),
        [
          ['initial', 50, seen.initial],
          ['v2', 50, seen.v2],
        ],
      );
    });

    it('counts an order of a guest on variant B for B, submitted and then paid', async () => {
      let guest = await freshGuest(t(), 'bistro');
      while (guest.registry.body.remotes.mfe_menu.version !== 'v2') guest = await freshGuest(t(), 'bistro');
      await exposeMenu(t(), 'bistro', guest, guest.registry.body.remotes.mfe_menu);
      const before = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      const order = await newOrder(t(), VENUE.bistro);
      await lemonade(t(), order);
      const placed = await t()
        .at('bistro')
        .post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' }, as(guest.cookie));
      assert.equal(placed.status, 200, placed.text);
      const submitted = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      assert.equal(submitted?.orders_submitted, (before?.orders_submitted ?? 0) + 1);
      assert.equal(submitted?.orders_paid, before?.orders_paid);
      const paid = await t().post('/api/payments/simulator/confirm', { client_secret: placed.body.payment_intent.client_secret });
      assert.equal(paid.status, 200, paid.text);
      const after = await variantsAt('bistro');
      assert.equal(after?.find((v) => v.version === 'v2')?.orders_paid, (before?.orders_paid ?? 0) + 1);
      assert.equal(after?.find((v) => v.version === 'initial')?.orders_submitted, 0);
    });

    it('stops a variant whose guests fail significantly more often than the control’s, from 5 clients, not from 4, and says why', async () => {
      const onV2: Guest[] = [];
      while (onV2.length < 10) {
        const guest = await freshGuest(t(), 'bistro');
        await exposeMenu(t(), 'bistro', guest, guest.registry.body.remotes.mfe_menu);
        if (guest.registry.body.remotes.mfe_menu.version === 'v2') onV2.push(guest);
      }
      // Eight guests on four phones' addresses, two each: however often they fail, four clients stop nothing.
      for (const [n, guest] of onV2.slice(0, 8).entries()) {
        assert.equal((await reportFailure(t(), 'bistro', guest, { version: 'v2', from: `127.0.1.${(n >> 1) + 1}` })).status, 204);
        // The same guest failing again is still one guest.
        assert.equal((await reportFailure(t(), 'bistro', guest, { version: 'v2', from: `127.0.1.${(n >> 1) + 1}` })).status, 204);
      }
      const fromFour = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      assert.equal(fromFour?.weight, 50);
      assert.equal(fromFour?.stopped_reason, null);
      assert.equal(fromFour?.load_failures, 16);

      // A fifth client: 9 or 10 of about 110 guests failing against none of about as many on the control (p < 0.01).
      for (const guest of onV2.slice(8))
        assert.equal((await reportFailure(t(), 'bistro', guest, { version: 'v2', from: '127.0.1.5' })).status, 204);
      const stopped = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      assert.equal(stopped?.weight, 0);
      assert.match(
        stopped?.stopped_reason ?? '',
        /^Stopped automatically: (9|10) guests failed to load it within 10 min \(last failure: chunk\): \1 of \d+ guests from 5 clients, against 0 of \d+ on initial \(p = [\d.e-]+\)$/,
      );
      // Its guests get the other variant from their next page on, with no fallback to fall back to.
      const next = await t()
        .at('bistro')
        .get('/remotes.json', as(onV2[0]?.cookie ?? ''));
      assert.deepEqual(next.body.remotes.mfe_menu, {
        entry: INITIAL_MENU,
        version: 'initial',
        experiment: { id: next.body.remotes.mfe_menu.experiment.id, phase: 1 },
      });
      const [pause] = (await ops('GET', '/api/ops/audit?remote=mfe_menu&limit=1')).body.entries;
      assert.deepEqual(
        [pause.actor, pause.action, pause.venue, pause.before, pause.after],
        ['system', 'pause', 'bistro', { version: 'v2', weight: 50 }, { version: 'v2', weight: 0 }],
      );
    });

    it('refuses a failure report about a version that is not registered, malformed, or not served to the page', async () => {
      const guest = await freshGuest(t(), 'bistro');
      const unknown = await reportFailure(t(), 'bistro', guest, { version: 'v404' });
      assert.equal(unknown.status, 404);
      assert.match(unknown.body.message, /mfe_menu has no version v404/);
      const bad = await t()
        .at('bistro')
        .post(
          '/api/remotes/failures',
          { remote: 'mfe_menu', version: 'v2', stage: 'everything', receipt: guest.receipt },
          as(guest.cookie),
        );
      assert.equal(bad.status, 400);
      const noReceipt = await t()
        .at('bistro')
        .post('/api/remotes/failures', { remote: 'mfe_menu', version: 'initial', stage: 'chunk' }, as(guest.cookie));
      assert.equal(noReceipt.status, 400);
      // v2 is stopped: this guest's page was served initial only.
      const notServed = await reportFailure(t(), 'bistro', guest, { version: 'v2' });
      assert.equal(notServed.status, 403);
      assert.match(notServed.body.message, /not served mfe_menu v2/);
      const other = await freshGuest(t(), 'bistro');
      assert.equal((await reportFailure(t(), 'bistro', { ...other, receipt: guest.receipt }, { version: 'initial' })).status, 403);
      assert.equal((await reportFailure(t(), 'harbour', guest, { version: 'initial' })).status, 403);
      const [payload] = guest.receipt.split('.');
      assert.equal((await reportFailure(t(), 'bistro', { ...guest, receipt: `${payload}.forged` }, { version: 'initial' })).status, 403);
      assert.equal((await reportFailure(t(), 'bistro', guest, { version: 'initial' })).status, 204);
    });

    it('counts an order for the variant its guest was counted in this phase, after that variant was stopped', async () => {
      // Guests of v2 (stopped above) are served the other variant from their next page on.
      const [row] = await t().db.query<{ guest_id: string }>(
        `SELECT e.guest_id FROM experiment_exposures e JOIN remote_rollouts r ON r.id = e.rollout_id
         JOIN venues v ON v.id = r.venue_id WHERE v.slug = 'bistro' AND r.ended_at IS NULL AND e.version = 'v2' LIMIT 1`,
      );
      const cookie = (await guestCookies(t().db))(row?.guest_id ?? '');
      const unserved = await variantsAt('bistro');
      const served = await t().at('bistro').get('/remotes.json', as(cookie));
      assert.equal(served.body.remotes.mfe_menu.version, 'initial');
      await exposeMenu(t(), 'bistro', { cookie, receipt: served.body.receipt }, served.body.remotes.mfe_menu);
      const before = await variantsAt('bistro');
      // A guest counts once a phase: they remain a guest of the variant they were first shown, and only of it.
      assert.deepEqual(
        before?.map((v) => [v.version, v.guests]),
        unserved?.map((v) => [v.version, v.guests]),
      );
      const order = await newOrder(t(), VENUE.bistro);
      await lemonade(t(), order);
      const placed = await t()
        .at('bistro')
        .post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' }, as(cookie));
      assert.equal(placed.status, 200, placed.text);
      const after = await variantsAt('bistro');
      const submitted = (variants: typeof after, version: string) => variants?.find((v) => v.version === version)?.orders_submitted;
      assert.equal(submitted(after, 'v2'), (submitted(before, 'v2') ?? 0) + 1);
      assert.equal(submitted(after, 'initial'), submitted(before, 'initial'));
    });

    it('promotes a version for every venue at once, and a stopped split serves the default again', async () => {
      assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v3' })).status, 200);
      const harbour = await freshGuest(t(), 'harbour');
      assert.equal(harbour.registry.body.remotes.mfe_menu.version, 'v3');
      assert.equal((await ops('DELETE', '/api/ops/venues/bistro/remotes/mfe_menu')).status, 204);
      const bistro = await freshGuest(t(), 'bistro');
      // The previous default is the new default's fallback.
      assert.deepEqual(bistro.registry.body.remotes.mfe_menu, {
        entry: `${originUrl}/v3/mf-manifest.json`,
        version: 'v3',
        fallback: { entry: INITIAL_MENU, version: 'initial' },
      });
      assert.deepEqual(menuOf(await ops('GET', '/api/ops/remotes')).rollouts, []);
    });

    it('stops a variant only for failures of guests the split served it to: forged guest ids count for nothing', async () => {
      await t().db.query('DELETE FROM rate_limits');
      // v2 was stopped at bistro above: splitting guests onto it again is refused unless forced.
      const refused = await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.message, /mfe_menu v2 was stopped \(Stopped automatically: .*Send "force": true/);
      const forced = await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, v2: 50 }, force: true });
      assert.equal(forced.status, 200, forced.text);
      assert.equal(typeof forced.body.experiment, 'number');
      const onInitial: Guest[] = [];
      while (onInitial.length < 5) {
        const guest = await freshGuest(t(), 'harbour');
        if (guest.registry.body.remotes.mfe_menu.version === 'initial') onInitial.push(guest);
      }
      // Made-up guest ids, with a real guest's receipt: none of them was ever served a page.
      for (let i = 0; i < 5; i++) {
        const forged = { cookie: `tabula_guest=${fixedGuestId(10_000 + i)}`, receipt: onInitial[0]?.receipt ?? '' };
        assert.equal((await reportFailure(t(), 'harbour', forged, { version: 'v2', from: `127.0.2.${i + 1}` })).status, 403);
      }
      // Guests served initial cannot report v2 either.
      for (const [n, guest] of onInitial.entries()) {
        assert.equal((await reportFailure(t(), 'harbour', guest, { version: 'v2', from: `127.0.2.${n + 1}` })).status, 403);
      }
      const v2 = (await variantsAt('harbour'))?.find((v) => v.version === 'v2');
      assert.equal(v2?.weight, 50);
      assert.equal(v2?.load_failures, 0);
    });

    it('A/B attack: made-up guests failing from three addresses, or from many addresses of one IPv6 /64, do not stop v2', async () => {
      await t().db.query('DELETE FROM rate_limits');
      const onV2: Guest[] = [];
      const onInitial: Guest[] = [];
      // One script taking fresh cookies, as many pages as it likes: each is shown its variant and counts.
      while (onV2.length < 24 || onInitial.length < 24) {
        const guest = await freshGuest(t(), 'harbour');
        await exposeMenu(t(), 'harbour', guest, guest.registry.body.remotes.mfe_menu);
        (guest.registry.body.remotes.mfe_menu.version === 'v2' ? onV2 : onInitial).push(guest);
      }
      const v2 = async () => (await variantsAt('harbour'))?.find((v) => v.version === 'v2');
      for (const [n, guest] of onV2.slice(0, 12).entries()) {
        const res = await reportFailure(t(), 'harbour', guest, { version: 'v2', stage: 'render', from: `127.0.3.${(n % 3) + 1}` });
        assert.equal(res.status, 204, res.text);
      }
      assert.deepEqual([(await v2())?.load_failures, (await v2())?.weight, (await v2())?.stopped_reason], [12, 50, null]);
      // Behind the proxy (TRUST_PROXY lists 127.0.0.1), twelve addresses of one /64 are one client, as the rate limits count it.
      for (const [n, guest] of onV2.slice(12, 24).entries()) {
        const res = await reportFailure(t(), 'harbour', guest, {
          version: 'v2',
          stage: 'render',
          headers: { 'x-forwarded-for': `2001:db8:0:7:${n + 1}::${n + 1}` },
        });
        assert.equal(res.status, 204, res.text);
      }
      assert.deepEqual([(await v2())?.load_failures, (await v2())?.weight, (await v2())?.stopped_reason], [24, 50, null]);

      // Real failures of the control too, from five other clients: v2 fails no more often than it, and stays.
      for (const [n, guest] of onInitial.entries()) {
        const res = await reportFailure(t(), 'harbour', guest, { version: 'initial', stage: 'render', from: `127.0.4.${(n % 5) + 1}` });
        assert.equal(res.status, 204, res.text);
      }
      assert.equal((await reportFailure(t(), 'harbour', onV2[0] as Guest, { version: 'v2', from: '127.0.4.9' })).status, 204);
      assert.deepEqual([(await v2())?.weight, (await v2())?.stopped_reason], [50, null]);
      const initial = (await variantsAt('harbour'))?.find((v) => v.version === 'initial');
      assert.deepEqual([initial?.weight, initial?.stopped_reason], [50, null], 'the control is what the others are judged against');
    });
  },
  { shellManifest, remotesFile, trustProxy: ['127.0.0.1'] },
);

// A shell of its own for the release suite, whose pages the tests change as a redeployed shell would.
const releaseDir = mkdtempSync(join(tmpdir(), 'tabula-release-'));
const releaseShell = join(releaseDir, 'mf-manifest.json');
writeFileSync(releaseShell, JSON.stringify({ name: 'shell', shared: shared(SHELL_PROVIDES) }));
const shellLoads = (menuModules: string[]) =>
  writeFileSync(
    join(releaseDir, 'page-routes.json'),
    JSON.stringify({ pages: menuModules.map((module) => ({ path: `/${module}`, load: [{ remote: 'mfe_menu', module }] })) }),
  );
shellLoads(['./MenuPage', './SearchPage', './ItemPage']);
after(() => rmSync(releaseDir, { recursive: true, force: true }));

const MARIA = 'maria-0123456789abcdef';
const NIKOS = 'nikos-0123456789abcdef';

suite(
  'releasing a remote: the contract gate, guarded promote, rollback, ship and the audit log',
  (t) => {
    const opsAs = (token: string, method: string, path: string, body?: unknown) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': token } });
    const ops = (method: string, path: string, body?: unknown) => opsAs(MARIA, method, path, body);
    const menu = async () => (await ops('GET', '/api/ops/remotes')).body.remotes.find((r: { name: string }) => r.name === 'mfe_menu');
    const audit = async (query = '') => (await ops('GET', `/api/ops/audit${query}`)).body.entries as AnyJson[];
    const register = (version: string, build = version) =>
      ops('POST', '/api/ops/remotes/mfe_menu/versions', { version, entry: `${originUrl}/${build}/mf-manifest.json` });
    /** Guests of a venue served `version` of the menu, each from an address of their own. */
    const guestsOn = async (venue: string, version: string, n: number) => {
      const found: (Guest & { registry: Reply })[] = [];
      while (found.length < n) {
        const guest = await freshGuest(t(), venue);
        const menu = guest.registry.body.remotes.mfe_menu;
        if (menu.version !== version) continue;
        // In an experiment, shown the variant as a page that loads the menu reports: only they count.
        if (menu.experiment) await exposeMenu(t(), venue, guest, menu);
        found.push(guest);
      }
      return found;
    };
    const failEach = async (venue: string, guests: Guest[], version: string, net: number) => {
      for (const [n, guest] of guests.entries()) {
        const res = await reportFailure(t(), venue, guest, { version, from: `127.0.${net}.${n + 1}` });
        assert.equal(res.status, 204, res.text);
      }
    };

    it('refuses at register a build that renamed a page the shell loads, or needs a singleton outside the old hand list', async () => {
      const renamed = await register('renamed');
      assert.equal(renamed.status, 409, renamed.text);
      assert.match(renamed.body.message, /does not expose \.\/SearchPage, which the shell loads from mfe_menu/);
      const i18n = await register('i18n26');
      assert.equal(i18n.status, 409, i18n.text);
      assert.match(i18n.body.message, /it needs i18next \^26\.0\.0, the shell provides 27\.1\.2/);
      assert.deepEqual(
        (await menu()).versions.map((v: { version: string }) => v.version),
        ['initial'],
      );
    });

    it('says what each version is: registered when and by whom, its build hash, shared requirements and exposes', async () => {
      assert.equal((await register('v2')).status, 201);
      const [initial, v2] = (await menu()).versions;
      assert.equal(initial.registered_by, 'system');
      assert.equal(v2.registered_by, 'maria');
      assert.match(v2.build_hash, /^[0-9a-f]{64}$/);
      assert.match(initial.build_hash, /^[0-9a-f]{64}$/, 'the seeded build was read from its origin on the first start');
      assert.deepEqual(v2.exposes, ['./MenuPage', './SearchPage', './ItemPage']);
      assert.deepEqual(
        v2.shared.find((p: { name: string }) => p.name === 'i18next'),
        { name: 'i18next', requiredVersion: '^27.1.2', singleton: true },
      );
      assert.ok(Date.parse(v2.registered_at) > 0);
    });

    it('checks the gate again at split and promote, against the shell running now', async () => {
      shellLoads(['./MenuPage', './SearchPage', './ItemPage', './Specials']);
      try {
        const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
        assert.equal(split.status, 409, split.text);
        assert.match(split.body.message, /cannot host mfe_menu initial: it does not expose \.\/Specials/);
        const promoted = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v2', force: true });
        assert.equal(promoted.status, 409, promoted.text);
        assert.match(promoted.body.message, /cannot host mfe_menu v2: it does not expose \.\/Specials/);
      } finally {
        shellLoads(['./MenuPage', './SearchPage', './ItemPage']);
      }
      assert.equal((await menu()).default, 'initial');
      assert.deepEqual((await menu()).rollouts, []);
    });

    it('refuses to promote a version the API stopped, unless forced; rollback restores the previous default', async () => {
      assert.equal((await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } })).status, 200);
      await failEach('bistro', await guestsOn('bistro', 'v2', 5), 'v2', 10);
      assert.match((await menu()).versions[1].halted_reason, /Stopped automatically: 5 guests failed to load it/);

      const refused = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v2' });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.message, /mfe_menu v2 was stopped \(Stopped automatically: .*Send "force": true to promote it anyway/);
      assert.equal((await menu()).default, 'initial');

      const noPrevious = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.equal(noPrevious.status, 409);
      assert.match(noPrevious.body.message, /mfe_menu has no earlier default to roll back to/);

      const forced = await opsAs(NIKOS, 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v2', force: true });
      assert.equal(forced.status, 200, forced.text);
      // bistro's own split goes on, and the answer says so: its guests keep their variants, not the new default.
      assert.deepEqual(forced.body, { remote: 'mfe_menu', default: 'v2', previous: 'initial', kept_splits: ['bistro'], ended_splits: [] });
      const harbour = await freshGuest(t(), 'harbour');
      assert.deepEqual(harbour.registry.body.remotes.mfe_menu.fallback, { entry: INITIAL_MENU, version: 'initial' });

      const rolledBack = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.equal(rolledBack.status, 200, rolledBack.text);
      assert.deepEqual(rolledBack.body, { remote: 'mfe_menu', default: 'initial', from: 'v2', previous: null });
      assert.equal((await ops('POST', '/api/ops/remotes/mfe_menu/rollback')).status, 409, 'nothing is left to roll back to');
      assert.equal((await freshGuest(t(), 'harbour')).registry.body.remotes.mfe_menu.version, 'initial');
      assert.deepEqual(
        (await audit('?limit=2')).map((e) => [e.actor, e.action, e.before, e.after, e.reason]),
        [
          ['maria', 'rollback', { default: 'v2' }, { default: 'initial' }, null],
          ['nikos', 'promote', { default: 'initial' }, { default: 'v2' }, 'forced'],
        ],
      );
    });

    it('refuses to promote a version that failed for a guest within the window', async () => {
      assert.equal((await register('v3')).status, 201);
      assert.equal((await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v3: 50 } })).status, 200);
      await failEach('bistro', await guestsOn('bistro', 'v3', 1), 'v3', 11);
      const refused = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v3' });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.message, /1 guest failed to load mfe_menu v3 within the last 10 min/);
    });

    it('ships the winner of a split in one step: promoted, and the venue’s split ended, in one transaction', async () => {
      assert.equal((await register('v4')).status, 201);
      const missing = await ops('POST', '/api/ops/venues/harbour/remotes/mfe_menu/ship', { version: 'v4' });
      assert.equal(missing.status, 404);
      assert.match(missing.body.message, /harbour runs no split of mfe_menu/);
      assert.equal((await menu()).default, 'initial', 'a refused ship promotes nothing');

      assert.equal((await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v4: 50 } })).status, 200);
      const early = await ops('POST', '/api/ops/venues/bistro/remotes/mfe_menu/ship', { version: 'v4' });
      assert.equal(early.status, 409, early.text);
      assert.match(early.body.message, /Not enough data yet to ship a winner of mfe_menu at bistro: each variant needs 100 guests/);
      const shipped = await ops('POST', '/api/ops/venues/bistro/remotes/mfe_menu/ship', { version: 'v4', force: true });
      assert.equal(shipped.status, 200, shipped.text);
      assert.deepEqual(shipped.body, { remote: 'mfe_menu', default: 'v4', venue: 'bistro' });
      const after = await menu();
      assert.deepEqual([after.default, after.previous_default, after.rollouts], ['v4', 'initial', []]);
      const [entry] = await audit('?remote=mfe_menu&limit=1');
      assert.deepEqual(
        [entry.actor, entry.action, entry.venue, entry.before, entry.after],
        ['maria', 'ship', 'bistro', { default: 'initial' }, { default: 'v4' }],
      );
    });

    it('rolls a failing default back to the previous default by itself, and records why', async () => {
      const onV4 = await guestsOn('harbour', 'v4', 5);
      assert.deepEqual(onV4[0]?.registry.body.remotes.mfe_menu.fallback, { entry: INITIAL_MENU, version: 'initial' });
      await failEach('harbour', onV4.slice(0, 4), 'v4', 12);
      assert.equal((await menu()).default, 'v4');
      await failEach('harbour', onV4.slice(4), 'v4', 13);
      const after = await menu();
      assert.deepEqual([after.default, after.previous_default], ['initial', null]);
      assert.match(
        after.versions.find((v: { version: string }) => v.version === 'v4').halted_reason,
        /Rolled back automatically: 5 guests/,
      );
      const [entry] = await audit('?remote=mfe_menu&limit=1');
      assert.deepEqual(
        [entry.actor, entry.action, entry.before, entry.after],
        ['system', 'auto-rollback', { default: 'v4' }, { default: 'initial' }],
      );
      assert.match(entry.reason, /5 guests failed to load it within 10 min/);
      assert.deepEqual((await freshGuest(t(), 'harbour')).registry.body.remotes.mfe_menu, { entry: INITIAL_MENU, version: 'initial' });
    });

    it('serves the audit log newest first, per remote and limited, to operators only', async () => {
      const entries = await audit('?remote=mfe_menu');
      assert.deepEqual(
        entries.map((e) => e.action),
        // A ship ends the split in its own entry: no separate stop.
        ['auto-rollback', 'ship', 'split', 'register', 'split', 'register', 'rollback', 'promote', 'pause', 'split', 'register'],
      );
      assert.ok(entries.every((e, i) => i === 0 || entries[i - 1].id > e.id));
      assert.deepEqual([...new Set(entries.map((e) => e.actor))].sort(), ['maria', 'nikos', 'system']);
      assert.equal((await audit('?limit=1')).length, 1);
      assert.deepEqual(await audit('?remote=mfe_tab'), []);
      assert.equal((await ops('GET', '/api/ops/audit?limit=0')).status, 400);
      assert.equal((await opsAs('not-a-token-of-anyone', 'GET', '/api/ops/audit')).status, 401);
      assert.equal((await opsAs(t().server.opsToken, 'GET', '/api/ops/audit')).status, 200, 'the generated token is admin');
    });

    it('decides once under parallel requests, across two API instances on PostgreSQL: racing rollbacks each take one step back, made-up failures from three addresses move nothing, a failing default rolls back once, a failing variant pauses once', async () => {
      // A second instance on the same database where there is one to share (PostgreSQL); on PGlite, parallel calls to one.
      const url = t().ctx.config.databaseUrl;
      const second = url
        ? await startServer({
            port: 0,
            databaseUrl: url,
            shellManifest: releaseShell,
            remotesFile,
            opsTokens: `maria=${MARIA}`,
            // Instances behind one balancer answer for one public address: the first's.
            publicUrl: `http://localhost:${t().port}`,
          })
        : undefined;
      try {
        const instances = [t().url, second?.url ?? t().url];
        const via = (n: number, method: string, path: string, body?: unknown, from?: string, cookie?: string) =>
          call(instances[n % 2] as string, method, path, {
            body,
            from,
            // As a balancer forwards it: the public host, whichever instance answers.
            headers: { 'x-ops-token': MARIA, host: `localhost:${t().port}`, ...(cookie ? { cookie } : {}) },
          });
        // Four earlier defaults under v5: initial, v7, v8, v9. Six operators press rollback at once, through both instances.
        for (const version of ['v7', 'v8', 'v9', 'v5']) {
          assert.equal((await register(version, 'v5')).status, 201);
          assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version })).status, 200);
        }
        const rollbacks = await Promise.all(Array.from({ length: 6 }, (_, n) => via(n, 'POST', '/api/ops/remotes/mfe_menu/rollback')));
        assert.deepEqual(rollbacks.map((r) => r.status).sort(), [200, 200, 200, 200, 409, 409]);
        // Each winner took one step down the history: no step taken twice, none skipped.
        const steps = rollbacks.filter((r) => r.status === 200).map((r) => `${r.body.from}>${r.body.default}`);
        assert.deepEqual(steps.sort(), ['v5>v9', 'v7>initial', 'v8>v7', 'v9>v8']);
        for (const refused of rollbacks.filter((r) => r.status === 409))
          assert.match(refused.body.message, /mfe_menu has no earlier default to roll back to/);
        const logged = (await audit('?remote=mfe_menu&limit=4')).map((e) => [e.action, e.before.default, e.after.default]);
        assert.deepEqual(logged, [
          ['rollback', 'v7', 'initial'],
          ['rollback', 'v8', 'v7'],
          ['rollback', 'v9', 'v8'],
          ['rollback', 'v5', 'v9'],
        ]);
        assert.deepEqual([(await menu()).default, (await menu()).previous_default], ['initial', null]);

        assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v5' })).status, 200);
        const fail = (guests: Guest[], from: (n: number) => string) =>
          Promise.all(
            guests.map((guest, n) =>
              call(instances[n % 2] as string, 'POST', '/api/remotes/failures', {
                body: { remote: 'mfe_menu', version: 'v5', stage: 'entry', receipt: guest.receipt },
                from: from(n),
                headers: { cookie: guest.cookie, host: `harbour.localhost:${t().port}` },
              }),
            ),
          );
        // A script's made-up guests from three addresses, right after the promote: the default stays.
        const madeUp = await fail(await guestsOn('harbour', 'v5', 9), (n) => `127.0.21.${(n % 3) + 1}`);
        assert.ok(
          madeUp.every((r) => r.status === 204),
          madeUp.map((r) => r.text).join(),
        );
        assert.equal((await menu()).default, 'v5');
        // Guests failing from eight distinct clients, against a previous default none of whose guests failed.
        const reports = await fail(await guestsOn('harbour', 'v5', 8), (n) => `127.0.20.${n + 1}`);
        assert.ok(
          reports.every((r) => r.status === 204),
          reports.map((r) => r.text).join(),
        );
        assert.equal((await menu()).default, 'initial');
        const rolledBack = (await audit('?remote=mfe_menu&limit=20')).filter(
          (e) => e.action === 'auto-rollback' && e.before.default === 'v5',
        );
        assert.equal(rolledBack.length, 1);

        // A variant failing for guests of ten clients, reported through both instances at once, against a
        // healthy control: paused once.
        assert.equal((await register('v6', 'v3')).status, 201);
        assert.equal((await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v6: 50 } })).status, 200);
        await guestsOn('bistro', 'initial', 20);
        const onV6 = await guestsOn('bistro', 'v6', 10);
        const paused = await Promise.all(
          onV6.map((guest, n) =>
            call(instances[n % 2] as string, 'POST', '/api/remotes/failures', {
              body: { remote: 'mfe_menu', version: 'v6', stage: 'chunk', receipt: guest.receipt },
              from: `127.0.22.${n + 1}`,
              headers: { cookie: guest.cookie, host: `bistro.localhost:${t().port}` },
            }),
          ),
        );
        assert.ok(
          paused.every((r) => r.status === 204),
          paused.map((r) => r.text).join(),
        );
        const v6 = (await menu()).rollouts
          .find((r: { venue: string }) => r.venue === 'bistro')
          .variants.find((v: { version: string }) => v.version === 'v6');
        assert.equal(v6.weight, 0);
        assert.match(v6.stopped_reason, /from \d+ clients, against 0 of \d+ on initial/);
        const pauses = (await audit('?remote=mfe_menu&limit=50')).filter((e) => e.action === 'pause' && e.before.version === 'v6');
        assert.equal(pauses.length, 1);
      } finally {
        await second?.close();
      }
    });

    it('stops a version by hand: weight 0 in every split, its guests get the default, audited; split again only when forced', async () => {
      assert.equal((await register('w1', 'v5')).status, 201);
      const stop = (name: string, version: string, reason: unknown) =>
        ops('POST', `/api/ops/remotes/${name}/versions/${version}/stop`, { reason });
      assert.equal((await stop('mfe_menu', 'nope', 'x')).status, 404);
      assert.match((await stop('mfe_nope', 'w1', 'x')).body.message, /Unknown remote mfe_nope/);
      const blank = await stop('mfe_menu', 'w1', '   ');
      assert.equal(blank.status, 400, blank.text);
      assert.match(blank.body.message, /Say why/);

      assert.equal((await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, w1: 50 } })).status, 200);
      const [onW1] = await guestsOn('harbour', 'w1', 1);
      const stopped = await stop('mfe_menu', 'w1', 'broken images');
      assert.equal(stopped.status, 200, stopped.text);
      assert.deepEqual(stopped.body, {
        remote: 'mfe_menu',
        version: 'w1',
        reason: 'Stopped by maria: broken images',
        paused: [{ venue: 'harbour', weight: 50 }],
        default: 'initial',
        rolled_back: false,
      });
      // Its guest gets the default from their next page on.
      const next = await t()
        .at('harbour')
        .get('/remotes.json', as(onW1?.cookie ?? ''));
      assert.equal(next.body.remotes.mfe_menu.version, 'initial');
      const [entry] = await audit('?remote=mfe_menu&limit=1');
      assert.deepEqual(
        [entry.actor, entry.action, entry.reason, entry.before, entry.after],
        [
          'maria',
          'stop-version',
          'broken images',
          { version: 'w1', default: 'initial', splits: { harbour: 50 } },
          { version: 'w1', default: 'initial', splits: { harbour: 0 } },
        ],
      );
      const again = await stop('mfe_menu', 'w1', 'twice');
      assert.equal(again.status, 409);
      assert.match(again.body.message, /mfe_menu w1 is stopped already \(Stopped by maria: broken images\)/);
      assert.equal(
        (await menu()).versions.find((v: { version: string }) => v.version === 'w1').halted_reason,
        'Stopped by maria: broken images',
      );

      const split = await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, w1: 50 } });
      assert.equal(split.status, 409, split.text);
      assert.match(split.body.message, /mfe_menu w1 was stopped \(Stopped by maria: broken images\)\. Send "force": true/);
      const forced = await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, w1: 50 }, force: true });
      assert.equal(forced.status, 200, forced.text);
      assert.equal((await ops('DELETE', '/api/ops/venues/harbour/remotes/mfe_menu')).status, 204);

      // The default stopped by hand: the earlier default comes back; with none left, it is refused.
      assert.equal((await register('w2', 'v5')).status, 201);
      assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'w2' })).status, 200);
      const own = await stop('mfe_menu', 'w2', 'slow');
      assert.equal(own.status, 200, own.text);
      assert.deepEqual([own.body.default, own.body.rolled_back], ['initial', true]);
      assert.equal((await menu()).default, 'initial');
      const last = await stop('mfe_menu', 'initial', 'everything');
      assert.equal(last.status, 409);
      assert.match(last.body.message, /mfe_menu initial is the default and no earlier default is left to roll back to/);
    });

    it('promote names the venues keeping their own split, and ends them in the same step with end_splits', async () => {
      assert.equal((await register('w3', 'v5')).status, 201);
      assert.equal((await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, w3: 50 } })).status, 200);
      const kept = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'w3' });
      assert.equal(kept.status, 200, kept.text);
      // bistro still splits initial and v6 (paused above), harbour its own.
      assert.deepEqual([kept.body.kept_splits, kept.body.ended_splits], [['bistro', 'harbour'], []]);
      assert.deepEqual(
        (await menu()).rollouts.map((r: { venue: string }) => r.venue),
        ['bistro', 'harbour'],
      );
      // Promoting the default again with end_splits ends them: the default reaches every venue.
      const ended = await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'w3', end_splits: true });
      assert.equal(ended.status, 200, ended.text);
      assert.deepEqual([ended.body.default, ended.body.kept_splits, ended.body.ended_splits], ['w3', [], ['bistro', 'harbour']]);
      assert.deepEqual((await menu()).rollouts, []);
      assert.equal((await freshGuest(t(), 'bistro')).registry.body.remotes.mfe_menu.version, 'w3');
      const stops = (await audit('?remote=mfe_menu&limit=5')).filter((e) => e.action === 'stop').map((e) => [e.actor, e.venue]);
      assert.deepEqual(stops.sort(), [
        ['maria', 'bistro'],
        ['maria', 'harbour'],
      ]);
    });

    it('rolls back through every earlier default, one step per call, and then says none is left', async () => {
      for (const version of ['x1', 'x2', 'x3']) {
        assert.equal((await register(version, 'v5')).status, 201);
        assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version })).status, 200);
      }
      const history = async () => (await menu()).earlier_defaults.map((e: { version: string }) => e.version);
      assert.deepEqual(await history(), ['x2', 'x1', 'w3', 'initial']);
      const first = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.deepEqual(first.body, { remote: 'mfe_menu', default: 'x2', from: 'x3', previous: 'x1' });
      assert.deepEqual(await history(), ['x1', 'w3', 'initial']);
      const second = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.deepEqual(second.body, { remote: 'mfe_menu', default: 'x1', from: 'x2', previous: 'w3' });
      // A stopped earlier default is stepped over, and the audit says so.
      assert.equal((await ops('POST', '/api/ops/remotes/mfe_menu/versions/w3/stop', { reason: 'wrong prices' })).status, 200);
      const third = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.deepEqual(third.body, { remote: 'mfe_menu', default: 'initial', from: 'x1', previous: null });
      assert.equal((await audit('?remote=mfe_menu&limit=1'))[0]?.reason, 'stepped over stopped w3');
      assert.deepEqual(await history(), []);
      const none = await ops('POST', '/api/ops/remotes/mfe_menu/rollback');
      assert.equal(none.status, 409);
      assert.match(none.body.message, /mfe_menu has no earlier default to roll back to/);
      assert.equal((await freshGuest(t(), 'harbour')).registry.body.remotes.mfe_menu.version, 'initial');
    });
  },
  { shellManifest: releaseShell, remotesFile, opsTokens: `maria=${MARIA}\nnikos=${NIKOS}` },
);
