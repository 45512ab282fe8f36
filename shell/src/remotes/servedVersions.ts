import { getInstance } from '@module-federation/enhanced/runtime';
import type { RemoteExposes, RemoteName } from './contracts';
import { PAGE_DATA, readPageData } from '../pageData';
import type { ExposedModule, RemoteSources } from './remoteLoading';
import { parseRemoteRegistry, type RemoteExperiment, type RemoteRegistry, type RemoteVersion } from './registryFile';
import { remoteLoadFailure, type RemoteLoadFailure } from './remoteLoadFailure';
import { declarationsOf } from './declarations';
import type { Declarations } from '../routes/routeTable';

let registry: RemoteRegistry | null = null;
/** Remotes this page switched to their fallback after the chosen version failed to load. */
let fellBack = new Set<RemoteName>();

function federation() {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime is not initialised');
  return instance;
}

function currentVersion(name: RemoteName): RemoteVersion | undefined {
  const remote = registry?.remotes[name];
  if (!remote) return undefined;
  return fellBack.has(name) && remote.fallback ? remote.fallback : remote;
}

function register(names: RemoteName[]): void {
  if (!registry) throw new Error('The remote registry has not been loaded');
  federation().registerRemotes(
    names.map((name) => {
      const { entry, script } = currentVersion(name) as RemoteVersion;
      return { name, entry: script ?? entry };
    }),
    { force: true },
  );
}

async function fetchRegistry(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The remote registry answered ${response.status}`);
  return response.json();
}

/**
 * The registry the server resolved for this guest, written into the page so the first screen
 * needs no extra round trip; fetched from /remotes.json when the page has none (the dev server).
 * Either way it is resolved again on every page load, so operators can swap builds.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<RemoteRegistry> {
  registry = parseRemoteRegistry(readPageData(PAGE_DATA.registry, doc) ?? (await fetchRegistry(fetchImpl)));
  fellBack = new Set();
  register(Object.keys(registry.remotes) as RemoteName[]);
  return registry;
}

/** The routes the guest's versions declare: the route table is built from them (loadRegistry first). */
export function loadDeclarations(): Promise<Declarations> {
  return declarationsOf(registry?.remotes ?? {}, readPageData(PAGE_DATA.routes), fetch);
}

/** The receipt of what this page was served, which a failure report must carry; undefined before the registry loaded. */
export function servedReceipt(): string | undefined {
  return registry?.receipt;
}

/** The builds this browser alone runs (a preview or an override), unchecked: the badge that names them parses them. */
export function pinnedBuilds(): unknown {
  return registry?.pinned;
}

/** Whether the server found this browser's preview link revoked or ended on this page's request. */
export function previewLinkEnded(): boolean {
  return registry?.previewEnded === true;
}

/**
 * The experiment the guest is in for a remote, with the variant they were given and the receipt the
 * exposure report carries, if the venue runs one.
 */
export function experimentOf(name: RemoteName): (RemoteExperiment & { version: string; receipt?: string }) | undefined {
  const remote = registry?.remotes[name];
  return remote?.experiment ? { ...remote.experiment, version: remote.version, receipt: registry?.receipt } : undefined;
}

/**
 * The version of a remote the page chose and runs; undefined once it fell back: the fallback's speed on
 * this page is not the chosen version's, and the API takes a report only for versions the page chose.
 */
export function chosenVersionRunning(name: RemoteName): string | undefined {
  return fellBack.has(name) ? undefined : registry?.remotes[name]?.version;
}

/** Forgets a failed remote so the next load fetches its entry (or manifest) again. */
export function reRegisterRemote(name: RemoteName): void {
  register([name]);
}

/**
 * Takes the stylesheets a remote's build put on the page off it. Each build's runtime marks the links it
 * adds with its unique name, `<remote>_<build id>:<chunk>`, and a fallback reuses no link it did not add:
 * left on the page, a failed version's rules went on styling the fallback's elements, whose CSS module
 * classes are named alike (the fallback's prices turned the failed version's red).
 */
function removeStylesOf(name: RemoteName, doc: Document = document): void {
  for (const node of doc.querySelectorAll(`link[rel="stylesheet"][data-rspack^="${name}_"], style[data-rspack^="${name}_"]`)) {
    node.remove();
  }
}

/** The builds the federation runtime loads: the guest's chosen versions until one fails. */
export const runtimeSources: RemoteSources = {
  current: currentVersion,
  canSwitch: (name) => !fellBack.has(name) && Boolean(registry?.remotes[name].fallback),
  switchToFallback(name) {
    if (fellBack.has(name) || !registry?.remotes[name].fallback) return false;
    fellBack.add(name);
    // Only the failed version of this remote has run on the page so far: its styles go before the fallback's come.
    removeStylesOf(name);
    register([name]);
    return true;
  },
};

export async function loadExposed<R extends RemoteName, M extends keyof RemoteExposes[R] & string>(
  remote: R,
  module: M,
): Promise<ExposedModule<R, M> | RemoteLoadFailure> {
  try {
    const loaded = await federation().loadRemote<ExposedModule<R, M> | RemoteLoadFailure>(`${remote}/${module.replace(/^\.\//, '')}`);
    return loaded ?? remoteLoadFailure(remote, new Error(`${module} is not exposed by ${remote}`));
  } catch (error) {
    return remoteLoadFailure(remote, error);
  }
}
