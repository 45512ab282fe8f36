import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, it } from 'node:test';
import { issueOverride, pinKey, readOverride, readPreview } from '../domain/pinned-builds';
import { call, suite, type CallOptions, type Reply, type TestServer } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';

// A shell build whose page is the bare template: enough for the registry block and the page's CSP.
const dist = mkdtempSync(join(tmpdir(), 'tabula-previews-'));
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Tabula</title></head><body><div id="root"></div></body></html>');

const V2 = 'http://localhost:8081/v2/mf-manifest.json';
const DEV = 'http://localhost:3001/mf-manifest.json';
const cookieOf = (reply: Reply, name: string) => new RegExp(`(?:^|, )${name}=([^;]*)`).exec(String(reply.headers['set-cookie'] ?? ''))?.[1];
const with_ = (cookies: Record<string, string>, opts: CallOptions = {}): CallOptions => ({
  ...opts,
  headers: {
    cookie: Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
    ...opts.headers,
  },
});
const registryIn = (page: Reply) => JSON.parse(/id="tabula-registry">(.*?)<\/script>/.exec(page.text)?.[1] ?? 'null');

suite(
  'preview links and overrides',
  (t) => {
    const ops = (method: string, path: string, body?: unknown, token = t().server.opsToken) =>
      call(t().url, method, path, { body, headers: { 'x-ops-token': token } });
    const page = (t: TestServer, cookies: Record<string, string> = {}) =>
      t.at('bistro').get('/menu', with_(cookies, { headers: { accept: 'text/html' } }));
    let preview = '';

    before(async () => {
      await t().db.query(`INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', $1)`, [V2]);
      await markBuildsRead(t().db, 'mfe_menu');
    });

    it('makes a preview link only for an operator, and only of registered versions', async () => {
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_menu', version: 'v2' }, 'not-a-token-0123456789')).status, 401);
      const unknownVersion = await ops('POST', '/api/ops/previews', { remote: 'mfe_menu', version: 'v9' });
      assert.equal(unknownVersion.status, 404);
      assert.match(unknownVersion.body.message, /mfe_menu has no version v9/);
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_nope', version: 'v2' })).status, 404);
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_menu', version: '../v2' })).status, 400);
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_menu' })).status, 400);
      const twice = await ops('POST', '/api/ops/previews', {
        remotes: [
          { remote: 'mfe_menu', version: 'v2' },
          { remote: 'mfe_menu', version: 'initial' },
        ],
      });
      assert.equal(twice.status, 400);
      assert.match(twice.body.message, /named twice/);
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_menu', version: 'v2', venue: 'nowhere' })).status, 404);
      assert.equal((await ops('POST', '/api/ops/previews', { remote: 'mfe_menu', version: 'v2', path: '//evil.example' })).status, 400);
    });

    it('answers a link to the venue that expires after 24 hours by default, and audits it', async () => {
      const made = await ops('POST', '/api/ops/previews', {
        remotes: [
          { remote: 'mfe_menu', version: 'v2' },
          { remote: 'mfe_tab', version: 'initial' },
        ],
        venue: 'bistro',
        path: '/menu',
      });
      assert.equal(made.status, 201, made.text);
      const link = new URL(made.body.link);
      assert.equal(link.origin, `http://bistro.localhost:${t().port}`);
      assert.equal(link.pathname, '/preview');
      assert.match(link.searchParams.get('token') ?? '', /^[\w-]+\.[\w-]+$/);
      assert.equal(link.searchParams.get('to'), '/menu');
      const hours = (Date.parse(made.body.expires_at) - Date.now()) / 3_600_000;
      assert.ok(hours > 23.9 && hours <= 24, `expires in ${hours} h`);
      preview = link.searchParams.get('token') as string;
      const audit = await ops('GET', '/api/ops/audit?remote=mfe_menu&limit=1');
      assert.equal(audit.body.entries[0].action, 'preview');
      assert.equal(audit.body.entries[0].actor, 'admin');
      assert.equal(audit.body.entries[0].after.version, 'v2');

      const opened = await t().at('bistro').get(`${link.pathname}${link.search}`);
      assert.equal(opened.status, 303, opened.text);
      assert.equal(opened.headers.location, '/menu');
      assert.equal(cookieOf(opened, 'tabula_preview'), preview);
      assert.match(String(opened.headers['set-cookie']), /HttpOnly; SameSite=Lax/);
      assert.match(String(opened.headers['set-cookie']), /Max-Age=86\d{3}/);

      // A link whose page is //host would send the browser to another site (an open redirect): refused, and no cookie set.
      for (const to of ['//2130706434/pwned/', '//evil', '/\\evil']) {
        const away = await t()
          .at('bistro')
          .get(`/preview?${new URLSearchParams({ token: preview, to })}`);
        assert.equal(away.status, 400, to);
        assert.equal(away.headers.location, undefined);
        assert.equal(away.headers['set-cookie'], undefined);
      }
    });

    it('serves the previewed versions to that browser alone, falling back to the default, counting toward nothing', async () => {
      // The venue runs an experiment of the menu: a previewing browser is in none.
      const split = await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, v2: 50 } });
      assert.equal(split.status, 200, split.text);
      const previewing = registryIn(await page(t(), { tabula_preview: preview }));
      assert.deepEqual(previewing.remotes.mfe_menu, {
        entry: V2,
        version: 'v2',
        fallback: { entry: 'http://localhost:8081/mf-manifest.json', version: 'initial' },
      });
      assert.equal(previewing.receipt, undefined);
      assert.deepEqual(
        previewing.pinned.map((p: { remote: string; version: string; by: string }) => `${p.by} ${p.remote} ${p.version}`),
        ['preview mfe_menu v2', 'preview mfe_tab initial'],
      );
      const guest = registryIn(await page(t()));
      assert.ok(guest.remotes.mfe_menu.experiment, 'another guest is in the experiment');
      assert.equal(typeof guest.receipt, 'string');
      assert.equal(guest.pinned, undefined);
      assert.equal((await ops('DELETE', '/api/ops/venues/bistro/remotes/mfe_menu')).status, 204);
      // /remotes.json answers the same, pins included.
      const json = await t()
        .at('bistro')
        .get('/remotes.json', with_({ tabula_preview: preview }));
      assert.equal(json.body.remotes.mfe_menu.version, 'v2');
      assert.equal(json.body.pinned.length, 2);
    });

    it('ignores and clears a tampered, expired or foreign preview cookie: the browser gets the default, not an error', async () => {
      const [payload, signature] = preview.split('.') as [string, string];
      const tampered = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace('v2', 'v3')).toString('base64url')}.${signature}`;
      for (const cookie of [tampered, `${payload}.${'A'.repeat(43)}`, 'garbage', `${payload}`]) {
        const served = await page(t(), { tabula_preview: cookie });
        assert.equal(served.status, 200);
        assert.equal(registryIn(served).remotes.mfe_menu.version, 'initial');
        assert.match(String(served.headers['set-cookie']), /tabula_preview=;/);
      }
      const key = await pinKey(t().db);
      assert.equal(readPreview(key, preview)?.pins.length, 2);
      assert.equal(readPreview(key, preview, Date.now() + 24 * 3600_000 + 1000), undefined);
      assert.equal((await t().at('bistro').get(`/preview?token=${tampered}`)).status, 410);
    });

    it('lets only an operator set an override, which that browser alone loads and its CSP alone admits', async () => {
      const guestTry = await t().post('/api/ops/overrides', { remote: 'mfe_menu', entry: DEV });
      assert.equal(guestTry.status, 401);
      assert.equal(cookieOf(guestTry, 'tabula_override'), undefined);
      assert.equal((await ops('POST', '/api/ops/overrides', { remote: 'mfe_menu', entry: 'javascript:alert(1)' })).status, 400);
      assert.equal((await ops('POST', '/api/ops/overrides', { remote: 'mfe_nope', entry: DEV })).status, 404);
      const set = await ops('POST', '/api/ops/overrides', { remote: 'mfe_menu', entry: DEV });
      assert.equal(set.status, 200, set.text);
      const override = cookieOf(set, 'tabula_override') as string;
      assert.ok(override);
      assert.match(String(set.headers['set-cookie']), /HttpOnly/);

      const mine = await page(t(), { tabula_override: override });
      assert.equal(registryIn(mine).remotes.mfe_menu.entry, DEV);
      assert.equal(registryIn(mine).remotes.mfe_menu.fallback.version, 'initial');
      const csp = String(mine.headers['content-security-policy']);
      assert.match(csp, /script-src [^;]*http:\/\/localhost:3001/);
      assert.match(csp, /connect-src [^;]*ws:\/\/localhost:3001/);
      const theirs = await page(t());
      assert.equal(registryIn(theirs).remotes.mfe_menu.entry, 'http://localhost:8081/mf-manifest.json');
      assert.doesNotMatch(String(theirs.headers['content-security-policy']), /3001/);

      // An override wins over a preview of the same remote; the preview's other remotes stay.
      const both = registryIn(await page(t(), { tabula_override: override, tabula_preview: preview }));
      assert.equal(both.remotes.mfe_menu.entry, DEV);
      assert.equal(both.pinned.find((p: { remote: string }) => p.remote === 'mfe_tab').by, 'preview');
      const audit = await ops('GET', '/api/ops/audit?remote=mfe_menu&limit=1');
      assert.equal(audit.body.entries[0].action, 'override');
    });

    it('refuses an override on an origin OVERRIDE_ORIGINS does not name, saying so, and serves none it no longer allows', async () => {
      for (const entry of ['http://evil.example:3001/mf-manifest.json', 'https://2130706434/mf-manifest.json', 'http://127.0.0.2/x.json']) {
        const refused = await ops('POST', '/api/ops/overrides', { remote: 'mfe_menu', entry });
        assert.equal(refused.status, 400, entry);
        assert.equal(refused.body.code, 'invalid_request');
        assert.match(refused.body.message, /is not an origin OVERRIDE_ORIGINS allows \(http:\/\/localhost:\*, /);
        assert.equal(cookieOf(refused, 'tabula_override'), undefined);
      }
      assert.equal(
        (await ops('POST', '/api/ops/overrides', { remote: 'mfe_menu', entry: 'http://[::1]:5173/mf-manifest.json' })).status,
        200,
      );
      // A cookie signed before the list changed (here: for an origin the list never named) loads nothing from it.
      const key = await pinKey(t().db);
      const operators = t().ctx.config.operators;
      const foreign = issueOverride(key, operators[0] as (typeof operators)[number], [
        { remote: 'mfe_menu', entry: 'http://evil.example/mf-manifest.json' },
        { remote: 'mfe_tab', entry: DEV },
      ]);
      assert.deepEqual(readOverride(key, operators, foreign.cookie, t().server.app.platform.platform.overrideOrigins), [
        { remote: 'mfe_tab', entry: DEV },
      ]);
      const served = await page(t(), { tabula_override: foreign.cookie });
      assert.equal(registryIn(served).remotes.mfe_menu.entry, 'http://localhost:8081/mf-manifest.json');
      assert.doesNotMatch(String(served.headers['content-security-policy']), /evil/);
    });

    it('ends an override whose operator token changed, and one signed by anyone else', async () => {
      const key = await pinKey(t().db);
      const operators = t().ctx.config.operators;
      const stale = issueOverride(key, { name: 'admin', token: 'an-older-admin-token-0123' }, [{ remote: 'mfe_menu', entry: DEV }]);
      assert.deepEqual(readOverride(key, operators, stale.cookie), []);
      const foreign = issueOverride(Buffer.alloc(32, 7), operators[0] as (typeof operators)[number], [{ remote: 'mfe_menu', entry: DEV }]);
      assert.deepEqual(readOverride(key, operators, foreign.cookie), []);
      const served = await page(t(), { tabula_override: foreign.cookie });
      assert.equal(registryIn(served).remotes.mfe_menu.entry, 'http://localhost:8081/mf-manifest.json');
      assert.doesNotMatch(String(served.headers['content-security-policy']), /3001/);
    });

    it('leaves a preview and overrides in one call: the cookies are cleared', async () => {
      const left = await call(t().url, 'DELETE', '/api/pinned-builds');
      assert.equal(left.status, 204);
      assert.match(String(left.headers['set-cookie']), /tabula_preview=;.*Expires=Thu, 01 Jan 1970/);
      assert.match(String(left.headers['set-cookie']), /tabula_override=;/);
    });
  },
  { shellDist: dist, shellManifest: permissiveShellManifest() },
);
