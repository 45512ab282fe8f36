import { PAGE_DATA, readPageData } from '../pageData';
import { inOwnTask } from '../tasks';

interface RemoteFile {
  as: 'fetch' | 'script' | 'module' | 'style';
  href: string;
  crossorigin?: boolean;
}

const KINDS: ReadonlySet<unknown> = new Set(['fetch', 'script', 'module', 'style']);

function isRemoteFile(value: unknown): value is RemoteFile {
  if (typeof value !== 'object' || value === null) return false;
  const { as, href } = value as Record<string, unknown>;
  return KINDS.has(as) && typeof href === 'string' && /^https?:\/\//.test(href);
}

/** Runs a task on its own, after what is already queued. */
export type Schedule = (task: () => void) => void;

/**
 * Asks the browser for the files of the remotes the page shows (their entries or manifests, the
 * page's scripts and styles), which the server listed in the page, all at once: the federation
 * runtime would otherwise find them one hop after another. Run by the shell's first script, so
 * they come after the page's first paint rather than alongside it; at low priority, since none
 * of them runs before the shell's runtime and libraries, fetched meanwhile at high priority. A
 * page without the list (the dev server's) or with a malformed entry preloads what it can; the
 * runtime fetches the rest itself. Each file is asked for in a task of its own, queued before the
 * shell's first start-up step: starting a request costs the main thread (a dozen of them were
 * 65-90 ms of the shell's first task at 4x CPU), and one long task blocks a tap where short ones do not.
 */
export function preloadRemoteFiles(doc: Document = document, schedule: Schedule = inOwnTask): void {
  const files = readPageData(PAGE_DATA.remoteFiles, doc);
  if (!Array.isArray(files)) return;
  for (const file of files.filter(isRemoteFile)) {
    schedule(() => {
      const link = doc.createElement('link');
      // A remote's module chunk is imported by its entry: only a module preload fills the module map import() reads.
      if (file.as === 'module') link.rel = 'modulepreload';
      else {
        link.rel = 'preload';
        link.setAttribute('as', file.as);
      }
      link.href = file.href;
      // The runtime fetches manifests and adds entries with CORS; a preload only serves a request made the same way.
      if (file.crossorigin) link.crossOrigin = 'anonymous';
      link.setAttribute('fetchpriority', 'low');
      doc.head.append(link);
    });
  }
}
