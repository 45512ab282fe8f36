import type { GuestSessionDetails } from '@tabula/shared/entities';
import type { AppContext } from '../context';
import { checkOutAt, isEmail } from '../rules/input';
import { guestLoginGuards, SESSION_EMAIL_LIMIT, sessionEmailKey } from '../rules/throttle';
import { guess, reserve } from '../throttle/lockout';
import { badRequest, notFound } from '../rules/violation';
import { createGuestSession, guestByEmail, guestByIdentity, validGuestSession } from './guests';
import { createOrder } from './orders';
import { sessionUrl, tabLink, type OriginOf } from './origins';
import { isRoomService } from './room-service';
import { openTab, openTabOfGuest } from './tabs';
import { businessIdOf, venueByUuid, type VenueRow } from './venues';

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
 * E-mails a checked-in guest a link with a new session, for the check-out date on record, at most
 * SESSION_EMAIL_LIMIT times per window.
 * The message goes to the outbox in the same transaction as the session; SMTP delivery,
 * when configured, follows the commit.
 */
export async function sendSessionEmail(ctx: AppContext, venue: VenueRow, email: string, origins: OriginOf) {
  const now = new Date();
  if (!isEmail(email.trim())) throw badRequest(EMAIL_FAILED);
  const guest = await guestByEmail(ctx.db, businessIdOf(venue), email);
  if (!guest || !guest.check_out_date) throw badRequest(EMAIL_FAILED);
  let checkOut: Date;
  try {
    checkOut = checkOutAt(guest.check_out_date, now);
  } catch {
    throw badRequest(EMAIL_FAILED);
  }
  // The e-mail takes its place in the guest's allowance before it is written: parallel requests cannot pass it.
  const sending = await reserve(ctx.throttle, [{ key: sessionEmailKey(guest.id), limit: SESSION_EMAIL_LIMIT }]);
  const origin = origins(venue.slug);
  const outboxId = await ctx.db.transaction(async (tx) => {
    const session = await createGuestSession(tx, guest, checkOut);
    return ctx.mailer.queue(tx, {
      to: email.trim(),
      subject: `Your ${venue.name} session link`,
      body:
        `Hello ${guest.surname},\n\n` +
        `open this link to order from ${venue.name} and charge your room ${guest.room_number}:\n` +
        `${sessionUrl(origin, session.uuid)}\n\n` +
        `The link works until check-out (${checkOut.toISOString()}).\n`,
    });
  });
  // Only an e-mail on its way counts toward the guest's allowance: a failed send left them without a link.
  if (!(await ctx.mailer.deliver(outboxId))) {
    await sending.giveBack();
    throw badRequest(EMAIL_FAILED);
  }
  return { message: 'Email sent Successfully' };
}
