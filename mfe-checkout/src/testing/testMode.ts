import {
  $orderId,
  $orderList,
  $venue,
  $venueStatus,
  fetchOrderDetailsFx,
  type CartOrderItem,
  type Order,
  type PaymentConfig,
} from '@tabula/shared';
import { createTestScope, makeOrder, makeVenue } from '@tabula/shared/test';
import { loadPaymentConfigFx } from '../features/card-payment';
import { checkoutFx } from '../features/placing';

interface TestMode {
  /** How the API answers a checkout; by default it never does. */
  answer?: () => Promise<unknown>;
  /** The server's order o-1, beside its defaults (open, unpaid). */
  order?: Partial<Order>;
  /** The guest's cart, when the test needs one. */
  cart?: CartOrderItem[];
}

/** Order o-1 at a card venue whose API runs the simulator (test mode); checkouts are recorded and answered by `answer`. */
export function testModeScope({ answer = () => new Promise(() => undefined), order = {}, cart }: TestMode = {}) {
  const checkouts: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue({ stripe_account_ref: 'acct_1' })],
      [$venueStatus, 'ready'],
      [$orderId, 'o-1'],
      ...(cart ? [[$orderList, cart] as [typeof $orderList, CartOrderItem[]]] : []),
    ],
    handlers: [
      [loadPaymentConfigFx, (): PaymentConfig => ({ provider: 'simulated' })],
      [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0, ...order })],
      [checkoutFx, (params: unknown) => (checkouts.push(params), answer())],
    ],
  });
  return { scope, checkouts };
}
