import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AuditEntry } from '@tabula/shared/entities';
import type { RunningServer } from '@tabula/api';
import { startServer } from '../index';
import { call } from '../testing/harness';

// Pages declared by their remote: the server finds a page from what the served versions declare in
// their manifests, and the gate refuses a version that drops a route its default declares.
const SHARED = [{ name: 'react', version: '19.2.3', requiredVersion: '^19.2.3', singleton: true }];
const page = (path: string, module: string, tabBar = false) => ({ path, module, titleKey: 'common.menu', tabBar });
const menuBuild = (pages: ReturnType<typeof page>[]) => ({
  metaData: { name: 'mfe_menu', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' }, routes: { pages, widgets: [] } },
  shared: SHARED,
  exposes: pages.map(({ module }) => ({
    path: module,
    name: module.slice(2),
    assets: { js: { sync: [`${module.slice(2)}.js`] }, css: { sync: [] } },
  })),
});
const MENU = page('/menu', './MenuPage', true);
const SEARCH = page('/search', './SearchPage');
const SPECIALS = page('/specials', './SpecialsPage');

const builds: Record<string, object> = {
  v1: menuBuild([MENU, SEARCH]),
  specials: menuBuild([MENU, SEARCH, SPECIALS]),
  'no-search': menuBuild([MENU]),
  // Declares a page its build does not expose.
  hollow: { ...menuBuild([MENU, SEARCH]), exposes: menuBuild([MENU]).exposes },
  tab: {
    metaData: {
      name: 'mfe_tab',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      routes: { pages: [], widgets: [{ slot: 'tabBar', module: './TabBar' }] },
    },
    shared: SHARED,
    exposes: [{ path: './TabBar', name: 'TabBar', assets: { js: { sync: ['TabBar.js'] }, css: { sync: [] } } }],
  },
};

describe('pages declared by their remote', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-declared-'));
  const dist = join(dir, 'dist');
  let origin: Server;
  let originUrl = '';
  let server: RunningServer;
  const entry = (build: string) => `${originUrl}/${build}/mf-manifest.json`;
  const ops = (method: string, path: string, body?: unknown) =>
    call(server.url, method, path, { body, headers: { 'x-ops-token': server.opsToken } });
  const register = (version: string, extra: Record<string, unknown> = {}) =>
    ops('POST', '/api/ops/remotes/mfe_menu/versions', { version, entry: entry(version), ...extra });
  const block = (html: string, id: string) => {
    const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };
  const pageAt = async (path: string) => (await call(server.url, 'GET', path, { headers: { accept: 'text/html' } })).text;

  before(async () => {
    origin = createServer((req, res) => {
      const build = builds[(req.url ?? '').split('/')[1] ?? ''];
      res.writeHead(build ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(build ?? {}));
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dist, 'mf-manifest.json'),
      JSON.stringify({ name: 'shell', shared: SHARED.map((s) => ({ ...s, requiredVersion: s.version })) }),
    );
    // The shell's own page: `/`, the hotel landing; the remotes' pages come from their declarations.
    writeFileSync(
      join(dist, 'page-routes.json'),
      JSON.stringify({ pages: [{ path: '/', exact: true, load: [{ remote: 'mfe_hotel', module: './LandingPage' }] }] }),
    );
    const remotesFile = join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ remotes: { mfe_menu: { entry: entry('v1') }, mfe_tab: { entry: entry('tab') } } }));
    server = await startServer({ port: 0, dataDir: 'memory', shellDist: dist, remotesFile });
  });

  after(async () => {
    await server.close();
    await new Promise((resolve) => origin.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the served versions’ declarations into the page and preloads the files of the page they declare for the path', async () => {
    const html = await pageAt('/menu?tab=1');
    assert.deepEqual(block(html, 'tabula-routes'), {
      mfe_menu: { pages: [MENU, SEARCH], widgets: [] },
      mfe_tab: { pages: [], widgets: [{ slot: 'tabBar', module: './TabBar' }] },
    });
    const files = (block(html, 'tabula-remote-files') as { href: string }[]).map((f) => f.href);
    // The menu page, and the tab bar its declaration asks for.
    assert.ok(files.includes(`${originUrl}/v1/MenuPage.js`), files.join());
    assert.ok(files.includes(`${originUrl}/tab/TabBar.js`), files.join());
    // A path no version declares preloads nothing.
    assert.deepEqual(block(await pageAt('/specials'), 'tabula-remote-files'), []);
  });

  it('serves a page a new version of the remote declares once it is the default, without a new shell', async () => {
    assert.equal((await register('specials')).status, 201);
    assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'specials' })).status, 200);
    const files = (block(await pageAt('/specials'), 'tabula-remote-files') as { href: string }[]).map((f) => f.href);
    assert.ok(files.includes(`${originUrl}/specials/SpecialsPage.js`), files.join());
  });

  it('refuses a version that drops a route the default declares, naming it, unless told to drop it', async () => {
    const refused = await register('no-search');
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /mfe_menu no-search no longer declares \/search, \/specials, which the default specials declares/);
    assert.match(refused.body.message, /allowDroppedRoutes/);

    const allowed = await register('no-search', { allowDroppedRoutes: true });
    assert.equal(allowed.status, 201, allowed.text);
    const audit = (await ops('GET', '/api/ops/audit')).body.entries as (AuditEntry & {
      after: { version?: string; dropped_routes?: string[] };
    })[];
    assert.deepEqual(audit.find((e) => e.action === 'register' && e.after.version === 'no-search')?.after.dropped_routes, [
      '/search',
      '/specials',
    ]);
    // Registered to drop them, it may be promoted.
    assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'no-search' })).status, 200);
  });

  it('lets an operator go back to a version without the routes a later one added: a rollback is never refused', async () => {
    assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'specials' })).status, 200);
    assert.equal((await ops('PUT', '/api/ops/remotes/mfe_menu/default', { version: 'initial' })).status, 200);
    assert.equal((await ops('PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { initial: 50, 'no-search': 50 } })).status, 200);
  });

  it('refuses a version that declares a page it does not expose', async () => {
    const refused = await register('hollow');
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /it declares \.\/SearchPage but does not expose it/);
  });
});
