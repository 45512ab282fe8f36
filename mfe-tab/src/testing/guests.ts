import { formatCheckoutPayload } from '@tabula/shared';

/** The seeded demo guest (Papadopoulos, room 204) checks out a week from today; a login names that date. */
export const demoGuestCheckout = (): string => formatCheckoutPayload(new Date(Date.now() + 7 * 86_400_000));
