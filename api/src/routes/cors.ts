import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { venueBySlug } from '../domain/venues';

const VENUE_HOST = /^([a-z0-9-]+)\.localhost$/;

/**
 * Is `origin` one the shell is served from by this server: http(s)://localhost or 127.0.0.1, or
 * a known venue's <slug>.localhost, on the port the request reached? Those pages are the app's own.
 * Any other page, on another port or host, gets no CORS headers, so a browser keeps its scripts
 * from reading our answers with the guest's cookies. `extra` lists further exact origins the
 * operator allows (the remotes' dev harnesses).
 */
export async function isShellOrigin(
  origin: string,
  servedPort: number | undefined,
  isVenueSlug: (slug: string) => Promise<boolean>,
  extra: readonly string[],
): Promise<boolean> {
  if (extra.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return false;
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (port !== servedPort) return false;
  if (url.hostname === 'localhost' || url.hostname === '127.0.0.1') return true;
  const slug = VENUE_HOST.exec(url.hostname)?.[1];
  return slug !== undefined && (await isVenueSlug(slug));
}

/** Per request: reflect the Origin, with credentials, only for the shell's own origins. */
export function corsFor(ctx: AppContext, options: { methods: string[]; allowedHeaders: string[] }) {
  return async (req: FastifyRequest) => {
    const origin = req.headers.origin;
    const allowed =
      origin !== undefined &&
      (await isShellOrigin(
        origin,
        req.socket.localPort,
        async (slug) => (await venueBySlug(ctx.db, slug)) !== undefined,
        ctx.config.corsOrigins,
      ));
    return { ...options, origin: allowed ? origin : false, credentials: true };
  };
}
