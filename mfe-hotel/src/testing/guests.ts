import { loginDemoGuest } from '@tabula/shared/test';

export const DEMO_UUIDS = {
  bistro: '7ab01a00-0000-4000-8000-000000000001',
  'room-service': '7ab01a00-0000-4000-8000-000000000006',
} as const;

/** The seeded demo guest logs in at room service through the real API, as on another device. */
export const loginDemoGuestAtRoomService = () => loginDemoGuest(DEMO_UUIDS['room-service'], '');
