import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import { startServer, type RunningServer } from '../index';
import { call } from '../testing/harness';
import { setDefaultBuild } from '../testing/flows';
import { remoteAssetReader } from './remote-assets';
import { matchPage } from './shell-page';

const menuManifest = {
  metaData: {
    publicPath: 'auto',
    // A classic script registering under the remote's name: the page names it, and loads no manifest.
    globalName: 'mfe_menu',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    firstPaint: { './MenuPage': 'first-paint/MenuPage.html' },
  },
  exposes: [
    {
      path: './MenuPage',
      assets: { js: { sync: ['menu.1a2b3c4d.js'], async: ['later.1a2b3c4d.js'] }, css: { sync: ['menu.1a2b3c4d.css'], async: [] } },
    },
  ],
};
const tabManifest = {
  // A build whose chunks are ES modules, imported by its entry (shared/build/remote-chunks.cjs).
  metaData: { publicPath: 'auto', chunkFormat: 'module', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } },
  exposes: [{ path: './TabBar', assets: { js: { sync: ['tabbar.5e6f7a8b.js'], async: [] }, css: { sync: [], async: [] } } }],
};

const pages = [
  { path: '/enter-table/:slug', exact: false, load: [{ remote: 'mfe_hotel', module: './EnterTablePage' }] },
  { path: '/Checkout', exact: false, load: [{ remote: 'mfe_checkout', module: './CheckoutPage' }] },
  {
    path: '/menu',
    exact: false,
    load: [
      { remote: 'mfe_menu', module: './MenuPage' },
      { remote: 'mfe_tab', module: './TabBar' },
    ],
  },
  { path: '/', exact: true, load: [{ remote: 'mfe_hotel', module: './LandingPage' }] },
  // As a build that bundles its pages (the monolith) describes them.
  { path: '/bundled', exact: false, load: [], firstPaint: 'first-paint/mfe_menu/MenuPage.html' },
  { path: '/outside', exact: false, load: [], firstPaint: '../remotes.json' },
];

describe('which page a path shows', () => {
  it('matches as the router does: segments and anything below them, any case, :params', () => {
    assert.equal(matchPage(pages, '/menu')?.path, '/menu');
    assert.equal(matchPage(pages, '/menu/')?.path, '/menu');
    assert.equal(matchPage(pages, '/menu/anything/below')?.path, '/menu');
    assert.equal(matchPage(pages, '/checkout')?.path, '/Checkout');
    assert.equal(matchPage(pages, '/enter-table/7ab01a00')?.path, '/enter-table/:slug');
    assert.equal(matchPage(pages, '/enter-table'), undefined);
    assert.equal(matchPage(pages, '/menus'), undefined);
  });

  it('shows the landing page for / only', () => {
    assert.equal(matchPage(pages, '/')?.path, '/');
    assert.equal(matchPage(pages, '/nowhere'), undefined);
  });
});

