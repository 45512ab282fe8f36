import {
  JoinTabRequestSchema,
  OpenedTabSchema,
  OpenTabRequestSchema,
  TabCheckQuerySchema,
  TabCheckSchema,
  TabLinkRequestSchema,
  TabSeatSchema,
} from '@tabula/shared/schemas';
import { guestIdOf } from '../http/guest-id';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { joinTab, openTabWithOrder } from '../domain/ordering';
import { tabLink } from '../domain/origins';
import { callerOf, isTabMember } from '../domain/membership';
import { openTabOfGuest, tabByUuid } from '../domain/tabs';
import { venueById } from '../domain/venues';
import { hasTabExpired, tabStatus } from '../rules/expiry';
import { sentPassword } from '../rules/password';
import { optionalUuid, tableNumber } from '../rules/input';
import { CLIENT_GUESS_LOCK, CLIENT_LIMITS, MAX_OPEN_TABS_PER_TABLE, TABLE_OPEN_LIMIT, TARGET_GUESS_CEILING } from '../rules/throttle';
import { badRequest, forbidden, notFound } from '../rules/violation';
import { origins } from '../http/host';
import { venueOf } from '../plugins/venue-scope';
import { replies } from '../schemas/replies';
import { optionalUuidHeader, uuid } from '../schemas/fields';

const MISSING = 'Missing fields';
const memberHeaders = Type.Object({
  'tab-uuid': Type.Optional(optionalUuidHeader),
  'guest-session-uuid': Type.Optional(optionalUuidHeader),
});

function requiredTable(value: string | number | undefined): string {
  const table = tableNumber(value);
  if (!table) throw badRequest(MISSING);
  return table;
}

function requiredText(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? undefined : String(value).trim();
  if (!text) throw badRequest(MISSING);
  return text;
}

