/**
 * Each venue lives on its own origin, <slug>.localhost:<port> (browsers resolve any
 * *.localhost to loopback). The port is the one the request reached us on, so links work
 * whichever port the server runs on.
 */
export type OriginOf = (slug: string) => string;

export function originsFor(hostHeader: string | undefined): OriginOf {
  const port = portOf(hostHeader);
  return (slug) => `http://${slug}.localhost${port ? `:${port}` : ''}`;
}

function portOf(hostHeader: string | undefined): string | undefined {
  const m = /:(\d+)$/.exec(hostHeader ?? '');
  return m?.[1];
}

/** The venue slug a Host header names, if it is <slug>.localhost[:port]. */
export function slugFromHost(hostHeader: string | undefined): string | undefined {
  const m = /^([a-z0-9-]+)\.localhost(?::\d+)?$/i.exec(hostHeader ?? '');
  return m?.[1]?.toLowerCase();
}

export function tabLink(origin: string, tabUuid: string): string {
  return `${origin}/?tab=${tabUuid}`;
}

export function sessionUrl(origin: string, guestSessionUuid: string): string {
  return `${origin}/?sessionid=${guestSessionUuid}`;
}
