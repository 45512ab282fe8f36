import { createEffect, sample } from 'effector';
import { checkForGuestSession } from '../../api/guest-session';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type { GuestSessionCheck } from '../../entities';
import { guestSessionCleared, guestSessionStarted, type GuestSession } from './state';

export {
  $checkOutDatetime,
  $roomNumber,
  $sessionId,
  clearSessionCookiesFx,
  guestSessionCleared,
  guestSessionStarted,
  writeSessionCookiesFx,
} from './state';
export type { GuestSession } from './state';

/** Asks the API whether a session (stored, or named by a link) is valid for this venue. */
export const checkGuestSessionFx = createEffect<{ venueUuid: string; sessionId: string }, GuestSessionCheck, ApiRequestError>(
  async ({ venueUuid, sessionId }) => unwrap(await checkForGuestSession(venueUuid, { sessionId })),
);

/** A session the API knows is kept with the API's room and check-out, which dates its cookies. */
sample({
  clock: checkGuestSessionFx.done,
  fn: ({ params, result }): GuestSession => ({
    guest_session_uuid: params.sessionId,
    room_number: result.room_number,
    check_out_datetime: result.check_out_datetime,
    venue_uuid: params.venueUuid,
  }),
  target: guestSessionStarted,
});

/** Any refusal clears the session; an API out of reach says nothing about it, so it is kept. */
sample({ clock: checkGuestSessionFx.failData, filter: (error) => failureStatus(error) !== 0, target: guestSessionCleared });
