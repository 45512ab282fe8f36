import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { OriginOf } from '../domain/origins';
import { venueBySlug, type VenueRow } from '../domain/venues';
import { notFound } from '../rules/violation';

/**
 * The venue a same-origin call is about: the Host <slug>.<public host>; else the x-venue-slug
 * header (dev harnesses and tests that cannot set Host); else the default. Hosts this server does
 * not serve never get here (public-host.ts answers them 421).
 */
export async function hostVenue(ctx: AppContext, req: FastifyRequest): Promise<VenueRow> {
  const venue = await venueBySlug(ctx.db, hostVenueSlug(ctx, req));
  if (!venue) throw notFound('Url Not Found');
  return venue;
}

/** The slug of that venue, lower-case and at most 64 characters. */
export function hostVenueSlug(ctx: AppContext, req: FastifyRequest): string {
  const header = req.headers['x-venue-slug'];
  const slug = ctx.origins.match(req.host)?.slug ?? (typeof header === 'string' && header ? header : ctx.config.defaultVenue);
  return slug.toLowerCase().slice(0, 64);
}

/** Venue origins for links: from the configured public origin, whatever Host the request named. */
export function origins(req: FastifyRequest): OriginOf {
  return req.server.tabula.origins.venue;
}

/** Shown in the OpenAPI document for every host-resolved route. */
export const venueSlugHeader = {
  'x-venue-slug': Type.Optional(
    Type.String({ maxLength: 64, description: 'Venue slug, for callers that cannot set Host to <slug>.<public host> (the Host wins).' }),
  ),
};
