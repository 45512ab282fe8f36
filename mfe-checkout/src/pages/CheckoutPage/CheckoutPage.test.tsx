import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $orderId, $orderList, $sessionId, $venue, $venueStatus, fetchOrderDetailsFx, languageChanged, tabExited } from '@tabula/shared';
import {
  createTestScope,
  LocationProbe,
  makeCartLine,
  makeOrder,
  makeOrderItem,
  makeVenue,
  renderWithProviders,
  resetStore,
} from '@tabula/shared/test';
import type { CheckoutState } from '../../features/card-payment';
import { loadPaymentConfigFx } from '../../features/card-payment';
import { DECLINED_CARD, installFakeStripe, type FakeStripeCalls } from '../../testing/fakeStripe';
import { addToOrder, currentOrderId, loginAsHotelGuest, openTab, orderOnServer, placeCashOrder, startGuest } from '../../testing/orders';
import CheckoutPage from './CheckoutPage';
import type { Order, PaymentConfig } from '@tabula/shared';
import { $cartChoices } from '../../features/cart-choices';
import { $placedOrder } from '../../features/order-status';
import { testModeScope } from '../../testing/testMode';

let stripe: FakeStripeCalls;

beforeAll(() => {
  stripe = installFakeStripe(process.env.TABULA_API_URL ?? '');
});

beforeEach(async () => {
  await resetStore();
  stripe.wallet = false;
  stripe.failing = false;
});

function renderCheckout(state: CheckoutState | undefined, { scope, venueSlug = 'bistro' }: { scope?: Scope; venueSlug?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/Checkout" element={<CheckoutPage />} />
      <Route path="/order" element={<LocationProbe name="Order screen" />} />
      <Route path="/cartopen" element={<LocationProbe name="Cart screen" />} />
      <Route path="/login" element={<LocationProbe name="Login screen" />} />
      <Route path="/open-tab" element={<LocationProbe name="Open tab screen" />} />
      <Route path="/" element={<LocationProbe name="Landing screen" />} />
    </Routes>,
    { route: '/Checkout', venueSlug, routeState: state, ...(scope ? { scope } : {}) },
  );
}

const stateFor = (orderId: string, over: Partial<CheckoutState> = {}): CheckoutState => ({
  totalCents: 850,
  currency: 'EUR',
  table_number: '4',
  tipCents: 100,
  orderNote: 'quick please',
  orderId,
  ...over,
});

type User = ReturnType<typeof renderCheckout>['user'];

async function enterTestCard(user: User, number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('card payment', () => {
  it('sends the guest to the start without the cart handing over an order', async () => {
    const scope = await startGuest('bistro');
    renderCheckout(undefined, { scope });
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });

  it('sends the guest to the start when the order is already placed', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '3');
    await addToOrder(scope, 'Greek Salad');
    const orderId = await placeCashOrder(scope);
    renderCheckout(stateFor(orderId), { scope });
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });
});

