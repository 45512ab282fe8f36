import { HotelDetailsSchema, MenuSchema, ref, VenueSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { optionalGuestDetails } from '../domain/guests';
import { LANGUAGE_NAMES } from '../domain/menus';
import { hotelDetailsJson, venueJson } from '../domain/venue-json';
import { freeTablesOf, listedVenues, tablesOf, venueByUuid, type VenueRow } from '../domain/venues';
import { optionalUuid } from '../rules/input';
import { notFound } from '../rules/violation';
import { hostVenue, origins, venueSlugHeader } from '../http/host';
import { sendWithMenus } from '../http/menu-reply';
import { replies } from '../schemas/replies';
import { optionalUuidHeader, uuid } from '../schemas/fields';

const languageHeader = {
  language: Type.Optional(Type.String({ maxLength: 16, description: 'en (default), es, gr or fr; unknown codes fall back to English' })),
};
const guestHeader = { 'guest-session-uuid': Type.Optional(optionalUuidHeader) };
const venueParams = Type.Object({ venue_uuid: uuid });
const tableList = Type.Array(Type.String());

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

/** A venue, its menus and tables, and a hotel's landing page. */
const venueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['venue'];

  app.get(
    '/details-slim/',
    {
      schema: {
        tags,
        summary: 'The host’s venue, without menus',
        headers: Type.Object({ ...guestHeader, ...venueSlugHeader }),
        response: replies(ref(VenueSchema)),
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

  app.get(
    '/menu-details/',
    {
      schema: {
        tags,
        summary: 'The host’s venue with its menus, translated per the language header',
        description:
          'Built menus are cached per venue, language and menu revision. The reply carries a weak ETag: ' +
          'If-None-Match with it answers 304 without a body. Sent brotli- or gzip-compressed when accepted.',
        headers: Type.Object({ ...languageHeader, ...guestHeader, ...venueSlugHeader }),
        response: replies(ref(VenueSchema)),
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

  app.get(
    '/api/venue/:venue_uuid/menu/',
    {
      schema: {
        tags,
        summary: 'A venue’s menus by venue uuid',
        params: venueParams,
        headers: Type.Object(languageHeader),
        response: replies(Type.Object({ menus: Type.Array(ref(MenuSchema)) })),
      },
    },
    async (req, reply) => {
      const venue = await venueOr404(ctx, req.params.venue_uuid);
      return sendWithMenus(ctx, req, reply, {}, await ctx.menuCache.built(ctx.db, venue.id, menuLanguage(venue, req.headers.language)));
    },
  );

  app.get(
    '/api/venue/:venue_uuid/details/',
    {
      schema: {
        tags,
        summary: 'A venue without menus, by venue uuid (the /enter-table/:slug screen)',
        params: venueParams,
        response: replies(ref(VenueSchema)),
      },
    },
    async (req) => venueJson(await venueOr404(ctx, req.params.venue_uuid), origins(req), null),
  );

  app.get(
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
        headers: Type.Object(venueSlugHeader),
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
        headers: Type.Object(venueSlugHeader),
        response: replies(tableList),
      },
    },
    async (req) => freeTablesOf(ctx.db, (await hostVenue(ctx, req)).id, new Date()),
  );

  app.get(
    '/api/venue/hotel-details/',
    {
      schema: {
        tags,
        summary: 'The host’s hotel landing page: the venues it lists',
        headers: Type.Object({ ...guestHeader, ...venueSlugHeader }),
        response: replies(HotelDetailsSchema),
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
};

export default venueRoutes;
