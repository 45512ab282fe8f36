import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, it } from 'node:test';
import { lemonade, newOrder, VENUE } from '../testing/flows';
import { call, suite, type CallOptions, type Reply, type TestServer } from '../testing/harness';

const shared = (versions: Record<string, string>) =>
  Object.entries(versions).map(([name, version]) => ({ name, version, requiredVersion: `^${version}`, singleton: true }));

const SHELL_PROVIDES = {
  '@tabula/shared': '0.1.0',
  react: '19.2.3',
  'react-dom': '19.2.3',
  'react-router-dom': '7.18.5',
  effector: '23.4.4',
  '@mantine/core': '9.7.4',
};

// The shell's own federation manifest, whose shared versions every registered build must fit.
const dir = mkdtempSync(join(tmpdir(), 'tabula-registry-'));
const shellManifest = join(dir, 'mf-manifest.json');
writeFileSync(shellManifest, JSON.stringify({ name: 'shell', shared: shared(SHELL_PROVIDES) }));
const remotesFile = join(dir, 'remotes.json');
writeFileSync(
  remotesFile,
  JSON.stringify({
    remotes: {
      mfe_menu: { entry: 'http://localhost:8081/mf-manifest.json' },
      mfe_tab: { entry: 'http://localhost:8082/mf-manifest.json' },
    },
  }),
);

