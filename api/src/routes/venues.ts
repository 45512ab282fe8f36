import type { HotelDetails, HotelVenue } from '@tabula/shared/entities';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { optionalGuestDetails } from '../domain/guests';
import { LANGUAGE_NAMES } from '../domain/menus';
import { hotelDetailsJson, venueJson } from '../domain/venue-json';
import { freeTablesOf, listedVenues, tablesOf, venueByUuid, type VenueRow } from '../domain/venues';
import { optionalUuid } from '../rules/input';
import { notFound } from '../rules/violation';
import { hostVenue, origins, venueSlugHeader } from '../http/host';
import { sendWithMenus } from '../http/menu-reply';
import { optionalUuidHeader, replies, uuid, type FieldsOf } from '../schemas/entities';

const languageHeader = {
  language: { type: 'string', maxLength: 16, description: 'en (default), es, gr or fr; unknown codes fall back to English' },
} as const;
const guestHeader = { 'guest-session-uuid': optionalUuidHeader } as const;
const venueParams = { type: 'object', required: ['venue_uuid'], properties: { venue_uuid: uuid } } as const;
const tableList = { type: 'array', items: { type: 'string' } } as const;

/** The language the menu is served in: the requested one when the venue offers it. */
function menuLanguage(venue: VenueRow, requested: string | undefined): string {
  const code = requested?.trim().toLowerCase();
  return code && code in LANGUAGE_NAMES && venue.languages.includes(code) ? code : venue.default_language;
}

async function venueOr404(ctx: AppContext, venueUuid: string): Promise<VenueRow> {
  const venue = await venueByUuid(ctx.db, venueUuid);
  if (!venue) throw notFound('Url Not Found');
  return venue;
}

export function venueRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['venue'];

  app.get<{ Headers: { 'guest-session-uuid'?: string } }>(
    '/details-slim/',
    {
      schema: {
        tags,
        summary: 'The host’s venue, without menus',
        headers: { type: 'object', properties: { ...guestHeader, ...venueSlugHeader } },
        response: replies({ $ref: 'Venue#' }),
      },
    },
    async (req) => {
      const venue = await hostVenue(ctx, req);
      const o = origins(req);
      const guest = await optionalGuestDetails(
        ctx.db,
        venue,
        optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
        o,
        new Date(),
      );
      return venueJson(venue, o, guest);
    },
  );

  app.get<{ Headers: { language?: string; 'guest-session-uuid'?: string } }>(
    '/menu-details/',
    {
      schema: {
        tags,
        summary: 'The host’s venue with its menus, translated per the language header',
        description:
          'Built menus are cached per venue, language and menu revision. The reply carries a weak ETag: ' +
          'If-None-Match with it answers 304 without a body. Sent brotli- or gzip-compressed when accepted.',
        headers: { type: 'object', properties: { ...languageHeader, ...guestHeader, ...venueSlugHeader } },
        response: replies({ $ref: 'Venue#' }),
      },
    },
    async (req, reply) => {
      const venue = await hostVenue(ctx, req);
      const o = origins(req);
      const [guest, menus] = await Promise.all([
        optionalGuestDetails(ctx.db, venue, optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'), o, new Date()),
        ctx.menuCache.built(ctx.db, venue.id, menuLanguage(venue, req.headers.language)),
      ]);
      const { menus: _none, ...head } = venueJson(venue, o, guest);
      return sendWithMenus(ctx, req, reply, head, menus);
    },
  );

  app.get<{ Params: { venue_uuid: string }; Headers: { language?: string } }>(
    '/api/venue/:venue_uuid/menu/',
    {
      schema: {
        tags,
        summary: 'A venue’s menus by venue uuid',
        params: venueParams,
        headers: { type: 'object', properties: languageHeader },
        response: replies({ type: 'object', properties: { menus: { type: 'array', items: { $ref: 'Menu#' } } } }),
      },
    },
    async (req, reply) => {
      const venue = await venueOr404(ctx, req.params.venue_uuid);
      return sendWithMenus(ctx, req, reply, {}, await ctx.menuCache.built(ctx.db, venue.id, menuLanguage(venue, req.headers.language)));
    },
  );

  app.get<{ Params: { venue_uuid: string } }>(
    '/api/venue/:venue_uuid/details/',
    {
      schema: {
        tags,
        summary: 'A venue without menus, by venue uuid (the /enter-table/:slug screen)',
        params: venueParams,
        response: replies({ $ref: 'Venue#' }),
      },
    },
    async (req) => venueJson(await venueOr404(ctx, req.params.venue_uuid), origins(req), null),
  );

  app.get<{ Params: { venue_uuid: string } }>(
    '/api/venue/:venue_uuid/tables/',
    {
      schema: { tags, summary: 'Every table number of a venue, by venue uuid', params: venueParams, response: replies(tableList) },
    },
    async (req) => tablesOf(ctx.db, (await venueOr404(ctx, req.params.venue_uuid)).id),
  );

  app.get(
    '/tables/list-all/',
    {
      schema: {
        tags,
        summary: 'Every table number of the host’s venue',
        headers: { type: 'object', properties: venueSlugHeader },
        response: replies(tableList),
      },
    },
    async (req) => tablesOf(ctx.db, (await hostVenue(ctx, req)).id),
  );

  app.get(
    '/tables/list/',
    {
      schema: {
        tags,
        summary: 'Table numbers of the host’s venue where nobody has an open tab (offered for a new tab)',
        headers: { type: 'object', properties: venueSlugHeader },
        response: replies(tableList),
      },
    },
    async (req) => freeTablesOf(ctx.db, (await hostVenue(ctx, req)).id, new Date()),
  );

  app.get<{ Headers: { 'guest-session-uuid'?: string } }>(
    '/api/venue/hotel-details/',
    {
      schema: {
        tags,
        summary: 'The host’s hotel landing page: the venues it lists',
        headers: { type: 'object', properties: { ...guestHeader, ...venueSlugHeader } },
        response: replies({
          type: 'object',
          properties: {
            name: { type: 'string' },
            description: { type: 'string' },
            logo: { type: ['string', 'null'] },
            display_hotel_details: { type: 'boolean' },
            guest_session_details: { $ref: 'GuestSessionDetails#' },
            venues: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'integer' },
                  uuid: { type: 'string' },
                  slug: { type: 'string' },
                  name: { type: 'string' },
                  description: { type: 'string' },
                  logo: { type: ['string', 'null'] },
                  cover_image: { type: ['string', 'null'] },
                  domain: { type: 'string' },
                  type: { type: 'integer' },
                  read_only_menu: { type: 'boolean' },
                } satisfies FieldsOf<HotelVenue>,
              },
            },
          } satisfies FieldsOf<HotelDetails>,
        }),
      },
    },
    async (req) => {
      const venue = await hostVenue(ctx, req);
      const o = origins(req);
      const [listed, guest] = await Promise.all([
        listedVenues(ctx.db, venue.id),
        optionalGuestDetails(ctx.db, venue, optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'), o, new Date()),
      ]);
      return hotelDetailsJson(venue, listed, o, guest);
    },
  );
}