describe('card payment in test mode (the API runs its simulated provider)', () => {
  it('shows a card form labelled as a test payment, and pays with 4242 4242 4242 4242', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    const orderId = currentOrderId(scope);
    const { user } = renderCheckout(stateFor(orderId), { scope });

    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.getByText('Test payment')).toBeInTheDocument();
    expect(screen.getByText(/No money is taken/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Or enter card details' })).not.toBeInTheDocument();
    expect(screen.getByText('Order total (incl. VAT)').nextElementSibling).toHaveTextContent('€8.50');
    // No Stripe.js is needed for a test payment.
    expect(stripe.constructed).toHaveLength(0);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();

    await enterTestCard(user, '4242424242424242');
    expect(screen.getByRole('textbox', { name: 'Card number' })).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByRole('textbox', { name: 'Expiry' })).toHaveValue('12 / 30');
    expect(pay).toBeEnabled();
    await user.click(pay);

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({
      status: 2,
      is_paid: true,
      payment_method: 'card',
      tip_amount: 1,
      note: 'quick please',
      table_number: '4',
    });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: orderId, state: 'waiting' });
    expect(scope.getState($orderId)).not.toBe(orderId);
  });

  it('declines 4000 0000 0000 0002 as Stripe does, and keeps the order open to try again', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const orderId = currentOrderId(scope);
    const { user } = renderCheckout(stateFor(orderId, { totalCents: 400, tipCents: 100 }), { scope });

    await enterTestCard(user, DECLINED_CARD);
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 0, is_paid: false });
  });

  it("words a declined card in the guest's language, as Stripe.js does", async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    await allSettled(languageChanged, { scope, params: 'gr' });
    const { user, unmount } = renderCheckout(stateFor(currentOrderId(scope), { totalCents: 400, tipCents: 100 }), { scope });
    await user.type(await screen.findByRole('textbox', { name: 'Αριθμός κάρτας' }), DECLINED_CARD);
    await user.type(screen.getByRole('textbox', { name: 'Λήξη' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Πληρωμή' }));

    const declined = await screen.findByRole('alert');
    unmount();
    await allSettled(languageChanged, { scope, params: 'en' });
    expect(declined).toHaveTextContent('Η πληρωμή απέτυχε: Η κάρτα σας απορρίφθηκε.');
  });

  it('words a failed confirmation as any failed call: a server failure plainly, no answer as a connection problem', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const realFetch = globalThis.fetch;
    let confirmations = 0;
    // The first confirmation meets a server failure, the next no answer at all.
    const confirmAnswer = () =>
      (confirmations += 1) === 1
        ? Promise.resolve(new Response('{"message":"Something went wrong on our side"}', { status: 500 }))
        : Promise.reject(new TypeError('Failed to fetch'));
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input).includes('/api/payments/simulator/confirm') ? confirmAnswer() : realFetch(input, init),
      );
    try {
      const { user } = renderCheckout(stateFor(currentOrderId(scope), { totalCents: 400, tipCents: 100 }), { scope });
      await enterTestCard(user, '4242424242424242');
      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Payment failed: Something went wrong$/);

      await user.click(screen.getByRole('button', { name: 'Pay' }));
      expect(await screen.findByText('Payment failed: Network error. Check your connection and try again.')).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('says which cards work for a number that is not a test card, and sends nothing', async () => {
    const { scope, checkouts } = testModeScope({ answer: async () => ({ payment_intent: null, order_uuid: 'o-1', status: 0 }) });
    const { user } = renderCheckout(stateFor('o-1'), { scope });

    await enterTestCard(user, '4012888888881881');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is a test payment: use a test card such as 4242 4242 4242 4242.');
    expect(checkouts).toHaveLength(0);

    // A test card then goes through, and the reason goes with the Pay that found it fine.
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(screen.queryByText('This is a test payment: use a test card such as 4242 4242 4242 4242.')).not.toBeInTheDocument();
  });

  it('names what is wrong with the card once the guest leaves a field', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCheckout(stateFor(currentOrderId(scope)), { scope });

    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242');
    expect(screen.queryByText('Your card number is incomplete.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '424242424241');
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '0120');
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
  });

  it('sends one checkout for three presses of Pay in one tick', async () => {
    const { scope, checkouts } = testModeScope();
    const { user } = renderCheckout(stateFor('o-1'), { scope });
    await enterTestCard(user, '4242424242424242');

    const pay = screen.getByRole('button', { name: 'Pay' });
    act(() => {
      fireEvent.click(pay);
      fireEvent.click(pay);
      fireEvent.click(pay);
    });
    await act(async () => undefined);
    expect(checkouts).toHaveLength(1);
    // Leaving now could start another order path: Back waits for the payment.
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });
});