/** Federation manifests of builds, as a remote's origin serves them: /<version>/mf-manifest.json. */
const builds: Record<string, object> = {
  v2: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES) },
  v3: { metaData: { name: 'mfe_menu' }, shared: shared(SHELL_PROVIDES) },
  react20: { metaData: { name: 'mfe_menu' }, shared: shared({ ...SHELL_PROVIDES, react: '20.0.0' }) },
  tab: { metaData: { name: 'mfe_tab' }, shared: shared(SHELL_PROVIDES) },
  garbled: {
    metaData: { name: 'mfe_menu' },
    shared: [null, 5, 'react', { name: { nested: true } }, { name: 'react', requiredVersion: { range: '^19' } }],
  },
};
let origin: Server;
let originUrl = '';
before(async () => {
  origin = createServer((req, res) => {
    const build = builds[(req.url ?? '').split('/')[1] ?? ''];
    if (!build) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(build));
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});
after(() => {
  origin.close();
  rmSync(dir, { recursive: true, force: true });
});

const GUEST_COOKIE = /^tabula_guest=([0-9a-f-]{36});/;

/** A random-looking version 4 uuid that is the same for the same n on every run. */
function fixedGuestId(n: number): string {
  const hex = createHash('sha256').update(`guest ${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A guest: the cookie the API gave them on their first registry, sent with every later call. */
async function freshGuest(t: TestServer, venue: string): Promise<{ cookie: string; registry: Reply }> {
  const registry = await t.at(venue).get('/remotes.json');
  assert.equal(registry.status, 200, registry.text);
  const setCookie = String(registry.headers['set-cookie'] ?? '');
  const id = GUEST_COOKIE.exec(setCookie)?.[1];
  assert.ok(id, `no guest cookie in "${setCookie}"`);
  assert.match(setCookie, /HttpOnly/);
  assert.match(setCookie, /SameSite=Lax/);
  return { cookie: `tabula_guest=${id}`, registry };
}

const as = (cookie: string, opts: CallOptions = {}): CallOptions => ({ ...opts, headers: { cookie, ...opts.headers } });

let exposures = 0;
/** What the shell does when it loads mfe_menu for a guest in an experiment: report them exposed to their variant. */
async function exposeMenu(t: TestServer, venue: string, cookie: string, menu: { version: string; experiment?: { id: number } }) {
  assert.ok(menu.experiment, 'the registry names no experiment');
  const exposed = await t.at(venue).post(
    '/api/remotes/exposures',
    { remote: 'mfe_menu', version: menu.version, experiment: menu.experiment.id },
    // Each guest from their own phone: the exposure limit is per client.
    as(cookie, { headers: { 'x-forwarded-for': `10.${exposures >> 8}.${exposures++ & 255}.1` } }),
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
        | {
            version: string;
            weight: number;
            guests: number;
            orders_submitted: number;
            orders_paid: number;
            load_failures: number;
            stopped_reason: string | null;
          }[]
        | undefined;

    it('serves the builds of REMOTES_FILE as version "initial", with no fallback', async () => {
      const { registry } = await freshGuest(t(), 'bistro');
      assert.deepEqual(registry.body.remotes.mfe_menu, { entry: 'http://localhost:8081/mf-manifest.json', version: 'initial' });
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
        const cookie = `tabula_guest=${fixedGuestId(i)}`;
        const registry = (await t().at('bistro').get('/remotes.json', as(cookie))) as Reply;
        assert.equal(registry.status, 200, registry.text);
        const menu = registry.body.remotes.mfe_menu;
        seen[menu.version] = (seen[menu.version] ?? 0) + 1;
        if (menu.version === 'v2') {
          assert.deepEqual(menu, {
            entry: `${originUrl}/v2/mf-manifest.json`,
            version: 'v2',
            fallback: { entry: 'http://localhost:8081/mf-manifest.json', version: 'initial' },
            experiment: { id: menu.experiment.id, phase: 1 },
          });
        } else {
          assert.equal(menu.fallback, undefined);
        }
        await exposeMenu(t(), 'bistro', cookie, menu);
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
        assert.deepEqual(registry.body.remotes.mfe_menu, { entry: 'http://localhost:8081/mf-manifest.json', version: 'initial' });
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
      await exposeMenu(t(), 'bistro', guest.cookie, guest.registry.body.remotes.mfe_menu);
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

    it('stops a variant once 5 distinct guests failed to load it, not at 4, and says why', async () => {
      const report = (cookie: string) =>
        t().at('bistro').post('/api/remotes/failures', { remote: 'mfe_menu', version: 'v2', stage: 'chunk' }, as(cookie));
      const onV2: string[] = [];
      while (onV2.length < 5) {
        const guest = await freshGuest(t(), 'bistro');
        if (guest.registry.body.remotes.mfe_menu.version !== 'v2') continue;
        await exposeMenu(t(), 'bistro', guest.cookie, guest.registry.body.remotes.mfe_menu);
        onV2.push(guest.cookie);
      }
      for (const cookie of onV2.slice(0, 4)) {
        assert.equal((await report(cookie)).status, 204);
        // The same guest failing again is still one guest.
        assert.equal((await report(cookie)).status, 204);
      }
      const afterFour = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      assert.equal(afterFour?.weight, 50);
      assert.equal(afterFour?.stopped_reason, null);
      assert.equal(afterFour?.load_failures, 8);

      assert.equal((await report(onV2[4] ?? '')).status, 204);
      const stopped = (await variantsAt('bistro'))?.find((v) => v.version === 'v2');
      assert.equal(stopped?.weight, 0);
      assert.match(stopped?.stopped_reason ?? '', /5 guests failed to load it within 10 min/);
      // Its guests get the other variant from their next page on, with no fallback to fall back to.
      const next = await t()
        .at('bistro')
        .get('/remotes.json', as(onV2[0] ?? ''));
      assert.deepEqual(next.body.remotes.mfe_menu, {
        entry: 'http://localhost:8081/mf-manifest.json',
        version: 'initial',
        experiment: { id: next.body.remotes.mfe_menu.experiment.id, phase: 1 },
      });
    });

    it('refuses a failure report about a version that is not registered, or malformed', async () => {
      const unknown = await t().at('bistro').post('/api/remotes/failures', { remote: 'mfe_menu', version: 'v404', stage: 'entry' });
      assert.equal(unknown.status, 404);
      assert.match(unknown.body.message, /mfe_menu has no version v404/);
      const bad = await t().at('bistro').post('/api/remotes/failures', { remote: 'mfe_menu', version: 'v2', stage: 'everything' });
      assert.equal(bad.status, 400);
    });

    it('counts an order for the variant its guest was served when placing it, after their variant was stopped', async () => {
      // Guests of v2 (stopped above) are served the other variant from their next page on.
      const [row] = await t().db.query<{ guest_id: string }>(
        `SELECT e.guest_id FROM experiment_exposures e JOIN remote_rollouts r ON r.id = e.rollout_id
         JOIN venues v ON v.id = r.venue_id WHERE v.slug = 'bistro' AND r.ended_at IS NULL AND e.version = 'v2' LIMIT 1`,
      );
      const cookie = `tabula_guest=${row?.guest_id}`;
      const unserved = await variantsAt('bistro');
      const served = await t().at('bistro').get('/remotes.json', as(cookie));
      assert.equal(served.body.remotes.mfe_menu.version, 'initial');
      await exposeMenu(t(), 'bistro', cookie, served.body.remotes.mfe_menu);
      const before = await variantsAt('bistro');
      // They remain a guest of the variant they were first shown, and count for the one they are shown now too.
      assert.deepEqual(
        before?.map((v) => [v.version, v.guests]),
        unserved?.map((v) => [v.version, v.version === 'initial' ? v.guests + 1 : v.guests]),
      );
      const order = await newOrder(t(), VENUE.bistro);
      await lemonade(t(), order);
      const placed = await t()
        .at('bistro')
        .post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' }, as(cookie));
      assert.equal(placed.status, 200, placed.text);
      const after = await variantsAt('bistro');
      const submitted = (variants: typeof after, version: string) => variants?.find((v) => v.version === version)?.orders_submitted;
      assert.equal(submitted(after, 'initial'), (submitted(before, 'initial') ?? 0) + 1);
      assert.equal(submitted(after, 'v2'), submitted(before, 'v2'));
    });

    it('promotes a version for every venue at once, and a stopped split serves the default again', async () => {
      assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v3' })).status, 200);
      const harbour = await freshGuest(t(), 'harbour');
      assert.equal(harbour.registry.body.remotes.mfe_menu.version, 'v3');
      assert.equal((await ops('DELETE', '/api/ops/venues/bistro/remotes/mfe_menu')).status, 204);
      const bistro = await freshGuest(t(), 'bistro');
      assert.deepEqual(bistro.registry.body.remotes.mfe_menu, { entry: `${originUrl}/v3/mf-manifest.json`, version: 'v3' });
      assert.deepEqual(menuOf(await ops('GET', '/api/ops/remotes')).rollouts, []);
    });

    it('stops a variant only for failures of guests the split served it to: forged guest ids count for nothing', async () => {
      await t().db.query('DELETE FROM rate_limits');
      assert.equal((await ops('PUT', '/api/ops/venues/harbour/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } })).status, 200);
      const report = (cookie: string) =>
        t().at('harbour').post('/api/remotes/failures', { remote: 'mfe_menu', version: 'v2', stage: 'entry' }, as(cookie));
      // One client, a new made-up guest id per report: none of them was ever served a page.
      for (let i = 0; i < 5; i++) assert.equal((await report(`tabula_guest=${fixedGuestId(10_000 + i)}`)).status, 204);
      const onInitial: string[] = [];
      while (onInitial.length < 5) {
        const guest = await freshGuest(t(), 'harbour');
        if (guest.registry.body.remotes.mfe_menu.version === 'initial') onInitial.push(guest.cookie);
      }
      for (const cookie of onInitial) assert.equal((await report(cookie)).status, 204);
      const v2 = (await variantsAt('harbour'))?.find((v) => v.version === 'v2');
      assert.equal(v2?.weight, 50);
      assert.equal(v2?.stopped_reason, null);
    });
  },
  { shellManifest, remotesFile, trustProxy: true },
);
