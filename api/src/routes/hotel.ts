import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { checkGuestSession, EMAIL_FAILED, existingTabOfGuest, guestLogin, LOGIN_FAILED, sendSessionEmail } from '../domain/hotel';
import { optionalUuid, tableNumber } from '../rules/input';
import { CLIENT_GUESS_LOCK, CLIENT_LIMITS, TARGET_GUESS_CEILING } from '../rules/throttle';
import { badRequest } from '../rules/violation';
import { hostVenue, origins, venueSlugHeader } from '../http/host';
import { optionalUuidHeader, replies, tabSeatProperties, tableNumber as tableNumberSchema } from '../schemas/entities';

function requiredUuid(value: string | undefined, name: string): string {
  const v = optionalUuid(value, name);
  if (!v) throw badRequest(`The ${name} header is required`);
  return v;
}

const sessionReply = {
  type: 'object',
  properties: {
    guest_session_uuid: { type: 'string' },
    room_number: { type: 'string' },
    check_out_datetime: { type: 'string' },
  },
} as const;

export function hotelRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['hotel guest'];

  app.get<{ Headers: { 'guest-session-uuid'?: string; 'venue-uuid'?: string } }>(
    '/api/venue/check-for-existing-tab/',
    {
      schema: {
        tags,
        summary: 'The open tab a hotel guest session holds at a venue',
        description: 'id is the tab uuid, or null when there is none. 404/403 for an unknown or expired session.',
        headers: {
          type: 'object',
          required: ['guest-session-uuid', 'venue-uuid'],
          properties: { 'guest-session-uuid': optionalUuidHeader, 'venue-uuid': optionalUuidHeader },
        },
        response: replies({ type: 'object', properties: { id: { type: ['string', 'null'] }, tab_link: { type: ['string', 'null'] } } }),
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

  app.get<{ Headers: { 'guest-session-uuid'?: string; venue_uuid?: string } }>(
    '/api/venue/check-for-guest-session/',
    {
      schema: {
        tags,
        summary: 'Is this hotel guest session valid at this venue?',
        description: '404 when unknown (or of another hotel), 403 once the guest has checked out.',
        headers: {
          type: 'object',
          required: ['guest-session-uuid', 'venue_uuid'],
          properties: { 'guest-session-uuid': optionalUuidHeader, venue_uuid: optionalUuidHeader },
        },
        response: replies(sessionReply),
      },
    },
    async (req) =>
      checkGuestSession(
        ctx,
        requiredUuid(req.headers.venue_uuid, 'venue_uuid'),
        requiredUuid(req.headers['guest-session-uuid'], 'guest-session-uuid'),
      ),
  );

  app.post<{
    Headers: { venue_uuid?: string };
    Body: {
      surname: string;
      room_number: string | number;
      checkout_date?: string;
      check_out_datetime?: string;
      table_number?: string | number | null;
    };
  }>(
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
        headers: { type: 'object', required: ['venue_uuid'], properties: { venue_uuid: optionalUuidHeader } },
        body: {
          type: 'object',
          required: ['surname', 'room_number'],
          properties: {
            surname: { type: 'string', minLength: 1, maxLength: 80 },
            room_number: { type: ['string', 'integer'], minLength: 1, maxLength: 20, minimum: 0, maximum: 1_000_000 },
            checkout_date: { type: 'string', maxLength: 32, description: 'YYYY-MM-DD' },
            check_out_datetime: { type: 'string', maxLength: 32, description: 'Alias of checkout_date' },
            table_number: { anyOf: [tableNumberSchema, { type: 'null' }] },
          },
        },
        response: replies({
          type: 'object',
          properties: {
            ...tabSeatProperties,
            guest_account: {
              type: 'object',
              properties: { guest_session_uuid: { type: 'string' }, check_out_datetime: { type: 'string' } },
            },
          },
        }),
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

  app.post<{ Body: { email: string } }>(
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
          'Every well-formed address gets the same 200 "Email sent Successfully", a guest’s or not and whether or not the ' +
          'guest was already sent 5 within the hour (then nothing is sent): the answer tells no stranger who stays here. ' +
          '400 "Something went wrong. Try Again" for an address that is not one. 429 "Too many attempts..." when this ' +
          'client asked for more than 10 e-mails in a minute.',
        headers: { type: 'object', properties: venueSlugHeader },
        body: { type: 'object', required: ['email'], properties: { email: { type: 'string', maxLength: 254 } } },
        response: replies({ type: 'object', properties: { message: { type: 'string' } } }),
      },
    },
    async (req) => sendSessionEmail(ctx, await hostVenue(ctx, req), req.body.email, origins(req)),
  );
}
