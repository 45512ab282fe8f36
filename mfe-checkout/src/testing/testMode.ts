import { $orderId, $venue, $venueStatus, fetchOrderDetailsFx, type PaymentConfig } from '@tabula/shared';
import { createTestScope, makeOrder, makeVenue } from '@tabula/shared/test';
import { loadPaymentConfigFx } from '../features/card-payment';
import { checkoutFx } from '../features/placing';

/** Order o-1, open, at a card venue whose API runs the simulator (test mode); checkouts are recorded and answered by `answer`. */
export function testModeScope(answer: () => Promise<unknown>) {
  const checkouts: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue({ stripe_account_ref: 'acct_1' })],
      [$venueStatus, 'ready'],
      [$orderId, 'o-1'],
    ],
    handlers: [
      [loadPaymentConfigFx, (): PaymentConfig => ({ provider: 'simulated' })],
      [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
      [checkoutFx, (params: unknown) => (checkouts.push(params), answer())],
    ],
  });
  return { scope, checkouts };
}
