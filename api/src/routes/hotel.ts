import {
  AcknowledgementSchema,
  ExistingTabSchema,
  GuestLoginSchema,
  GuestSessionCheckSchema,
  GuestSessionRequestSchema,
  SessionEmailRequestSchema,
} from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkGuestSession, EMAIL_FAILED, existingTabOfGuest, guestLogin, LOGIN_FAILED, sendSessionEmail } from '../domain/hotel';
import { optionalUuid, tableNumber } from '../rules/input';
import { CLIENT_GUESS_LOCK, CLIENT_LIMITS, TARGET_GUESS_CEILING } from '../rules/throttle';
import { badRequest } from '../rules/violation';
import { hostVenue, origins, venueSlugHeader } from '../http/host';
import { replies } from '../schemas/replies';
import { optionalUuidHeader } from '../schemas/fields';

function requiredUuid(value: string | undefined, name: string): string {
  const v = optionalUuid(value, name);
  if (!v) throw badRequest(`The ${name} header is required`);
  return v;
}

/** A hotel guest's session: login, the session's tab, and the e-mailed link. */
const hotelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.tabula;
  const tags = ['hotel guest'];

  app.get(
    '/api/venue/check-for-existing-tab/',
    {
      schema: {
        tags,
        summary: 'The open tab a hotel guest session holds at a venue',
        description: 'id is the tab uuid, or null when there is none. 404/403 for an unknown or expired session.',
        headers: Type.Object({ 'guest-session-uuid': optionalUuidHeader, 'venue-uuid': optionalUuidHeader }),
        response: replies(ExistingTabSchema),
      },
    },
    async (req) =>
      existingTabOfGuest(
        ctx,
        requiredUuid(req.headers['venue-uuid'], 'venue-uuid'),
        requiredUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
        origins(req),
      ),
  );

  app.get(
    '/api/venue/check-for-guest-session/',
    {
      schema: {
        tags,
        summary: 'Is this hotel guest session valid at this venue?',
        description: '404 when unknown (or of another hotel), 403 once the guest has checked out.',
        headers: Type.Object({ 'guest-session-uuid': optionalUuidHeader, venue_uuid: optionalUuidHeader }),
        response: replies(GuestSessionCheckSchema),
      },
    },
    async (req) =>
      checkGuestSession(
        ctx,
        requiredUuid(req.headers.venue_uuid, 'venue_uuid'),
        requiredUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
      ),
  );

  app.post(
    '/api/venue/customer-guest-session/',
    {
      config: {
        validationMessage: LOGIN_FAILED,
        rateLimit: { max: CLIENT_LIMITS.guestLogin.max, timeWindow: CLIENT_LIMITS.guestLogin.windowMs },
      },
      schema: {
        tags,
        summary: 'Hotel guest login: surname, room number and check-out date',
        description:
          'Surname (any case), room and check-out date must all match a checked-in guest of the venue’s hotel (the ' +
          'stored stay is never changed). Opens a guest session, a tab ' +
          '(on the room for room service, else on table_number) and an order, and sets the cookies session (guest ' +
          'session uuid), id (tab uuid) and room_number, expiring at check-out (noon UTC of checkout_date). ' +
          '404 "something went wrong!" when no guest matches. 429 "Too many attempts..." when this client sent more ' +
          `than ${CLIENT_LIMITS.guestLogin.max} logins in a minute, or tried ${CLIENT_GUESS_LOCK.max} wrong logins on ` +
          `the room or the surname in 15 minutes, or the room or the surname took ${TARGET_GUESS_CEILING.max} wrong ` +
          'logins from everyone in the hour (then it stays locked an hour, twice as long each time it fills again that day).',
        headers: Type.Object({ venue_uuid: optionalUuidHeader }),
        body: GuestSessionRequestSchema,
        response: replies(GuestLoginSchema),
      },
    },
    async (req, reply) => {
      const date = req.body.checkout_date ?? req.body.check_out_datetime;
      // The client may send a full date-time; its date part is what counts.
      const checkOutDate = date?.trim().slice(0, 10);
      if (!checkOutDate || !req.body.surname.trim()) throw badRequest('Field is required');
      const result = await guestLogin(
        ctx,
        {
          venueUuid: requiredUuid(req.headers.venue_uuid, 'venue_uuid'),
          surname: req.body.surname,
          room: String(req.body.room_number),
          checkOutDate,
          table: tableNumber(req.body.table_number),
          client: req.ip,
        },
        origins(req),
      );
      const expires = new Date(result.guest_account.check_out_datetime);
      // The client reads these cookies too, so they cannot be httpOnly; over https they are never sent in clear.
      const cookie = { path: '/', expires, sameSite: 'lax' as const, secure: req.protocol === 'https' };
      reply
        .setCookie('session', result.guest_account.guest_session_uuid, cookie)
        .setCookie('id', result.tab_uuid, cookie)
        .setCookie('room_number', result.table_number, cookie);
      return result;
    },
  );

  app.post(
    '/send-session-email/',
    {
      config: {
        validationMessage: EMAIL_FAILED,
        rateLimit: { max: CLIENT_LIMITS.sessionEmail.max, timeWindow: CLIENT_LIMITS.sessionEmail.windowMs },
      },
      schema: {
        tags,
        summary: 'E-mail a checked-in guest of the host’s hotel a session link',
        description:
          'The message is written to the outbox table, and sent through SMTP (after the answer) when SMTP_URL is set. ' +
          'Its link opens the hotel’s room-service venue (the host’s venue when the hotel has none) with the session, and ' +
          'it writes the check-out day in the language header’s language. ' +
          'Every well-formed address gets the same 200 "Email sent Successfully", a guest’s or not and whether or not the ' +
          'guest was already sent 5 within the hour (then nothing is sent): the answer tells no stranger who stays here. ' +
          '400 "Something went wrong. Try Again" for an address that is not one. 429 "Too many attempts..." when this ' +
          'client asked for more than 10 e-mails in a minute.',
        headers: Type.Object({
          ...venueSlugHeader,
          language: Type.Optional(
            Type.String({ maxLength: 16, description: 'The guest’s language (en, es, gr, fr) for the check-out date; English otherwise' }),
          ),
        }),
        body: SessionEmailRequestSchema,
        response: replies(AcknowledgementSchema),
      },
    },
    async (req) => sendSessionEmail(ctx, await hostVenue(ctx, req), req.body.email, origins(req), req.headers.language),
  );
};

export default hotelRoutes;
