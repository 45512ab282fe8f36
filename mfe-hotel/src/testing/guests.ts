import { customerGuestSession, type GuestSessionResponse } from '../features/guest-login';
import { DEMO_GUEST_STAY_DAYS, demoGuestCheckout } from '@tabula/shared/test';

export const DEMO_UUIDS = {
  bistro: '7ab01a00-0000-4000-8000-000000000001',
  'room-service': '7ab01a00-0000-4000-8000-000000000006',
} as const;

/** The demo guest's stay as seeded: Papadopoulos, room 204, checks out a week from today. */
export const DEMO_STAY_DAYS = DEMO_GUEST_STAY_DAYS;

/** Logs the seeded demo guest in at room service through the real API, as on another device. */
export async function loginDemoGuest(): Promise<GuestSessionResponse> {
  const result = await customerGuestSession(DEMO_UUIDS['room-service'], {
    surname: 'Papadopoulos',
    room_number: '204',
    checkout_date: demoGuestCheckout(),
    table_number: '',
  });
  if (!result.ok) throw new Error(`demo guest login failed: ${result.status} ${result.body.message}`);
  return result.body;
}
