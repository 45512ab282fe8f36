import { allSettled } from 'effector';
import { $venue, $venueStatus, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeOrder, makeVenue, recordNavigation } from '@tabula/shared/test';
import { checkoutLeft, checkoutOpened, loadPaymentConfigFx } from '../../features/card-payment';
import { $updated } from '../../features/placing';
import { checkoutBackPressed } from './model';

/** The card screen's model in a scope of its own, at a card venue, for an order still open; navigation is recorded. */
function checkoutScreen({ venue = makeVenue() } = {}) {
  const { went, wentBack, handlers: navigation } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$venue, venue],
      [$venueStatus, 'ready'],
    ],
    handlers: [
      ...navigation,
      [fetchOrderDetailsFx, (orderId: string) => Promise.resolve(makeOrder({ order_uuid: orderId, status: 0 }))],
      [loadPaymentConfigFx, () => Promise.resolve({ provider: 'simulated' })],
    ],
  });
  return { scope, went, wentBack };
}

describe("the card screen's model", () => {
  it('sends the guest to the start when the cart handed over no order', async () => {
    const { scope, went } = checkoutScreen();
    await allSettled(checkoutOpened, { scope, params: null });
    expect(went).toStrictEqual([{ to: '/', replace: true }]);
  });

  it('stays while the order is checked and payable, and goes to the order screen once paid, clearing the signal', async () => {
    const { scope, went } = checkoutScreen();
    await allSettled(checkoutOpened, { scope, params: 'o-1' });
    expect(went).toHaveLength(0);
    await allSettled($updated, { scope, params: true });
    expect(went).toStrictEqual([{ to: '/order', replace: true }]);
    expect(scope.getState($updated)).toBe(false);
  });

  it('sends the guest to the start when the order cannot be paid by card here, and moves no one who has left', async () => {
    const { scope, went } = checkoutScreen({ venue: makeVenue({ stripe_account_ref: null }) });
    await allSettled(checkoutOpened, { scope, params: 'o-1' });
    expect(went).toStrictEqual([{ to: '/', replace: true }]);
    await allSettled(checkoutLeft, { scope });
    await allSettled($updated, { scope, params: true });
    expect(went).toHaveLength(1);
  });

  it('goes back where the guest came from on Back, the cart for a guest who opened the screen directly', async () => {
    const { scope, went, wentBack } = checkoutScreen();
    await allSettled(checkoutOpened, { scope, params: 'o-1' });
    await allSettled(checkoutBackPressed, { scope });
    expect(wentBack).toStrictEqual(['/cartopen']);
    expect(went).toHaveLength(0);
  });
});
