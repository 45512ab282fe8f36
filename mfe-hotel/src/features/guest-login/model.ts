import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $language,
  failureStatus,
  guestSessionStarted,
  isValidEmail,
  keepInSession,
  navigateFx,
  storeReset,
  tabStarted,
  unwrap,
} from '@tabula/shared';
import { customerGuestSession, sendSessionEmail } from './api/session';
import { loginErrorKey } from './loginError';

export interface GuestLogin {
  venueUuid: string;
  surname: string;
  room: string;
  /** YYYY-MM-DD */
  checkout: string;
  table: string | null;
}

/** The login screen was opened: messages of an earlier visit are gone. */
export const loginOpened = createEvent();
/** The screen is gone, or has acted on a finished login or a sent link (gone on to the next screen). */
export const loginLeft = createEvent();
export const loginSubmitted = createEvent<GuestLogin>();
/** The guest changed a field (typed, or picked another date or table): an earlier refusal no longer applies. */
export const loginFormEdited = createEvent();
/** The guest changed the e-mail address: an earlier failure to send no longer applies. */
export const emailEdited = createEvent();

/** The surname and room are sent trimmed, as the guest means them. */
export const guestLoginFx = createEffect(async ({ venueUuid, surname, room, checkout, table }: GuestLogin) =>
  unwrap(
    await customerGuestSession(venueUuid, {
      surname: surname.trim(),
      room_number: room.trim(),
      checkout_date: checkout,
      table_number: table ?? '',
    }),
  ),
);

export const $loginPending = guestLoginFx.pending;

/**
 * A refused login reads 'something went wrong!', or asks the guest to wait after too many attempts; a new
 * try clears it.
 */
export const $loginErrorKey = createStore<ReturnType<typeof loginErrorKey> | null>(null)
  .on(guestLoginFx, () => null)
  .on(guestLoginFx.failData, (_, error) => loginErrorKey(failureStatus(error)))
  .reset(loginOpened, loginFormEdited, storeReset);

/** The login opens a guest session, kept with its cookies until check-out, and a tab with an order. */
sample({
  clock: guestLoginFx.done,
  fn: ({ params, result }) => ({
    guest_session_uuid: result.guest_account.guest_session_uuid,
    room_number: params.room.trim(),
    check_out_datetime: result.guest_account.check_out_datetime,
    venue_uuid: params.venueUuid,
  }),
  target: guestSessionStarted,
});

sample({
  clock: guestLoginFx.doneData,
  fn: ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }) => ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }),
  target: tabStarted,
});

/** On from a successful login until the screen has gone on to the menu. */
export const $loggedIn = createStore(false)
  .on(guestLoginFx.done, () => true)
  .reset(loginLeft, storeReset);

// Each login opens a guest session and a tab: a second Continue (or Enter) while one is under way, or
// after it succeeded and before the screen has gone on, would open another of each. A refused login may
// be tried again.
sample({
  clock: loginSubmitted,
  source: combine(guestLoginFx.pending, $loggedIn, (pending, loggedIn) => pending || loggedIn),
  filter: (busy) => !busy,
  fn: (_, login) => login,
  target: guestLoginFx,
});

export const emailLinkRequested = createEvent<string>();

/**
 * The link's e-mail writes the check-out day in the guest's language. A handler given in a test (fork) takes
 * the language first, then the address.
 */
export const sendSessionEmailFx = attach({
  source: $language,
  effect: async (language: string, email: string) => unwrap(await sendSessionEmail(email, language)),
});

// One e-mail at a time: a second press while one is being sent would send the link twice.
sample({
  clock: emailLinkRequested,
  filter: sendSessionEmailFx.pending.map((pending) => !pending),
  fn: (email) => email.trim(),
  target: sendSessionEmailFx,
});

export const $emailLinkPending = sendSessionEmailFx.pending;

export const $emailLinkFailed = createStore(false)
  .on(sendSessionEmailFx, () => false)
  .on(sendSessionEmailFx.fail, () => true)
  .reset(loginOpened, emailEdited, storeReset);

/**
 * The e-mail a hotel guest asked the session link for; the confirmation screen shows it. Kept in the guest's
 * stored session, so that the confirmation screen still knows it after a reload.
 */
export const $hotelEmail = createStore<string | null>(null)
  .on(sendSessionEmailFx.done, (_, { params }) => params)
  .reset(storeReset);

export const HOTEL_EMAIL = 'hotel-email';

/** A stored e-mail that is not one (an older or tampered value) is no e-mail. */
export const parseHotelEmail = (stored: unknown): string | null => (typeof stored === 'string' && isValidEmail(stored) ? stored : null);

/** Reads the kept e-mail back, as a reload does when this remote's model starts. */
export const restoreHotelEmailFx = keepInSession(HOTEL_EMAIL, $hotelEmail, parseHotelEmail);
restoreHotelEmailFx();

/** On from a sent link until the screen has gone on to the confirmation. */
export const $emailLinkSent = createStore(false)
  .on(sendSessionEmailFx.done, () => true)
  .reset(loginLeft, storeReset);

const $onScreen = createStore(false)
  .on(loginOpened, () => true)
  .on(loginLeft, () => false);

// A logged-in guest goes on to the menu; one who asked for the link, to the page that says it is on its way.
const loggedInHere = sample({ clock: $loggedIn.updates, source: $onScreen, filter: (onScreen, loggedIn) => onScreen && loggedIn });
sample({ clock: loggedInHere, fn: () => ({ to: '/menu' }), target: navigateFx });
const linkSentHere = sample({ clock: $emailLinkSent.updates, source: $onScreen, filter: (onScreen, sent) => onScreen && sent });
sample({ clock: linkSentHere, fn: () => ({ to: '/email-confirmation' }), target: navigateFx });
sample({ clock: [loggedInHere, linkSentHere], fn: () => undefined, target: loginLeft });

/** A guest at a hotel's table said they are not staying there (`table`: the table the link named, if any). */
export const notStayingPressed = createEvent<string | null>();

// The venue's start page, told where the guest came from, offers the table's choices instead.
sample({
  clock: notStayingPressed,
  fn: (table) => ({ to: `/?${new URLSearchParams({ from: 'login', table: table ?? '' }).toString()}` }),
  target: navigateFx,
});