describe('the files of a remote page, read from its manifest', () => {
  it('are named at the manifest’s address, the entry under its path', async () => {
    const reader = remoteAssetReader({ fetchJson: async (url) => (url.includes('8082') ? tabManifest : menuManifest) });
    assert.deepEqual(await reader.assets('http://cdn.test:8081/menu/7/mf-manifest.json', './MenuPage'), {
      manifest: 'http://cdn.test:8081/menu/7/mf-manifest.json',
      remoteEntry: 'http://cdn.test:8081/menu/7/remoteEntry.js',
      scripts: ['http://cdn.test:8081/menu/7/menu.1a2b3c4d.js'],
      modules: false,
      styles: ['http://cdn.test:8081/menu/7/menu.1a2b3c4d.css'],
      firstPaint: 'http://cdn.test:8081/menu/7/first-paint/MenuPage.html',
    });
    assert.equal(
      (await reader.assets('http://cdn.test:8082/mf-manifest.json', './TabBar'))?.remoteEntry,
      'http://cdn.test:8082/v2/remoteEntry.js',
    );
  });

  it('are read once per manifest within its time to live', async () => {
    let reads = 0;
    const reader = remoteAssetReader({ ttlMs: 60_000, fetchJson: async () => (reads++, menuManifest) });
    await reader.assets('http://cdn.test/mf-manifest.json', './MenuPage');
    await reader.assets('http://cdn.test/mf-manifest.json', './MenuPage');
    assert.equal(reads, 1);
    await reader.assets('http://cdn.test/v2/mf-manifest.json', './MenuPage');
    assert.equal(reads, 2);
  });

  it('past their time to live, are read again while pages get the ones read before, without waiting for the origin', async () => {
    const redeployed = { ...menuManifest, metaData: { ...menuManifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } };
    let answer: (manifest: unknown) => void = () => undefined;
    const reads = [Promise.resolve<unknown>(menuManifest), new Promise<unknown>((resolve) => (answer = resolve))];
    let read = 0;
    const reader = remoteAssetReader({ ttlMs: 1, fetchJson: () => reads[read++] as Promise<unknown> });
    const entry = 'http://cdn.test/mf-manifest.json';
    const first = await reader.assets(entry, './MenuPage');
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The origin has not answered the second read: the page gets the first one's files at once.
    const waited = new Promise((_, reject) => setTimeout(() => reject(new Error('the page waited for the origin')), 200));
    assert.deepEqual(await Promise.race([reader.assets(entry, './MenuPage'), waited]), first);
    assert.equal(read, 2);
    answer(redeployed);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.push(new Promise(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.equal((await reader.assets(entry, './MenuPage'))?.remoteEntry, 'http://cdn.test/v2/remoteEntry.js');
  });

  it('are unknown for an unreachable origin, a module it does not expose, or an entry that is no manifest', async () => {
    const dead = remoteAssetReader({ fetchJson: async () => Promise.reject(new Error('ECONNREFUSED')) });
    assert.equal(await dead.assets('http://cdn.test/mf-manifest.json', './MenuPage'), undefined);
    const reader = remoteAssetReader({ fetchJson: async () => menuManifest });
    assert.equal(await reader.assets('http://cdn.test/mf-manifest.json', './NoSuchPage'), undefined);
    assert.equal(await reader.assets('http://cdn.test/remoteEntry.js', './MenuPage'), undefined);
    assert.equal(await reader.assets('mf-manifest.json', './MenuPage'), undefined);
  });
});

describe("a remote's first-paint template", () => {
  it('is read once within its time to live, and not at all when too large to be one', async () => {
    let reads = 0;
    const reader = remoteAssetReader({ ttlMs: 60_000, fetchText: async () => (reads++, '<header>{{venue.name}}</header>') });
    assert.equal(await reader.template('http://cdn.test/first-paint/MenuPage.html'), '<header>{{venue.name}}</header>');
    await reader.template('http://cdn.test/first-paint/MenuPage.html');
    assert.equal(reads, 1);
    const huge = remoteAssetReader({ fetchText: async () => 'x'.repeat(100_000) });
    assert.equal(await huge.template('http://cdn.test/first-paint/MenuPage.html'), undefined);
    const dead = remoteAssetReader({ fetchText: async () => Promise.reject(new Error('ECONNREFUSED')) });
    assert.equal(await dead.template('http://cdn.test/first-paint/MenuPage.html'), undefined);
  });
});

describe('the page the server writes for the shell', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-shell-page-'));
  const dist = join(dir, 'dist');
  const remotesFile = join(dir, 'remotes.json');
  let remoteOrigin: Server;
  let originUrl: string;
  let server: RunningServer;

  const registry = (menuEntry: string) => ({
    remotes: {
      mfe_menu: { entry: menuEntry },
      mfe_tab: { entry: `${originUrl}/tab/mf-manifest.json` },
      mfe_checkout: { entry: `${originUrl}/checkout/mf-manifest.json` },
      mfe_hotel: { entry: `${originUrl}/hotel/mf-manifest.json` },
    },
  });
  const page = (path: string, headers: Record<string, string> = {}) =>
    call(server.url, 'GET', path, { headers: { accept: 'text/html', ...headers } });
  const block = (html: string, id: string) => {
    const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    return json === undefined ? undefined : (JSON.parse(json) as unknown);
  };

  const dishList = '{{#menu.category}}<ul>{{#dishes}}<li>{{name}}</li>{{/dishes}}</ul>{{/menu.category}}';

  before(async () => {
    // One origin stands in for the remotes' CDNs: /menu/ and /tab/ have manifests, nothing else does.
    remoteOrigin = createServer((req, res) => {
      // Two deploys of the menu with the same template, which differ only in the rules published beside it.
      const deploy = /^\/menu-v([23])\/(.*)$/.exec(req.url ?? '');
      if (deploy) {
        const [, version, file] = deploy;
        if (file === 'first-paint/MenuPage.html') {
          res.writeHead(200, { 'content-type': 'text/html' }).end(`<h1>{{venue.name}}</h1>${dishList}`);
          return;
        }
        const json =
          file === 'mf-manifest.json'
            ? menuManifest
            : file === 'first-paint/MenuPage.json'
              ? { menu: { dishes: Number(version) } }
              : undefined;
        res.writeHead(json ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(json ?? {}));
        return;
      }
      if (req.url === '/menu/first-paint/MenuPage.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<header><h1>{{venue.name}}</h1></header>');
        return;
      }
      // A build whose files are on a CDN of their own, named by its public path.
      const onCdn = { ...menuManifest, metaData: { ...menuManifest.metaData, publicPath: 'https://cdn.example.test/menu/_files/' } };
      const manifest =
        req.url === '/menu/mf-manifest.json'
          ? menuManifest
          : req.url === '/tab/mf-manifest.json'
            ? tabManifest
            : req.url === '/cdn-menu/mf-manifest.json'
              ? onCdn
              : undefined;
      res.writeHead(manifest ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(manifest ?? {}));
    });
    await new Promise<void>((resolve) => remoteOrigin.listen(0, '127.0.0.1', resolve));
    originUrl = `http://127.0.0.1:${(remoteOrigin.address() as AddressInfo).port}`;
    writeFileSync(remotesFile, JSON.stringify(registry(`${originUrl}/menu/mf-manifest.json`)));
    mkdirSync(dist);
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><title>Tabula</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(dist, 'page-routes.json'), JSON.stringify({ pages }));
    mkdirSync(join(dist, 'first-paint', 'mfe_menu'), { recursive: true });
    writeFileSync(join(dist, 'first-paint', 'mfe_menu', 'MenuPage.html'), '<header><h2>{{venue.name}}</h2></header>');
    server = await startServer({ port: 0, dataDir: 'memory', shellDist: dist, remotesFile });
  });

  after(async () => {
    await server.close();
    await new Promise((resolve) => remoteOrigin.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('carries the registry resolved for the guest, so the shell makes no request for it', async () => {
    const res = await page('/menu');
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    const served = Object.fromEntries(
      Object.entries(registry(`${originUrl}/menu/mf-manifest.json`).remotes).map(([name, { entry }]) => [
        name,
        // The tab's manifest names no global for its entry, so the tab still loads through its manifest.
        name === 'mfe_menu' ? { entry, version: 'initial', script: `${originUrl}/menu/remoteEntry.js` } : { entry, version: 'initial' },
      ]),
    );
    const { remotes, receipt } = block(res.text, 'tabula-registry') as { remotes: unknown; receipt: unknown };
    assert.deepEqual(remotes, served);
    // The signed list of what the page was served, which the shell sends back with a failure report.
    assert.match(String(receipt), /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // The guest id the server issued, signed (the signature percent-encoded, as cookie values are): only such ids are guests of a split.
    assert.match(String(res.headers['set-cookie']), /^tabula_guest=[0-9a-f-]{36}\.[A-Za-z0-9%_-]+;/);
  });

  it('lists the files of the page’s remotes for the shell to preload, and connects to their origins in the head', async () => {
    const text = (await page('/menu')).text;
    const head = text.split('</head>')[0] ?? '';
    assert.ok(head.includes(`<link rel="preconnect" href="${originUrl}">`));
    assert.ok(head.includes(`<link rel="preconnect" href="${originUrl}" crossorigin>`));
    // Found while the page is parsed, they would be fetched alongside its first paint.
    assert.ok(!head.includes('rel="preload"'));
    assert.deepEqual(block(text, 'tabula-remote-files'), [
      // The menu's entry is in the registry, so its manifest is never fetched; the tab's is.
      { as: 'script', href: `${originUrl}/menu/remoteEntry.js`, crossorigin: true },
      { as: 'script', href: `${originUrl}/menu/menu.1a2b3c4d.js` },
      { as: 'style', href: `${originUrl}/menu/menu.1a2b3c4d.css` },
      { as: 'fetch', href: `${originUrl}/tab/mf-manifest.json`, crossorigin: true },
      { as: 'script', href: `${originUrl}/tab/v2/remoteEntry.js`, crossorigin: true },
      { as: 'module', href: `${originUrl}/tab/tabbar.5e6f7a8b.js` },
    ]);
  });

  it('carries the venue with its menus as a first visit asks for them, and on / the hotel’s venues', async () => {
    const primed = block((await page('/menu', { host: `grand-hotel.localhost:${server.port}` })).text, 'tabula-primed') as {
      path: string;
      headers: Record<string, string>;
      status: number;
      body: { slug: string };
    }[];
    assert.deepEqual(
      primed.map(({ path, headers, status, body }) => [path, headers, status, body.slug]),
      [['/menu-details/', { language: 'en' }, 200, 'grand-hotel']],
    );
    const landing = block((await page('/', { host: `grand-hotel.localhost:${server.port}` })).text, 'tabula-primed') as { path: string }[];
    assert.deepEqual(
      landing.map(({ path }) => path),
      ['/menu-details/', '/api/venue/hotel-details/'],
    );
    const unknown = block((await page('/menu', { host: `nowhere.localhost:${server.port}` })).text, 'tabula-primed') as {
      status: number;
    }[];
    assert.equal(unknown[0]?.status, 404);
  });

  it("paints the venue's header the menu remote publishes, before the app's root", async () => {
    const html = (await page('/menu', { host: `grand-hotel.localhost:${server.port}` })).text;
    assert.match(html, /<div id="tabula-first-paint" style="[^"]*"><header><h1>Grand Hotel<\/h1><\/header><\/div><div id="root"><\/div>/);
    // The landing page's remote publishes none.
    assert.ok(!(await page('/', { host: `grand-hotel.localhost:${server.port}` })).text.includes('tabula-first-paint'));
  });

  it("paints what the remote's published rules ask for, so a remote's deploy alone changes the first paint", async () => {
    const dishesShown = async (deploy: string) => {
      await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/${deploy}/mf-manifest.json`);
      const html = (await page('/menu', { host: `megamenu.localhost:${server.port}` })).text;
      return /<div id="tabula-first-paint"[^>]*>[\s\S]*?<\/div><div id="root">/.exec(html)?.[0].match(/<li>/g)?.length ?? 0;
    };
    // The remote at /menu/ publishes no rules: its template gets the venue only.
    assert.equal(await dishesShown('menu'), 0);
    assert.equal(await dishesShown('menu-v2'), 2);
    assert.equal(await dishesShown('menu-v3'), 3);
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/menu/mf-manifest.json`);
  });

  it('paints a first paint the shell’s own build carries, and nothing from outside its folder', async () => {
    assert.match(
      (await page('/bundled')).text,
      /<div id="tabula-first-paint" style="[^"]*"><header><h2>Tabula Bistro<\/h2><\/header><\/div>/,
    );
    assert.ok(!(await page('/outside')).text.includes('tabula-first-paint'));
  });

  it('keeps `$&` in the menu’s texts as written in the data it carries', async () => {
    const description = "Two for one $& more, $' and $` too";
    await server.app.tabula.db.query('UPDATE venues SET description = $1 WHERE slug = $2', [description, 'megamenu']);
    const primed = block((await page('/menu', { host: `megamenu.localhost:${server.port}` })).text, 'tabula-primed') as {
      body: { description: string };
    }[];
    assert.equal(primed[0]?.body.description, description);
  });

  it('takes a changed registry on the next page, with its files', async () => {
    const edited = `${originUrl}/tab/../menu/mf-manifest.json?v=2`;
    const version = await setDefaultBuild(server.app.tabula, 'mfe_menu', edited);
    const res = await page('/menu');
    assert.deepEqual((block(res.text, 'tabula-registry') as { remotes: Record<string, unknown> }).remotes.mfe_menu, {
      entry: edited,
      version,
    });
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/menu/mf-manifest.json`);
  });

  it('still serves the page when a remote’s origin is dead, without files listed for it', async () => {
    await setDefaultBuild(server.app.tabula, 'mfe_menu', 'http://127.0.0.1:1/mf-manifest.json');
    const res = await page('/menu');
    assert.equal(res.status, 200);
    assert.ok(!res.text.includes('127.0.0.1:1/remoteEntry.js'));
    assert.ok(res.text.includes(`${originUrl}/tab/v2/remoteEntry.js`));
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/menu/mf-manifest.json`);
  });

  it('lets the page run an entry its manifest puts on another origin', async () => {
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/cdn-menu/mf-manifest.json`);
    const res = await page('/menu');
    const menu = (block(res.text, 'tabula-registry') as { remotes: Record<string, { script?: string }> }).remotes.mfe_menu;
    assert.equal(menu?.script, 'https://cdn.example.test/menu/_files/remoteEntry.js');
    assert.match(String(res.headers['content-security-policy']), /script-src [^;]*https:\/\/cdn\.example\.test/);
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/menu/mf-manifest.json`);
  });

  it('keeps data from ending its block early', async () => {
    const entry = `${originUrl}/menu/mf-manifest.json?</script><script>alert(1)</script>`;
    await setDefaultBuild(server.app.tabula, 'mfe_menu', entry);
    const res = await page('/menu');
    assert.ok(!res.text.includes('<script>alert(1)'));
    assert.equal((block(res.text, 'tabula-registry') as { remotes: Record<string, { entry: string }> }).remotes.mfe_menu?.entry, entry);
    await setDefaultBuild(server.app.tabula, 'mfe_menu', `${originUrl}/menu/mf-manifest.json`);
  });

  it('is compressed for a browser that accepts brotli, and never sent as the bare template', async () => {
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${server.url}/menu`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    assert.equal(compressed.encoding, 'br');
    assert.ok(brotliDecompressSync(compressed.body).toString().includes('tabula-registry'));
    assert.ok((await page('/index.html')).text.includes('tabula-registry'));
  });

  it('is the page for client routes only, never for API paths', async () => {
    const api = await page('/api/missing');
    assert.equal(api.status, 404);
    assert.equal(JSON.parse(api.text).error, 'Not Found');
  });
});
