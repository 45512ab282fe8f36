import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { remoteAssetReader } from './remote-assets';

const manifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    routes: { pages: [], widgets: [] },
    firstPaint: { './MenuPage': 'first-paint/MenuPage.html' },
  },
  exposes: [{ path: './MenuPage', assets: { js: { sync: ['menu.1a2b3c4d.js'] }, css: { sync: [] } } }],
};
const entry = 'http://cdn.test/mfe_menu/2026-11-27/mf-manifest.json';
const template = 'http://cdn.test/mfe_menu/2026-11-27/first-paint/MenuPage.html';
const pastTimeToLive = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("a registered version's files, read for the pages the server writes", () => {
  it('are read once for good: a page past the time to live reads no manifest again', async () => {
    let reads = 0;
    const reader = remoteAssetReader({ ttlMs: 1, fetchJson: async () => (reads++, manifest) });
    await reader.routes(entry, '2026-11-27');
    await reader.assets(entry, './MenuPage', '2026-11-27');
    await pastTimeToLive();
    await reader.routes(entry, '2026-11-27');
    assert.equal(
      (await reader.assets(entry, './MenuPage', '2026-11-27'))?.scripts[0],
      'http://cdn.test/mfe_menu/2026-11-27/menu.1a2b3c4d.js',
    );
    assert.equal(reads, 1);
  });

  it('are read again for another version at the same address, and without a version past the time to live', async () => {
    let reads = 0;
    const reader = remoteAssetReader({ ttlMs: 1, fetchJson: async () => (reads++, manifest) });
    await reader.routes(entry, '2026-11-27');
    await reader.routes(entry, '2026-11-28');
    assert.equal(reads, 2);
    await reader.routes(entry);
    await pastTimeToLive();
    await reader.routes(entry);
    await pastTimeToLive();
    assert.equal(reads, 4);
  });

  it('are read again after a failed read, once the time to live has passed', async () => {
    let reads = 0;
    const reader = remoteAssetReader({
      ttlMs: 1,
      fetchJson: async () => {
        reads += 1;
        if (reads === 1) throw new Error('ECONNREFUSED');
        return manifest;
      },
    });
    assert.equal(await reader.routes(entry, '2026-11-27'), undefined);
    await pastTimeToLive();
    assert.deepEqual(await reader.routes(entry, '2026-11-27'), { pages: [], widgets: [] });
    await pastTimeToLive();
    await reader.routes(entry, '2026-11-27');
    assert.equal(reads, 2);
  });

  it("keep a version's first-paint template for good", async () => {
    let reads = 0;
    const reader = remoteAssetReader({ ttlMs: 1, fetchText: async () => (reads++, '<header>{{venue.name}}</header>') });
    await reader.template(template, '2026-11-27');
    await pastTimeToLive();
    assert.equal(await reader.template(template, '2026-11-27'), '<header>{{venue.name}}</header>');
    assert.equal(reads, 1);
  });
});

describe('the remote entry a page loads without its manifest', () => {
  const named = (metaData: Record<string, unknown>) => ({ ...manifest, metaData: { ...manifest.metaData, ...metaData } });
  const readerOf = (json: unknown) => remoteAssetReader({ fetchJson: async () => json });

  it('is the classic script the manifest names, at its path beside the manifest, when it registers under the remote’s name', async () => {
    const json = named({ globalName: 'mfe_menu', remoteEntry: { name: 'remoteEntry.0c174ca8.js', path: '../_files', type: 'global' } });
    assert.equal(
      await readerOf(json).entryScript(entry, 'mfe_menu', '2026-11-27'),
      'http://cdn.test/mfe_menu/_files/remoteEntry.0c174ca8.js',
    );
  });

  it('is not told for an ES module entry, an entry registering under another name, or an address that is no manifest', async () => {
    const esm = named({ globalName: 'mfe_menu', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' } });
    assert.equal(await readerOf(esm).entryScript(entry, 'mfe_menu', '2026-11-27'), undefined);
    const renamed = named({ globalName: 'menu_v2' });
    assert.equal(await readerOf(renamed).entryScript(entry, 'mfe_menu', '2026-11-27'), undefined);
    const plain = named({ globalName: 'mfe_menu' });
    assert.equal(await readerOf(plain).entryScript('http://cdn.test/mfe_menu/remoteEntry.js', 'mfe_menu'), undefined);
    assert.equal(await readerOf(undefined).entryScript(entry, 'mfe_menu', '2026-11-27'), undefined);
  });
});
