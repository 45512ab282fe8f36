/** The files a page needs from one remote to render one of its exposed modules. */
export interface RemoteAssets {
  /** Its mf-manifest.json, which the federation runtime fetches first. */
  manifest: string;
  remoteEntry: string;
  scripts: string[];
  /** Whether the scripts are ES modules (the build's chunkFormat), which a page preloads as modules. */
  modules: boolean;
  styles: string[];
  /** The remote's first paint of the module (a template the server fills in), when it publishes one. */
  firstPaint?: string;
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: {
    publicPath?: string;
    /** The name the remote entry registers itself under (window[globalName]), when it is a classic script. */
    globalName?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
    /** The remote's route declaration (shared/build/remote-routes.cjs). */
    routes?: unknown;
    /** 'module' when the remote's chunks are ES modules (shared/build/remote-chunks.cjs). */
    chunkFormat?: string;
    /** Per exposed module, its first-paint template's file (shared/build/index.cjs writes it). */
    firstPaint?: Record<string, string>;
  };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

const isManifestUrl = (url: string) => /\/mf-manifest\.json(\?|$)/.test(url);

/** A file named in a manifest, at the remote's public path ('auto': beside the manifest). */
function assetUrl(manifestUrl: string, manifest: Manifest, file: string): string {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  return new URL(file, new URL(base, manifestUrl)).href;
}

/** The remote entry's address, under its path at the remote's public path; undefined when the manifest names none. */
function remoteEntryOf(manifestUrl: string, manifest: Manifest): string | undefined {
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) return undefined;
  return assetUrl(manifestUrl, manifest, `${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`);
}

/**
 * The remote entry a page can load without the manifest: a classic script (the runtime's default
 * type) that registers itself under the remote's own name, as the runtime looks for it.
 */
function entryScriptOf(manifestUrl: string, manifest: Manifest, name: string): string | undefined {
  const { remoteEntry, globalName } = manifest.metaData ?? {};
  if ((remoteEntry?.type ?? 'global') !== 'global' || globalName !== name) return undefined;
  return remoteEntryOf(manifestUrl, manifest);
}

function assetsOf(manifestUrl: string, manifest: Manifest, module: string): RemoteAssets | undefined {
  const remoteEntry = remoteEntryOf(manifestUrl, manifest);
  const expose = manifest.exposes?.find((e) => e.path === module);
  if (remoteEntry === undefined || !expose) return undefined;
  const url = (file: string) => assetUrl(manifestUrl, manifest, file);
  const firstPaint = manifest.metaData?.firstPaint?.[module];
  return {
    manifest: manifestUrl,
    remoteEntry,
    scripts: (expose.assets?.js?.sync ?? []).map(url),
    modules: manifest.metaData?.chunkFormat === 'module',
    styles: (expose.assets?.css?.sync ?? []).map(url),
    ...(typeof firstPaint === 'string' ? { firstPaint: url(firstPaint) } : {}),
  };
}

