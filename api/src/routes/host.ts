import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { originsFor, slugFromHost, type OriginOf } from '../domain/origins';
import { venueBySlug, type VenueRow } from '../domain/venues';
import { notFound } from '../rules/violation';

/**
 * The venue a same-origin call is about: the Host <slug>.localhost[:port]; else the
 * x-venue-slug header (dev harnesses and tests that cannot set Host); else the default.
 */
export async function hostVenue(ctx: AppContext, req: FastifyRequest): Promise<VenueRow> {
  const header = req.headers['x-venue-slug'];
  const slug = slugFromHost(req.headers.host) ?? (typeof header === 'string' && header ? header : ctx.config.defaultVenue);
  const venue = await venueBySlug(ctx.db, slug.toLowerCase());
  if (!venue) throw notFound('Url Not Found');
  return venue;
}

export function origins(req: FastifyRequest): OriginOf {
  return originsFor(req.headers.host);
}

/** Shown in the OpenAPI document for every host-resolved route. */
export const venueSlugHeader = {
  'x-venue-slug': {
    type: 'string',
    maxLength: 64,
    description: 'Venue slug, for callers that cannot set Host to <slug>.localhost (the Host wins).',
  },
} as const;
