import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicOrigins } from '../domain/origins';
import { venueBySlug } from '../domain/venues';

/**
 * Is `origin` one the shell is served from by this server: the public origin (PUBLIC_URL, or
 * localhost and its loopback addresses in development) or a known venue's <slug>.<public host>,
 * with its scheme and port? Those pages are the app's own. Any other page gets no CORS headers, so
 * a browser keeps its scripts from reading our answers with the guest's cookies. `extra` lists
 * further exact origins the operator allows (the remotes' dev harnesses).
 */
export async function isShellOrigin(
  origin: string,
  origins: PublicOrigins,
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
  if (url.protocol !== origins.base().protocol || url.origin !== origin) return false;
  const match = origins.match(url.host);
  if (!match) return false;
  return match.slug === undefined || (await isVenueSlug(match.slug));
}

const ALLOWED_HEADERS = [
  'content-type',
  'tab-uuid',
  'guest-session-uuid',
  'venue-uuid',
  'venue_uuid',
  'order_uuid',
  'order-uuid',
  'language',
  'x-venue-slug',
  'x-ops-token',
];

/** CORS per request: reflect the Origin, with credentials, only for the shell's own origins. */
async function corsPlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.tabula;
  await app.register(fastifyCors, {
    delegator: async (req: FastifyRequest) => {
      const origin = req.headers.origin;
      const allowed =
        origin !== undefined &&
        (await isShellOrigin(origin, ctx.origins, async (slug) => (await venueBySlug(ctx.db, slug)) !== undefined, ctx.config.corsOrigins));
      return {
        methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        allowedHeaders: ALLOWED_HEADERS,
        origin: allowed ? origin : false,
        credentials: true,
      };
    },
  });
}

// Not encapsulated: every route answers CORS.
export default fp(corsPlugin, { name: 'cors', decorators: { fastify: ['tabula'] } });
