import { PAGE_IDS } from '@tabula/shared/page';

/**
 * Data the server wrote into the page as `<script type="application/json" id=...>`: the remote
 * registry resolved for this guest, the routes its versions declare, and the files of the remotes the page shows (the kernel's API
 * client reads the first screen's API answers from their own block). JSON blocks are not run, so
 * the page's CSP allows no inline script. Undefined when the page has no such block (the dev
 * server's page, a page from a cache) or its content is not JSON: the caller does without (the
 * registry is then fetched, the remotes' files found by the federation runtime).
 */
export function readPageData(id: string, doc: Document = document): unknown {
  const block = doc.getElementById(id);
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json') return undefined;
  try {
    return JSON.parse(block.textContent ?? '');
  } catch (error) {
    console.error(`[tabula] the page's ${id} data is not JSON; doing without it`, error);
    return undefined;
  }
}

/** The ids the server writes the blocks under. */
export const PAGE_DATA = { registry: PAGE_IDS.registry, remoteFiles: PAGE_IDS.remoteFiles, routes: PAGE_IDS.routes } as const;
