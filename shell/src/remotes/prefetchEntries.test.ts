import { entriesToPrefetch, prefetchEntries } from './prefetchEntries';
import { parseRemoteRegistry } from './registryFile';

const entryOf = (port: number) => `http://localhost:${port}/_files/remoteEntry.${port}abc.js`;
const registry = parseRemoteRegistry({
  remotes: {
    mfe_menu: { entry: 'http://localhost:8081/v2/mf-manifest.json', version: 'v2', script: entryOf(8081) },
    mfe_tab: { entry: 'http://localhost:8082/initial/mf-manifest.json', version: 'initial', script: entryOf(8082) },
    mfe_checkout: { entry: 'http://localhost:8083/initial/mf-manifest.json', version: 'initial', script: entryOf(8083) },
    // A build whose entry the server could not tell: it loads through its manifest, nothing to fetch ahead.
    mfe_hotel: { entry: 'http://localhost:8084/initial/mf-manifest.json', version: 'initial' },
  },
});

describe('the remote entries fetched ahead of the guest', () => {
  it('are those of the remotes the page has not asked for', () => {
    expect(entriesToPrefetch(registry, new Set([entryOf(8081), entryOf(8082)]), false)).toEqual([entryOf(8083)]);
  });

  it('are none for a guest whose browser asks to save data', () => {
    expect(entriesToPrefetch(registry, new Set(), true)).toEqual([]);
  });

  it('are asked for once the page is idle, at prefetch priority and with CORS as the runtime adds them', () => {
    const doc = document.implementation.createHTMLDocument();
    const preloaded = doc.createElement('link');
    preloaded.rel = 'preload';
    preloaded.href = entryOf(8081);
    doc.head.append(preloaded);
    const idle: (() => void)[] = [];
    prefetchEntries(registry, doc, (task) => idle.push(task));
    expect(doc.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);

    idle.forEach((task) => task());
    const prefetched = [...doc.querySelectorAll('link[rel="prefetch"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.getAttribute('crossorigin'),
    ]);
    expect(prefetched).toEqual([
      [entryOf(8082), 'script', 'anonymous'],
      [entryOf(8083), 'script', 'anonymous'],
    ]);
  });
});
