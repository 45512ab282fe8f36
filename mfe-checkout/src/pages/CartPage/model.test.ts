import { allSettled } from 'effector';
import { $orderId, $orderList, $tableNumber, $venue, $venueStatus, loadTablesFx } from '@tabula/shared';
import { createTestScope, makeCartLine, makeVenue, recordNavigation } from '@tabula/shared/test';
import { cartLeft } from '../../features/cart';
import { paymentMethodChosen, tipPicked } from '../../features/cart-choices';
import { placeOrderFx, type CheckoutParams } from '../../features/placing';
import { $cartSummary, cartBackPressed, cartLineEditPressed, cartOpened, cartPlaceOrderPressed } from './model';

const line = makeCartLine({ order_item_id: 7, itemPrice: 4.5, quantity: 2 });

/** A cart on screen at a venue taking card or cash without a tab, with two dishes at 4.50 and table 4, where navigation and checkout are recorded. */
function openCart({ lines = [line], status = 'ready' as const } = {}) {
  const { went, wentBack, handlers: navigation } = recordNavigation();
  const placed: CheckoutParams[] = [];
  const tablesLoaded: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue({ accept_orders_without_tab: true })],
      [$venueStatus, status],
      [$orderList, lines],
      [$orderId, 'o-1'],
      [$tableNumber, '4'],
    ],
    handlers: [
      ...navigation,
      // An attached effect's handler takes its source first.
      [placeOrderFx, (_source: unknown, params: CheckoutParams) => (placed.push(params), Promise.resolve(null))],
      [loadTablesFx, (params: { allTables: boolean }) => (tablesLoaded.push(params), Promise.resolve([]))],
    ],
  });
  return { scope, went, wentBack, placed, tablesLoaded };
}

describe("the cart screen's model", () => {
  it('totals the cart in cents, with the card tip the guest picked', async () => {
    const { scope } = openCart();
    await allSettled(cartOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(tipPicked, { scope, params: { option: 'other', cents: 150 } });
    expect(scope.getState($cartSummary)).toMatchObject({
      method: 'card',
      subtotalCents: 900,
      tipCents: 150,
      totalCents: 1050,
      blocked: false,
    });
  });

  it('hands a card order to the card screen with what it pays', async () => {
    const { scope, went, placed } = openCart();
    await allSettled(cartOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(cartPlaceOrderPressed, { scope });
    expect(went).toStrictEqual([
      { to: '/Checkout', state: { totalCents: 900, currency: 'EUR', table_number: '4', tipCents: 0, orderNote: '', orderId: 'o-1' } },
    ]);
    expect(placed).toHaveLength(0);
  });

  it('places a cash order here, without a tip, and goes nowhere until it is placed', async () => {
    const { scope, went, wentBack, placed } = openCart();
    await allSettled(cartOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'cash' });
    await allSettled(cartPlaceOrderPressed, { scope });
    expect(placed).toStrictEqual([{ orderId: 'o-1', note: '', tipCents: 0, table_number: '4', payment_method: 'cash' }]);
    expect(went).toHaveLength(0);
    expect(wentBack).toHaveLength(0);
  });

  it('places a card order that comes to nothing here, asking for no card', async () => {
    const { scope, went, placed } = openCart({ lines: [makeCartLine({ order_item_id: 8, itemPrice: 0, quantity: 1 })] });
    await allSettled(cartOpened, { scope });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(cartPlaceOrderPressed, { scope });
    expect(placed).toStrictEqual([{ orderId: 'o-1', note: '', tipCents: 0, table_number: '4', payment_method: 'card' }]);
    expect(went).toHaveLength(0);
  });

  it('opens a line on the item screen', async () => {
    const { scope, went } = openCart();
    await allSettled(cartLineEditPressed, { scope, params: line });
    expect(went).toStrictEqual([{ to: '/addCart' }]);
  });

  it('goes back where the guest came from on Back, the menu for a guest who opened the cart directly', async () => {
    const { scope, went, wentBack } = openCart();
    await allSettled(cartOpened, { scope });
    await allSettled(cartBackPressed, { scope });
    expect(wentBack).toStrictEqual(['/menu']);
    expect(went).toHaveLength(0);
  });

  it('lists the tables once the cart is on screen with its venue', async () => {
    const { scope, tablesLoaded } = openCart();
    await allSettled(cartLeft, { scope });
    expect(tablesLoaded).toHaveLength(0);
    await allSettled(cartOpened, { scope });
    expect(tablesLoaded).toStrictEqual([{ allTables: true }]);
  });

  it('sends the guest to the start when the venue cannot be loaded, but only while the cart is on screen', async () => {
    const { scope, went } = openCart({ status: 'ready' });
    await allSettled($venueStatus, { scope, params: 'error' });
    expect(went).toHaveLength(0);
    await allSettled(cartOpened, { scope });
    expect(went).toStrictEqual([{ to: '/', replace: true }]);
  });

  it('leaves an emptied cart the way the guest came, and an empty one opened later too', async () => {
    const { scope, wentBack } = openCart();
    await allSettled(cartOpened, { scope });
    expect(wentBack).toHaveLength(0);
    await allSettled($orderList, { scope, params: [] });
    expect(wentBack).toHaveLength(1);
    await allSettled(cartLeft, { scope });
    await allSettled(cartOpened, { scope });
    expect(wentBack).toHaveLength(2);
  });
});
