import { loginDemoGuest } from '@tabula/shared/test';

export const DEMO_UUIDS = {
  bistro: '7ab01a00-0000-4000-8000-000000000001',
  'room-service': '7ab01a00-0000-4000-8000-000000000006',
  poolside: '7ab01a00-0000-4000-8000-000000000007',
} as const;

/** The seeded demo guest logs in at room service through the real API, as on another device. */
export const loginDemoGuestAtRoomService = () => loginDemoGuest(DEMO_UUIDS['room-service'], '');

/** The demo guest logs in at the hotel's poolside bar, at a table: a session whose only tab is at poolside. */
export const loginDemoGuestAtPoolside = (table = '5') => loginDemoGuest(DEMO_UUIDS.poolside, table);