/** Opening, joining and sharing a table's tab. */
const tabRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['tab'];

  app.post(
    '/api/order/create-order-with-tab/',
    {
      config: { validationMessage: MISSING, rateLimit: { max: ctx.config.tabOpensPerClient, timeWindow: CLIENT_LIMITS.openTab.windowMs } },
      schema: {
        tags,
        summary: 'Open a tab on a table, with the opener’s first order',
        description:
          'Answers 404 "Error" for an unknown venue or table, 400 "Missing fields", 409 when the venue takes no orders or ' +
          `the table already holds ${MAX_OPEN_TABS_PER_TABLE} open tabs and none of them has been idle (no order, no ` +
          'payment) for 15 minutes to give its place, ' +
          '403 when the guest session header names a session that has expired (checked out). ' +
          `429 when this client opened ${ctx.config.tabOpensPerClient} tabs in 15 minutes, or the table took ` +
          `${TABLE_OPEN_LIMIT.max} new tabs in the hour. At a room-service venue (type 3) the guest-session-uuid ` +
          'header is required (401 without a live session of the hotel) and table_number must be its room (403).',
        headers: Type.Object({ 'guest-session-uuid': Type.Optional(optionalUuidHeader) }),
        body: OpenTabRequestSchema,
        response: replies(OpenedTabSchema),
      },
    },
    async (req) =>
      openTabWithOrder(
        ctx,
        {
          venueUuid: req.body.venue_uuid,
          table: requiredTable(req.body.table_number),
          firstName: requiredText(req.body.first_name),
          lastName: req.body.last_name === null || req.body.last_name === undefined ? '' : String(req.body.last_name).trim(),
          guestSessionUuid: optionalUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
          guestId: guestIdOf(req),
        },
        origins(req),
      ),
  );

  app.post(
    '/api/order/join-tab/',
    {
      config: { validationMessage: MISSING, rateLimit: { max: CLIENT_LIMITS.joinTab.max, timeWindow: CLIENT_LIMITS.joinTab.windowMs } },
      schema: {
        tags,
        summary: 'Join the open tab of a table by its password (eight digits; four for a tab opened before passwords had eight)',
        description:
          'Answers 404 "Table number or password don\'t match", 400 "Missing fields", and 400 naming the field for a ' +
          'password that is not 4 to 8 digits. 429 "Too many attempts..." when ' +
          `this client sent more than ${CLIENT_LIMITS.joinTab.max} join requests in a minute, or tried ` +
          `${CLIENT_GUESS_LOCK.max} wrong passwords on this table in 15 minutes, or the table took ` +
          `${TARGET_GUESS_CEILING.max} wrong passwords from everyone in the hour (then it stays locked an hour, ` +
          'twice as long each time it fills again that day). A member of the tab (tab-uuid or guest-session-uuid ' +
          'header of the tab) is never locked out.',
        headers: memberHeaders,
        body: JoinTabRequestSchema,
        response: replies(TabSeatSchema),
      },
    },
    async (req) =>
      joinTab(
        ctx,
        {
          venueUuid: req.body.venue_uuid,
          table: requiredTable(req.body.table_number),
          password: sentPassword(req.body.password),
          client: req.ip,
          caller: await callerOf(ctx.db, req.headers),
        },
        origins(req),
      ),
  );

  app.get(
    '/api/tab/:tab_uuid/check/',
    {
      schema: {
        tags,
        summary: 'Is this tab still open?',
        description:
          '403 once the tab has expired, 404 when unknown or of another venue. tab_link is accepted for the ' +
          'client’s convenience and not compared (the link depends on the port the page was opened on). ' +
          'tab_password is only given to a member of the tab: a client sending this tab as its tab-uuid header, ' +
          'or the hotel guest session (guest-session-uuid) that opened it; anyone else gets null.',
        params: Type.Object({ tab_uuid: uuid }),
        querystring: TabCheckQuerySchema,
        response: replies(TabCheckSchema),
      },
    },
    async (req) => {
      const tab = await tabByUuid(ctx.db, req.params.tab_uuid);
      const venueUuid = optionalUuid(req.query.venue_uuid, 'venue_uuid');
      const venue = tab ? await venueById(ctx.db, tab.venue_id) : undefined;
      if (!tab || !venue || (venueUuid && venue.uuid !== venueUuid)) throw notFound('Tab not found');
      if (hasTabExpired(tab.expires_at, new Date())) throw forbidden('Your Tab has expired');
      const member = isTabMember(await callerOf(ctx.db, req.headers), tab);
      return {
        tab_uuid: tab.uuid,
        tab_status: tabStatus(false),
        has_tab_expired: false,
        table_number: tab.table_number,
        tab_password: member ? tab.password : null,
        tab_link: tabLink(origins(req)(venue.slug), tab.uuid),
      };
    },
  );

  app.post(
    '/api/order/tab-link/',
    {
      config: { validationMessage: MISSING },
      schema: {
        tags,
        summary: 'The share link of the caller’s own open tab on a table',
        description:
          'Only a member of the tab gets its link: the tab is the one the tab-uuid header names, else the open tab ' +
          'the guest-session-uuid header’s session holds at the venue, and it must be open on table_number. ' +
          'first_name is accepted as the client sends it and names no tab: knowing who sits at a table lets nobody ' +
          'into their tab. Answers 404 "Error" when the caller holds no such open tab and 400 "Missing fields".',
        headers: memberHeaders,
        body: TabLinkRequestSchema,
        response: replies(Type.Object({ tab_Link: Type.String() })),
      },
    },
    async (req) => {
      const now = new Date();
      const table = requiredTable(req.body.table_number);
      requiredText(req.body.first_name);
      const venue = venueOf(req);
      const caller = await callerOf(ctx.db, req.headers);
      const tab =
        (caller.tabUuid ? await tabByUuid(ctx.db, caller.tabUuid) : undefined) ??
        (caller.guestSessionId !== null ? await openTabOfGuest(ctx.db, venue.id, caller.guestSessionId, now) : undefined);
      const open = tab && tab.venue_id === venue.id && tab.table_number === table && !hasTabExpired(tab.expires_at, now);
      if (!tab || !open || !isTabMember(caller, tab)) throw notFound('Error');
      return { tab_Link: tabLink(origins(req)(venue.slug), tab.uuid) };
    },
  );
};

export default tabRoutes;
