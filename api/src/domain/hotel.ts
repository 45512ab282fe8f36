import type { GuestSessionDetails } from '@tabula/shared/entities';
import type { AppContext } from '../context';
import { checkOutAt, isEmail } from '../rules/input';
import { guestLoginGuards, SESSION_EMAIL_LIMIT, sessionEmailKey } from '../rules/throttle';
import { guess, reserve, type Reservation } from '../throttle/lockout';
import { badRequest, notFound, RuleViolation } from '../rules/violation';
import { createGuestSession, guestByEmail, guestByIdentity, validGuestSession } from './guests';
import { createOrder } from './orders';
import { sessionUrl, tabLink, type OriginOf } from './origins';
import { isRoomService } from './room-service';
import { openTab, openTabOfGuest } from './tabs';
import { checkOutDayText } from '../rules/stay-date';
import { businessIdOf, roomServiceOfBusiness, venueByUuid, type VenueRow } from './venues';

export const LOGIN_FAILED = 'something went wrong!';
export const EMAIL_FAILED = 'Something went wrong. Try Again';

export interface GuestLoginInput {
  venueUuid: string;
  surname: string;
  room: string;
  checkOutDate: string;
  table: string | null;
  /** The caller's address, as counters see it. */
  client: string;
}

/**
 * Hotel guest login: the guest proves the stay, so the surname, the room and the check-out date
 * must all match what the hotel recorded; the login reads the stay and never changes it. A wrong
 * answer counts against the room and the surname, for this client and (with a far higher ceiling) for
 * everyone, decided before the stay is compared (see guestLoginGuards). Opens a session, a tab on the
 * room (room service) or the chosen table, and an order in it, in one transaction.
 */
export async function guestLogin(ctx: AppContext, input: GuestLoginInput, origins: OriginOf) {
  const now = new Date();
  const venue = await venueByUuid(ctx.db, input.venueUuid);
  if (!venue) throw notFound(LOGIN_FAILED);
  const checkOut = checkOutAt(input.checkOutDate, now);
  const businessId = businessIdOf(venue);
  const guest = await guess(ctx.throttle, guestLoginGuards(businessId, input.surname, input.room, input.client), async () => {
    const found = await guestByIdentity(ctx.db, businessId, input.surname, input.room);
    return found && found.check_out_date === input.checkOutDate.trim() ? found : undefined;
  });
  if (!guest) throw notFound(LOGIN_FAILED);
  const table = isRoomService(venue) ? guest.room_number : input.table;
  if (!table) throw badRequest('table_number is required');

  return ctx.db.transaction(async (tx) => {
    const session = await createGuestSession(tx, guest, checkOut);
    const tab = await openTab(
      tx,
      {
        venueId: venue.id,
        table,
        firstName: guest.surname,
        lastName: '',
        withPassword: !isRoomService(venue),
        guestSessionId: session.id,
        expiresAt: checkOut,
      },
      now,
    );
    const order = await createOrder(
      tx,
      { venueId: venue.id, tab, guestSessionId: session.id, expiresAt: new Date(now.getTime() + ctx.config.orderExpiryMs) },
      now,
    );
    return {
      order_uuid: order.uuid,
      tab_uuid: tab.uuid,
      tab_link: tabLink(origins(venue.slug), tab.uuid),
      tab_password: tab.password,
      table_number: tab.table_number,
      guest_account: {
        guest_session_uuid: session.uuid,
        check_out_datetime: checkOut.toISOString(),
      } satisfies Pick<GuestSessionDetails, 'guest_session_uuid' | 'check_out_datetime'>,
    };
  });
}

export async function checkGuestSession(
  ctx: AppContext,
  venueUuid: string,
  sessionUuid: string,
): Promise<Omit<GuestSessionDetails, 'session_url'>> {
  const venue = await venueByUuid(ctx.db, venueUuid);
  if (!venue) throw notFound('Venue not found');
  const session = await validGuestSession(ctx.db, venue, sessionUuid, new Date());
  return {
    guest_session_uuid: session.uuid,
    room_number: session.room_number,
    check_out_datetime: session.check_out_at.toISOString(),
  };
}