describe('card payment with Stripe', () => {
  const original = loadPaymentConfigFx.use.getCurrent();
  /** The API reports Stripe with this key (the page keeps one Stripe.js instance per key and account). */
  const reportStripe = (key: string) =>
    loadPaymentConfigFx.use(async (): Promise<PaymentConfig> => ({ provider: 'stripe', publishable_key: key }));
  beforeEach(() => {
    reportStripe('pk_test_tabula');
  });
  afterEach(() => {
    loadPaymentConfigFx.use(original);
  });

  it("loads Stripe.js with the API's publishable key on the venue's account, and pays", async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    const orderId = currentOrderId(scope);
    const { user } = renderCheckout(stateFor(orderId), { scope });

    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(stripe.constructed.at(-1)).toEqual(['pk_test_tabula', { stripeAccount: 'acct_demo_bistro', locale: 'en' }]);
    expect(screen.queryByText('Test payment')).not.toBeInTheDocument();
    const pay = screen.getByRole('button', { name: 'Pay' });
    await user.type(await screen.findByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiration date' }), '1230');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.type(screen.getByRole('textbox', { name: 'Email for receipt (optional)' }), 'ann@');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email for receipt (optional)' }), 'example.com');

    await user.click(pay);
    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 2, is_paid: true, payment_method: 'card', tip_amount: 1 });
  });

  it("has Stripe.js word the card fields and its errors in the guest's language, not the phone's", async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    await allSettled(languageChanged, { scope, params: 'gr' });
    const { unmount } = renderCheckout(stateFor(currentOrderId(scope)), { scope });

    expect(await screen.findByRole('heading', { name: 'Στοιχεία κάρτας' })).toBeInTheDocument();
    unmount();
    await allSettled(languageChanged, { scope, params: 'en' });
    expect(stripe.constructed.at(-1)).toEqual(['pk_test_tabula', { stripeAccount: 'acct_demo_bistro', locale: 'el' }]);
  });

  it("pays with the device's wallet, asking it for the total in Cyprus, in the venue's currency", async () => {
    stripe.wallet = true;
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    const orderId = currentOrderId(scope);
    const { user } = renderCheckout(stateFor(orderId), { scope });

    expect(await screen.findByRole('heading', { name: 'Or enter card details' })).toBeInTheDocument();
    expect(stripe.paymentRequests.at(-1)).toEqual({
      country: 'CY',
      currency: 'eur',
      total: { label: 'Order Total Payment', amount: 850 },
    });
    await user.click(screen.getByRole('button', { name: 'Pay with Google Pay' }));

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 2, is_paid: true, payment_method: 'google_pay', tip_amount: 1 });
  });

  it('says card payment is unavailable when Stripe.js cannot be had, and offers the way back to another method', async () => {
    stripe.failing = true;
    reportStripe('pk_test_unreachable');
    const scope = await startGuest('bistro');
    await openTab(scope, '8');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCheckout(stateFor(currentOrderId(scope)), { scope });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Card payment is unavailable right now.');
    expect(notice).toHaveTextContent('You can still pay another way:');
    expect(screen.queryByText('Network error. Check your connection and try again.')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Add to tab' }));
    expect(await screen.findByRole('heading', { name: 'Cart screen' })).toBeInTheDocument();
    expect(scope.getState($cartChoices).paymentMethod).toBe('cash');
    expect(scope.getState($orderList)).toMatchObject([{ name: 'Lemonade' }]);
  });

  it('offers a tab to a guest who has none where cash needs one', async () => {
    stripe.failing = true;
    reportStripe('pk_test_unreachable_again');
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCheckout(stateFor(currentOrderId(scope), { table_number: '6' }), { scope });

    await user.click(await screen.findByRole('button', { name: 'Open a tab and pay at the end' }));
    expect(await screen.findByRole('heading', { name: 'Open tab screen' })).toBeInTheDocument();
  });

  it('asks a hotel guest without a tab to ask the staff where the card fails and the venue takes no cash, and charges rooms only on a tab', async () => {
    reportStripe('');
    const scope = createTestScope({
      values: [
        [
          $venue,
          makeVenue({
            stripe_account_ref: 'acct_1',
            accept_cash: false,
            accept_room_charge: true,
            accept_orders_without_tab: false,
          }),
        ],
        [$venueStatus, 'ready'],
        [$orderId, 'o-1'],
        [$sessionId, 'guest-session-1'],
      ],
      handlers: [[fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })]],
    });
    renderCheckout(stateFor('o-1'), { scope });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Card payment is unavailable right now.');
    expect(notice).toHaveTextContent('Please ask a member of staff how to pay.');
    expect(notice).not.toHaveTextContent('You can still pay another way:');
    expect(screen.queryByRole('button', { name: 'Charge my room' })).not.toBeInTheDocument();
  });

  it('says card payment is unavailable when the API has no publishable key to give', async () => {
    reportStripe('');
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    renderCheckout(stateFor(currentOrderId(scope)), { scope });

    expect(await screen.findByRole('alert')).toHaveTextContent('Card payment is unavailable right now.');
  });
});

