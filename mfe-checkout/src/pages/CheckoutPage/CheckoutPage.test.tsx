import { screen, within } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $orderId, $venue, $venueStatus, checkoutFx, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeOrder, makeVenue, renderWithProviders, resetStore, startTestApp } from '@tabula/shared/test';
import type { CheckoutState } from '../../features/card-payment/checkoutState';
import { PLACEHOLDER_STRIPE_KEY } from '../../features/card-payment/stripeKey';
import { DECLINED_CARD, installFakeStripe, type FakeStripeCalls } from '../../testing/fakeStripe';
import { LocationProbe } from '../../testing/LocationProbe';
import { addToOrder, currentOrderId, openTab, orderOnServer, placeCashOrder } from '../../testing/orders';
import CheckoutPage from './CheckoutPage';

let stripe: FakeStripeCalls;

beforeAll(() => {
  stripe = installFakeStripe(process.env.TABULA_API_URL ?? '');
});

beforeEach(async () => {
  await resetStore();
});

function renderCheckout(state: CheckoutState | undefined, scope?: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/Checkout" element={<CheckoutPage />} />
      <Route path="/order" element={<LocationProbe name="Order screen" />} />
      <Route path="/" element={<LocationProbe name="Landing screen" />} />
    </Routes>,
    { route: '/Checkout', venueSlug: 'bistro', routeState: state, ...(scope ? { scope } : {}) },
  );
}

const stateFor = (orderID: string, over: Partial<CheckoutState> = {}): CheckoutState => ({
  total: 8.5,
  currency: 'EUR',
  table_number: '4',
  tip: 1,
  orderNote: 'quick please',
  orderID,
  ...over,
});

async function enterCard(user: ReturnType<typeof renderCheckout>['user'], number: string) {
  await user.type(await screen.findByRole('textbox', { name: 'Card number' }), number);
  await user.type(screen.getByRole('textbox', { name: 'Expiration date' }), '1230');
  await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
}

describe('card payment', () => {
  it('sends the guest to the start without the cart handing over an order', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    renderCheckout(undefined);
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });

  it('sends the guest to the start when the order is already placed', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    // Cash needs a tab at the bistro.
    await openTab('19');
    await addToOrder('Greek Salad');
    const orderId = await placeCashOrder();
    renderCheckout(stateFor(orderId));
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });

  it("pays on the venue's account once the card is complete and the receipt e-mail valid, then shows the order", async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad');
    const orderId = currentOrderId();
    const { user } = renderCheckout(stateFor(orderId));

    expect(await screen.findByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Or enter card details' })).toBeInTheDocument();
    expect(screen.getByText('Order total (incl. VAT)').nextElementSibling).toHaveTextContent('€8.50');
    expect(stripe.constructed.at(-1)).toEqual([PLACEHOLDER_STRIPE_KEY, { stripeAccount: 'acct_demo_bistro' }]);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();

    await enterCard(user, '4242424242424242');
    expect(pay).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Email for receipt (optional)' }), 'ann@');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(pay).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email for receipt (optional)' }), 'example.com');
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();

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
  });

  it("pays with the device's wallet when it offers one", async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad');
    const orderId = currentOrderId();
    const { user } = renderCheckout(stateFor(orderId));

    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 2, is_paid: true, payment_method: 'google_pay', tip_amount: 1 });
  });

  it("shows the provider's reason in red when the card is declined, and keeps the order open", async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Lemonade');
    const orderId = currentOrderId();
    const { user } = renderCheckout(stateFor(orderId, { total: 4, tip: 1 }));

    await enterCard(user, DECLINED_CARD);
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment failed: Your card was declined.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 0, is_paid: false });
  });

  it("says 'Payment failed' when the checkout returns no payment intent", async () => {
    const scope = createTestScope({
      values: [
        [$venue, makeVenue({ stripe_account_ref: 'acct_1' })],
        [$venueStatus, 'ready'],
        [$orderId, 'o-1'],
      ],
      handlers: [
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
        [checkoutFx, () => ({ payment_intent: null, order_uuid: 'o-1', status: 0 })],
      ],
    });
    const { user } = renderCheckout(stateFor('o-1'), scope);

    await enterCard(user, '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Pay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Payment failed$/);
  });

  it("offers 'Charge my room' at hotel venues and says why it cannot be done without a guest session", async () => {
    await startTestApp({ venueSlug: 'poolside' });
    await addToOrder('Frappé');
    const orderId = currentOrderId();
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/Checkout" element={<CheckoutPage />} />
      </Routes>,
      { route: '/Checkout', venueSlug: 'poolside', routeState: stateFor(orderId, { total: 4, tip: 0 }) },
    );

    await user.click(await screen.findByRole('button', { name: 'Charge my room' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Charge my room needs a hotel guest session');
    await expect(orderOnServer(orderId, 'poolside')).resolves.toMatchObject({ status: 0 });
  });
});
