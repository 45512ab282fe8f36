import { firstPaintHandedOver } from '../firstPaint';
import type { RemoteRegistry } from './registryFile';

/**
 * The entries worth fetching ahead for a guest: those of the remotes the page does not load yet
 * (`asked`: every address the page has already asked for), none for a guest who asked to save data.
 */
export function entriesToPrefetch(registry: RemoteRegistry, asked: ReadonlySet<string>, saveData: boolean): string[] {
  if (saveData) return [];
  const scripts = Object.values(registry.remotes).flatMap((remote) => (remote.script === undefined ? [] : [remote.script]));
  return [...new Set(scripts)].filter((script) => !asked.has(script));
}

/**
 * Every address the page has asked for: what it fetched (the runtime removes an entry's script
 * element once it ran) and the files it preloads or prefetches.
 */
function askedFor(doc: Document): Set<string> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href);
  const fetched = (doc.defaultView?.performance.getEntriesByType('resource') ?? []).map((entry) => entry.name);
  return new Set([...links, ...fetched]);
}

/** Schedules a task for when the guest's page is done: shown, loaded, and the browser idle. */
export type WhenIdle = (task: () => void) => void;

export const afterPageShownWhenIdle: WhenIdle = (task) => {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, firstPaintHandedOver]).then(() =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 0),
  );
};

const savesData = (nav: Navigator) => (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * Once the guest's page is shown and loaded and the browser is idle, fetches the entries of the
 * remotes the page did not load, into the HTTP cache (a version's files are kept for good): the guest's first move to
 * another remote's page then waits only for that page's chunks, one round trip as in one bundle,
 * not for the entry first. A few kilobytes each, at the lowest priority, with CORS as the runtime
 * adds the entry; nothing for a guest whose browser asks to save data.
 */
export function prefetchEntries(registry: RemoteRegistry, doc: Document = document, whenIdle: WhenIdle = afterPageShownWhenIdle): void {
  whenIdle(() => {
    for (const href of entriesToPrefetch(registry, askedFor(doc), savesData(doc.defaultView?.navigator ?? navigator))) {
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.setAttribute('as', 'script');
      link.crossOrigin = 'anonymous';
      link.href = href;
      doc.head.append(link);
    }
  });
}