describe('charging the room', () => {
  it('offers the hotel guest login to a guest without a hotel session, instead of a charge that can only fail', async () => {
    const scope = await startGuest('poolside');
    await addToOrder(scope, 'Frappé');
    const { user } = renderCheckout(stateFor(currentOrderId(scope), { totalCents: 400, tipCents: 0, table_number: '4' }), {
      scope,
      venueSlug: 'poolside',
    });

    expect(await screen.findByText('To charge your room, log in with your stay details first.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charge my room' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in as a hotel guest' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('offers no room charge to a hotel guest who has left their tab where the venue charges rooms only on a tab', async () => {
    const scope = await startGuest('poolside');
    await loginAsHotelGuest(scope, '4');
    await allSettled(tabExited, { scope });
    await addToOrder(scope, 'Frappé');
    renderCheckout(stateFor(currentOrderId(scope), { totalCents: 400, tipCents: 0, table_number: '4' }), { scope, venueSlug: 'poolside' });

    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Charge my room' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your room is charged/)).not.toBeInTheDocument();
  });

  it('charges the room without the card tip, and says so', async () => {
    const scope = await startGuest('poolside');
    await loginAsHotelGuest(scope, '4');
    await addToOrder(scope, 'Frappé');
    const orderId = currentOrderId(scope);
    const { user } = renderCheckout(stateFor(orderId, { totalCents: 600, tipCents: 200, table_number: '4' }), {
      scope,
      venueSlug: 'poolside',
    });

    expect(await screen.findByText('Your room is charged €4.00: tips go with card payments only.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Charge my room' }));
    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId, 'poolside')).resolves.toMatchObject({ status: 2, payment_method: 'room_charge', tip_amount: 0 });
  });
});

describe("the card screen pays for the server's order", () => {
  const lager = (quantity: number) => makeOrderItem({ order_item_id: 1, item_ref: 1, name: 'Lager', price: 5, quantity });
  const cartLager = (quantity: number) =>
    makeCartLine({ order_item_id: 1, item_id: 1, name: 'Lager', price: 5, itemPrice: 5, itemOrderPrice: 5 * quantity, quantity });

  /** The guest's cart holds `cart` lagers; the server's order holds `server`. Checkouts are recorded. */
  const orderScope = (cart: number, server: number) => testModeScope({ order: { order_items: [lager(server)] }, cart: [cartLager(cart)] });

  const orderTotal = () => screen.getByText('Order total (incl. VAT)').nextElementSibling;

  it('shows the total of the order as it is now, not the one kept in the history from an earlier visit (Back, a change, Forward)', async () => {
    // The cart handed over €6.00 (one lager and the €1.00 tip); the guest went back, added a lager, and came Forward.
    const { scope } = orderScope(2, 2);
    renderCheckout(stateFor('o-1', { totalCents: 600, tipCents: 100 }), { scope });
    expect(await screen.findByRole('heading', { name: 'Card details' })).toBeInTheDocument();
    expect(orderTotal()).toHaveTextContent('€11.00');
    expect(screen.queryByText(/Your order changed/)).not.toBeInTheDocument();
  });

  it('says how the order changed elsewhere and asks again before Pay, which then pays the total shown', async () => {
    const { scope, checkouts } = orderScope(1, 3);
    const { user } = renderCheckout(stateFor('o-1', { totalCents: 600, tipCents: 100 }), { scope });

    expect(await screen.findByText('Your order changed: Lager now 3 (was 1).')).toBeInTheDocument();
    expect(orderTotal()).toHaveTextContent('€16.00');
    await enterTestCard(user, '4242424242424242');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Continue with this order' }));
    expect(screen.queryByText(/Your order changed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(checkouts).toStrictEqual([expect.objectContaining({ totalCents: 1600, tipCents: 100 })]));
  });

  it('sends the guest on to the order screen for an order paid already: no second Pay is offered', async () => {
    const { scope } = testModeScope({ order: { status: 2, is_paid: true, order_items: [lager(1)] } });
    renderCheckout(stateFor('o-1'), { scope });
    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says the order was paid from another window when the guest comes back to the screen, and offers no second Pay', async () => {
    const server: Partial<Order> = { order_items: [lager(1)] };
    const { scope } = testModeScope({ order: server, cart: [cartLager(1)] });
    const { user } = renderCheckout(stateFor('o-1'), { scope });
    expect(await screen.findByRole('button', { name: 'Pay' })).toBeInTheDocument();

    Object.assign(server, { status: 2, is_paid: true });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByText('This order has already been placed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow your order' }));
    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
  });

  it.each([
    ['es', 'Tu pedido ha cambiado: Lager ahora 2 (antes 1).', 'Continuar con este pedido'],
    ['gr', 'Η παραγγελία σας άλλαξε: Lager: τώρα 2 (ήταν 1).', 'Συνέχεια με αυτή την παραγγελία'],
    ['fr', 'Votre commande a changé : Lager : maintenant 2 (avant 1).', 'Continuer avec cette commande'],
  ])("says it in the guest's language (%s)", async (language, changed, accept) => {
    const { scope } = orderScope(1, 2);
    await allSettled(languageChanged, { scope, params: language });
    renderCheckout(stateFor('o-1'), { scope });
    expect(await screen.findByText(changed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accept })).toBeInTheDocument();
  });
});
