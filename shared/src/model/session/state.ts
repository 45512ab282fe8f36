import { createEffect, createEvent, createStore, sample } from 'effector';
import { isUuid } from '../../rules/ids';
import { clearSessionCookies, writeSessionCookies } from '../../storage/cookies';
import { reloadWithoutQueryFx } from '../browser';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';

export interface GuestSession {
  guest_session_uuid: string;
  room_number?: string | null;
  /** ISO date-time; the session cookies expire then. */
  check_out_datetime?: string | null;
  venue_uuid?: string | null;
}

/** A hotel guest's session: from the login screen, a session link, or a hotel venue card. */
export const guestSessionStarted = createEvent<GuestSession>();

/**
 * Only a session whose id is a uuid is kept: the id comes from links (sessionid=) as well as the API, and
 * stored or sent as a header a malformed one would make the API refuse every later call.
 */
const sessionAccepted = sample({ clock: guestSessionStarted, filter: (session) => isUuid(session.guest_session_uuid) });

/**
 * A failed guest-session check forgets the session: its id, room, check-out and cookies here, its tab in the
 * tab model. The page then reloads without the link that named it.
 */
export const guestSessionCleared = createEvent();

export const $sessionId = createStore<string | null>(null)
  .on(sessionAccepted, (_, session) => session.guest_session_uuid)
  .on(readStoredStateFx.doneData, (_, stored) => stored.sessionId)
  .on(guestSessionCleared, () => null)
  .reset(storeReset);

export const $roomNumber = createStore<string | null>(null)
  .on(sessionAccepted, (current, session) => session.room_number ?? current)
  .on(readStoredStateFx.doneData, (_, stored) => stored.roomNumber)
  .on(guestSessionCleared, () => null)
  .reset(storeReset);

export const $checkOutDatetime = createStore<string | null>(null)
  .on(sessionAccepted, (current, session) => session.check_out_datetime ?? current)
  .on(readStoredStateFx.doneData, (_, stored) => stored.checkOutDatetime)
  .on(guestSessionCleared, () => null)
  .reset(storeReset);

persist($sessionId, 'sessionId', (id) => id);
persist($roomNumber, 'room_no', (room) => room);
persist($checkOutDatetime, 'check_out_datetime', (date) => date);

export const writeSessionCookiesFx = createEffect((session: GuestSession) => {
  const checkOut = session.check_out_datetime ? new Date(session.check_out_datetime) : null;
  if (!checkOut || Number.isNaN(checkOut.getTime())) return;
  writeSessionCookies(
    { session: session.guest_session_uuid, id: session.venue_uuid ?? '', room_number: session.room_number ?? '' },
    checkOut,
  );
});

export const clearSessionCookiesFx = createEffect(() => clearSessionCookies());

sample({ clock: sessionAccepted, target: writeSessionCookiesFx });
sample({ clock: guestSessionCleared, target: [clearSessionCookiesFx, reloadWithoutQueryFx] });
