/**
 * Every link the API writes comes from the configured public origin (PUBLIC_URL), never from a
 * request's Host: each venue lives on <slug>.<public host>, e.g. https://bistro.tabula.example.com, or in
 * development http://bistro.localhost:8080 (browsers resolve any *.localhost to loopback).
 */
export type OriginOf = (slug: string) => string;

/** What a Host names on this server: its own host (slug undefined) or a venue's. */
export interface HostMatch {
  slug: string | undefined;
}

export interface PublicOrigins {
  /** The origin the app is reached at. */
  base(): URL;
  /** A venue's origin. */
  venue: OriginOf;
  /** What a Host header (host[:port]) names here; undefined for a host this server does not serve. */
  match(host: string | undefined): HostMatch | undefined;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
const SLUG = /^[a-z0-9-]{1,64}$/;
// host[:port], the only shapes a Host header may take (a name or an IPv6 literal).
const HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `publicUrl` (an origin), else http://localhost:<the port the server listens on>, read when first
 * needed since a server started on port 0 learns its port only once it listens.
 */
export function publicOrigins(publicUrl: string | undefined, listeningPort: () => number): PublicOrigins {
  let cached: URL | undefined;
  const base = () => (cached ??= new URL(publicUrl ?? `http://localhost:${listeningPort()}`));
  const portOf = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  return {
    base,
    venue: (slug) => {
      const b = base();
      return `${b.protocol}//${slug}.${b.hostname}${b.port ? `:${b.port}` : ''}`;
    },
    match(host) {
      if (!host || !HOST.test(host)) return undefined;
      const b = base();
      let url: URL;
      try {
        url = new URL(`${b.protocol}//${host}`);
      } catch {
        return undefined;
      }
      if (portOf(url) !== portOf(b)) return undefined;
      const name = url.hostname;
      if (name === b.hostname) return { slug: undefined };
      // In development the loopback addresses are the same server as localhost.
      if (b.hostname === 'localhost' && LOOPBACK.has(name)) return { slug: undefined };
      const suffix = `.${b.hostname}`;
      if (!name.endsWith(suffix)) return undefined;
      const slug = name.slice(0, -suffix.length);
      return SLUG.test(slug) ? { slug } : undefined;
    },
  };
}

export function tabLink(origin: string, tabUuid: string): string {
  return `${origin}/?tab=${tabUuid}`;
}

export function sessionUrl(origin: string, guestSessionUuid: string): string {
  return `${origin}/?sessionid=${guestSessionUuid}`;
}
