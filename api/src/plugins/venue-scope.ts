import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { VenueRow } from '../domain/venues';
import { optionalUuid } from '../rules/input';
import { badRequest, notFound } from '../rules/violation';
import { hostVenue } from '../http/host';

declare module 'fastify' {
  interface FastifyRequest {
    /** The venue of the request's address, on every order call (set before the handler runs). */
    venue: VenueRow | null;
  }
}

/** Every order call: the routes under this prefix. */
const ORDER_CALLS = '/api/order/';
/** Where an order call names an order. */
const ORDER_HEADERS = ['order_uuid', 'order-uuid'] as const;

/**
 * Scopes every order call to the venue of the request's address (Host <slug>.localhost, else
 * x-venue-slug, else the default venue): an order of another venue is answered 404 as if it did not
 * exist, and a venue_uuid naming another venue 400. Applied to each route as it is added, so a new
 * order route cannot leave it out.
 */
async function venueScopePlugin(app: FastifyInstance): Promise<void> {
  const ctx = app.tabula;
  app.decorateRequest('venue', null);
  app.addHook('onRoute', (route: RouteOptions): void => {
    if (!route.url.startsWith(ORDER_CALLS)) return;
    const check = async (req: FastifyRequest) => {
      const venue = await hostVenue(ctx, req);
      req.venue = venue;
      const body = req.body as { venue_uuid?: unknown } | undefined;
      if (typeof body?.venue_uuid === 'string' && body.venue_uuid.toLowerCase() !== venue.uuid) {
        throw badRequest('venue_uuid names another venue than this address serves');
      }
      const params = req.params as { order_uuid?: string } | undefined;
      const named = [params?.order_uuid, ...ORDER_HEADERS.map((h) => optionalUuid(headerOf(req, h), h) ?? undefined)];
      for (const orderUuid of named) {
        if (!orderUuid) continue;
        const [order] = await ctx.db.query<{ venue_id: number }>('SELECT venue_id FROM orders WHERE uuid = $1', [orderUuid]);
        if (order && order.venue_id !== venue.id) throw notFound('Order not found', 'order_not_found');
      }
    };
    const existing = route.preHandler;
    route.preHandler = existing === undefined ? [check] : [...(Array.isArray(existing) ? existing : [existing]), check];
  });
}

function headerOf(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** The venue an order call was scoped to. */
export function venueOf(req: FastifyRequest): VenueRow {
  if (!req.venue) throw new Error(`${req.url} is not an order call scoped to a venue`);
  return req.venue;
}

// Not encapsulated: it sees every order route added after it, whichever plugin adds it.
export default fp(venueScopePlugin, { name: 'venue-scope', decorators: { fastify: ['tabula'] } });