/** A file from a remote's origin; an answer other than 2xx is a failed read. */
async function fetchOk(url: string, signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export interface RemoteAssetReader {
  /**
   * The files of `module` in the remote whose registry entry is `entry`; undefined when they cannot be told.
   * With the registered `version` the entry belongs to, a manifest read is kept for good (below).
   */
  assets(entry: string, module: string, version?: string): Promise<RemoteAssets | undefined>;
  /** The route declaration the manifest at `entry` publishes (metaData.routes, unchecked); undefined when it cannot be read. */
  routes(entry: string, version?: string): Promise<unknown>;
  /**
   * The remote entry of remote `name` that the manifest at `entry` names, when a page can load it
   * without the manifest (see entryScriptOf); undefined when it cannot be read or told.
   */
  entryScript(entry: string, name: string, version?: string): Promise<string | undefined>;
  /** A first-paint template named by `assets`; undefined when it cannot be read or is too large to be one. */
  template(url: string, version?: string): Promise<string | undefined>;
}

// A first paint is a header's worth of markup and style; anything larger is not one.
const MAX_TEMPLATE_CHARS = 32_000;

/**
 * Reads remote manifests for the page the server writes, so that it can name the remote's files
 * before the shell asks for them. A manifest is read again `ttlMs` after it was read (a redeploy
 * under the same address is seen within that time and one page more; until then the page lists
 * the old files, which cost bytes, never correctness: the runtime fetches the manifest itself), and
 * meanwhile pages get the one read before: once a remote's files are known, no page waits for its
 * origin. An entry that is not a manifest, an origin that does not answer within `timeoutMs` or an
 * unreadable manifest lists no files, and the page loads the remote as it would without them.
 * First-paint templates are kept the same way.
 *
 * A registered version's files never change, so what is read for an entry under its `version` is
 * kept for the life of the process: no page re-reads (and re-parses, on the thread writing pages) a
 * registered manifest every `ttlMs`. A failed read is still retried after `ttlMs`.
 */
export function remoteAssetReader({
  ttlMs = 5_000,
  timeoutMs = 1_000,
  fetchJson = async (url: string, signal: AbortSignal) => (await fetchOk(url, signal)).json() as Promise<unknown>,
  fetchText = async (url: string, signal: AbortSignal) => (await fetchOk(url, signal)).text(),
}: {
  ttlMs?: number;
  timeoutMs?: number;
  fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown>;
  fetchText?: (url: string, signal: AbortSignal) => Promise<string>;
} = {}): RemoteAssetReader {
  const cache = new Map<string, { until: number; read: Promise<unknown>; settled: boolean; last: unknown }>();

  /**
   * `load(url)` at most once per `ttlMs`; a failed read is kept as undefined for as long. While a
   * new read is on its way, the value of the one before, if it gave one.
   */
  function cached<T>(
    url: string,
    version: string | undefined,
    load: (signal: AbortSignal) => Promise<T | undefined>,
  ): Promise<T | undefined> {
    const key = version === undefined ? url : `${version} ${url}`;
    let entry = cache.get(key);
    if (entry === undefined || entry.until <= Date.now()) {
      const next = { until: Date.now() + ttlMs, read: Promise.resolve<unknown>(undefined), settled: false, last: entry?.last };
      next.read = load(AbortSignal.timeout(timeoutMs))
        .catch(() => undefined)
        .then((value) => {
          next.settled = true;
          if (value !== undefined) next.last = value;
          if (value !== undefined && version !== undefined) next.until = Number.POSITIVE_INFINITY;
          return value;
        });
      cache.set(key, next);
      entry = next;
    }
    return (entry.settled || entry.last === undefined ? entry.read : Promise.resolve(entry.last)) as Promise<T | undefined>;
  }

  const manifestAt = (url: string, version: string | undefined) =>
    cached(url, version, async (signal) => {
      const json = await fetchJson(url, signal);
      return typeof json === 'object' && json !== null ? (json as Manifest) : undefined;
    });

  /** What `tell` reads in the manifest at `entry`; undefined for an entry that is no manifest, or a manifest that cannot be read. */
  async function fromManifest<T>(entry: string, version: string | undefined, tell: (manifest: Manifest) => T): Promise<T | undefined> {
    if (!URL.canParse(entry) || !isManifestUrl(entry)) return undefined;
    const manifest = await manifestAt(entry, version);
    try {
      return manifest ? tell(manifest) : undefined;
    } catch {
      // A relative entry or a malformed public path names no file the page could load.
      return undefined;
    }
  }

  return {
    assets: (entry, module, version) => fromManifest(entry, version, (manifest) => assetsOf(entry, manifest, module)),
    routes: (entry, version) => fromManifest(entry, version, (manifest) => manifest.metaData?.routes),
    entryScript: (entry, name, version) => fromManifest(entry, version, (manifest) => entryScriptOf(entry, manifest, name)),
    template(url, version) {
      return cached(url, version, async (signal) => {
        const text = await fetchText(url, signal);
        return text.length <= MAX_TEMPLATE_CHARS ? text : undefined;
      });
    },
  };
}
