/** The files a page needs from one remote to render one of its exposed modules. */
export interface RemoteAssets {
  /** Its mf-manifest.json, which the federation runtime fetches first. */
  manifest: string;
  remoteEntry: string;
  scripts: string[];
  styles: string[];
}

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

const isManifestUrl = (url: string) => /\/mf-manifest\.json(\?|$)/.test(url);

/** A file named in a manifest, at the remote's public path ('auto': beside the manifest). */
function assetUrl(manifestUrl: string, manifest: Manifest, file: string): string {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : manifestUrl;
  return new URL(file, new URL(base, manifestUrl)).href;
}

function assetsOf(manifestUrl: string, manifest: Manifest, module: string): RemoteAssets | undefined {
  const entry = manifest.metaData?.remoteEntry;
  const expose = manifest.exposes?.find((e) => e.path === module);
  if (!entry?.name || !expose) return undefined;
  const url = (file: string) => assetUrl(manifestUrl, manifest, file);
  return {
    manifest: manifestUrl,
    remoteEntry: url(`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`),
    scripts: (expose.assets?.js?.sync ?? []).map(url),
    styles: (expose.assets?.css?.sync ?? []).map(url),
  };
}

export interface RemoteAssetReader {
  /** The files of `module` in the remote whose registry entry is `entry`; undefined when they cannot be told. */
  assets(entry: string, module: string): Promise<RemoteAssets | undefined>;
}

/**
 * Reads remote manifests for the page the server writes, so that it can name the remote's files
 * before the shell asks for them. A manifest is kept `ttlMs` (a redeploy under the same address is
 * seen within that time; until then the hints name the old files, which cost bytes, never
 * correctness: the runtime fetches the manifest itself). An entry that is not a manifest, an
 * origin that does not answer within `timeoutMs` or an unreadable manifest gives no hints, and the
 * page loads the remote as it would without them.
 */
export function remoteAssetReader({
  ttlMs = 5_000,
  timeoutMs = 1_000,
  fetchJson = async (url: string, signal: AbortSignal) => {
    const response = await fetch(url, { signal });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as unknown;
  },
}: { ttlMs?: number; timeoutMs?: number; fetchJson?: (url: string, signal: AbortSignal) => Promise<unknown> } = {}): RemoteAssetReader {
  const cache = new Map<string, { until: number; manifest: Promise<Manifest | undefined> }>();

  function manifestAt(url: string): Promise<Manifest | undefined> {
    const cached = cache.get(url);
    if (cached && cached.until > Date.now()) return cached.manifest;
    const manifest = fetchJson(url, AbortSignal.timeout(timeoutMs)).then(
      (json) => (typeof json === 'object' && json !== null ? (json as Manifest) : undefined),
      () => undefined,
    );
    cache.set(url, { until: Date.now() + ttlMs, manifest });
    return manifest;
  }

  return {
    async assets(entry, module) {
      if (!URL.canParse(entry) || !isManifestUrl(entry)) return undefined;
      const manifest = await manifestAt(entry);
      try {
        return manifest ? assetsOf(entry, manifest, module) : undefined;
      } catch {
        // A relative entry or a malformed public path names no file the page could preload.
        return undefined;
      }
    },
  };
}