/** The open tab a live guest session holds at a venue: { id: null } when there is none. */
export async function existingTabOfGuest(ctx: AppContext, venueUuid: string, sessionUuid: string, origins: OriginOf) {
  const now = new Date();
  const venue = await venueByUuid(ctx.db, venueUuid);
  if (!venue) throw notFound('Venue not found');
  const session = await validGuestSession(ctx.db, venue, sessionUuid, now);
  const tab = await openTabOfGuest(ctx.db, venue.id, session.id, now);
  return { id: tab?.uuid ?? null, tab_link: tab ? tabLink(origins(venue.slug), tab.uuid) : null };
}

/**
 * Sends a checked-in guest a link that opens their session at the hotel's room service (where the guest is
 * taken into the room's tab, ready to order and charge the room), or at the venue asked from when the hotel
 * has no room service; the check-out day is written in `language` (the app's code; English otherwise). The answer is the same for every
 * well-formed address, a guest's or not, and whether or not the guest's 5 an hour are used up:
 * it must not tell a stranger who stays here. The message goes to the outbox in the same
 * transaction as the session; SMTP delivery, when configured, follows after the answer (its
 * time must not tell either), and only an e-mail on its way keeps a place in the allowance.
 */
export async function sendSessionEmail(ctx: AppContext, venue: VenueRow, email: string, origins: OriginOf, language?: string) {
  const address = email.trim();
  if (!isEmail(address)) throw badRequest(EMAIL_FAILED);
  const queued = await queueSessionEmail(ctx, venue, address, origins, language);
  if (queued) {
    void ctx.mailer.deliver(queued.outboxId).then(
      (sent) => (sent ? undefined : queued.giveBack()),
      (err: unknown) => ctx.log.error({ err, outboxId: queued.outboxId }, 'session e-mail delivery failed'),
    );
  }
  return { message: 'Email sent Successfully' };
}

/** Queues the link for the guest the address belongs to, if any, within their allowance (counted in one statement). */
async function queueSessionEmail(ctx: AppContext, venue: VenueRow, address: string, origins: OriginOf, language: string | undefined) {
  const now = new Date();
  const guest = await guestByEmail(ctx.db, businessIdOf(venue), address);
  if (!guest?.check_out_date) return undefined;
  let checkOut: Date;
  try {
    checkOut = checkOutAt(guest.check_out_date, now);
  } catch {
    return undefined;
  }
  // The e-mail takes its place in the guest's allowance before it is written: parallel requests cannot pass it.
  // A full allowance is answered like any other address: it must not tell a stranger who stays here.
  let sending: Reservation;
  try {
    sending = await reserve(ctx.throttle, [{ key: sessionEmailKey(guest.id), limit: SESSION_EMAIL_LIMIT }]);
  } catch (err) {
    if (err instanceof RuleViolation && err.statusCode === 429) return undefined;
    throw err;
  }
  const linked = (await roomServiceOfBusiness(ctx.db, businessIdOf(venue))) ?? venue;
  const origin = origins(linked.slug);
  const outboxId = await ctx.db.transaction(async (tx) => {
    const session = await createGuestSession(tx, guest, checkOut);
    return ctx.mailer.queue(tx, {
      to: address,
      subject: `Your ${linked.name} session link`,
      body:
        `Hello ${guest.surname},\n\n` +
        `open this link to order from ${linked.name} and charge your room ${guest.room_number}:\n` +
        `${sessionUrl(origin, session.uuid)}\n\n` +
        `The link works until check-out (${checkOutDayText(checkOut, language)}).\n`,
    });
  });
  return { outboxId, giveBack: sending.giveBack };
}
