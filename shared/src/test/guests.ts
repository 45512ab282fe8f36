import { DEMO_GUEST } from '@tabula/api/demo';

/**
 * The demo hotel guest's stay as the API's seed records it: a login must give this check-out date.
 * The seed checks Papadopoulos (room 204) out this many days after the database was made, and a test
 * run makes its database today, on PostgreSQL's current_date (UTC).
 */
export const DEMO_GUEST_STAY_DAYS = DEMO_GUEST.staysForDays;

export function demoGuestCheckout(): string {
  return new Date(Date.now() + DEMO_GUEST_STAY_DAYS * 86_400_000).toISOString().slice(0, 10);
}
