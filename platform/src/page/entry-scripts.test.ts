import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { entryScriptsOf, withEntryScripts } from './entry-scripts';
import type { RemoteAssetReader } from './remote-assets';

/** A reader whose manifests name `<dir>/remoteEntry.js`, except the ones listed as unreadable. */
const reader = (unreadable: string[] = []): RemoteAssetReader => ({
  assets: async () => undefined,
  routes: async () => undefined,
  template: async () => undefined,
  entryScript: async (entry) => (unreadable.includes(entry) ? undefined : entry.replace('mf-manifest.json', 'remoteEntry.js')),
});

describe('the entries a page names', () => {
  it('names the served build’s entry and its fallback’s, so neither is loaded through its manifest', async () => {
    const named = await withEntryScripts(
      {
        remotes: {
          mfe_menu: {
            entry: 'http://m/v2/mf-manifest.json',
            version: 'v2',
            fallback: { entry: 'http://m/v1/mf-manifest.json', version: 'v1' },
          },
        },
      },
      reader(),
    );
    assert.deepEqual(named.remotes.mfe_menu, {
      entry: 'http://m/v2/mf-manifest.json',
      version: 'v2',
      script: 'http://m/v2/remoteEntry.js',
      fallback: { entry: 'http://m/v1/mf-manifest.json', version: 'v1', script: 'http://m/v1/remoteEntry.js' },
    });
    assert.deepEqual(entryScriptsOf(named), ['http://m/v2/remoteEntry.js', 'http://m/v1/remoteEntry.js']);
  });

  it('leaves a build whose manifest cannot be read, and a developer’s override, to load through the manifest', async () => {
    const named = await withEntryScripts(
      {
        remotes: {
          mfe_menu: {
            entry: 'http://m/v2/mf-manifest.json',
            version: 'v2',
            fallback: { entry: 'http://m/v1/mf-manifest.json', version: 'v1' },
          },
          mfe_tab: { entry: 'http://localhost:3002/mf-manifest.json', version: 'dev' },
        },
        pinned: [{ remote: 'mfe_tab', version: 'dev', entry: 'http://localhost:3002/mf-manifest.json', by: 'override' }],
      },
      reader(['http://m/v1/mf-manifest.json']),
    );
    assert.equal(named.remotes.mfe_menu?.fallback?.script, undefined);
    assert.equal(named.remotes.mfe_tab?.script, undefined);
  });
});
