import { screen, within } from '@testing-library/react';
import { $tabId, $venue, $venueStatus, ApiRequestError, type Bill, type PaymentConfig } from '@tabula/shared';
import { createTestScope, makeVenue, renderPage, resetStore } from '@tabula/shared/test';
import { loadPaymentConfigFx } from '../../features/card-payment';
import { billPaymentStateFx, fetchBillFx, releaseBillPaymentFx, startBillPaymentFx } from '../../features/bill';
import { makeBill, makeBillLine, makeBillOrder } from '../../testing/bills';
import { installFakeStripe } from '../../testing/fakeStripe';
import BillPage from './BillPage';

const threeLines = makeBill({
  orders: [
    makeBillOrder({
      ordered_by: 'Ana',
      lines: [
        makeBillLine({ order_item_id: 1, name: 'Lemonade', amount_cents: 350 }),
        makeBillLine({ order_item_id: 2, name: 'IPA', amount_cents: 500, paid: true }),
        makeBillLine({ order_item_id: 3, name: 'Fries', amount_cents: 425 }),
      ],
    }),
  ],
  paid_cents: 500,
});

/** The bill screen of a member of tab t-1 whose API runs the simulator (or Stripe); payments started are recorded and never confirmed. */
function renderBill(bill: Bill | Error = threeLines, config: PaymentConfig = { provider: 'simulated' }) {
  const starts: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue({ stripe_account_ref: 'acct_1', accept_card: true, accept_cash: true })],
      [$venueStatus, 'ready'],
      [$tabId, 't-1'],
    ],
    handlers: [
      [loadPaymentConfigFx, (): PaymentConfig => config],
      [fetchBillFx, () => (bill instanceof Error ? Promise.reject(bill) : bill)],
      [startBillPaymentFx, (params: unknown) => (starts.push(params), new Promise(() => undefined))],
      [releaseBillPaymentFx, () => new Promise(() => undefined)],
      [billPaymentStateFx, () => new Promise(() => undefined)],
    ],
  });
  return { starts, ...renderPage(<BillPage />, '/bill', '/bill', 'bistro', scope) };
}

const amountBeside = (label: string) => screen.getByText(label).nextElementSibling;

beforeEach(async () => {
  await resetStore();
});

describe('the bill screen with Stripe on a device with a wallet', () => {
  it('asks the wallet for the total to pay, and pays the bill with it', async () => {
    const stripe = installFakeStripe('http://api.invalid');
    stripe.wallet = true;
    const { user, starts } = renderBill(threeLines, { provider: 'stripe', publishable_key: 'pk_test_tabula' });
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(stripe.paymentRequests.at(-1)).toEqual({ country: 'CY', currency: 'eur', total: { label: 'Order Total Payment', amount: 775 } });
    expect(screen.getByRole('heading', { name: 'Or enter card details' })).toBeInTheDocument();
    expect(starts).toEqual([{ tabId: 't-1', body: { way: 'whole', balance_cents: 775, tip_cents: 0, method: 'google_pay' } }]);
  });
});

describe('the bill screen', () => {
  it('shows every order with who ordered it, the paid line as paid, and the balance due', async () => {
    renderBill();
    expect(await screen.findByRole('heading', { name: 'Order 101' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your bill' })).toBeInTheDocument();
    expect(screen.getByText('Ordered by Ana')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(amountBeside('Balance due')).toHaveTextContent('€7.75');
    expect(screen.getByRole('heading', { name: 'Ask for the bill at the table' })).toBeInTheDocument();
  });

  it('splits equally, adds exactly the tip highlighted, and pays one share by the test card against the balance shown', async () => {
    const { user, starts } = renderBill();
    await user.click(await screen.findByRole('radio', { name: 'Split equally' }));
    expect(screen.getByRole('button', { name: 'No tip' })).toHaveAttribute('aria-pressed', 'true');
    expect(amountBeside('You pay')).toHaveTextContent('€3.87');
    await user.click(screen.getByRole('button', { name: '€1.00' }));
    expect(amountBeside('Total to pay')).toHaveTextContent('€4.87');

    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.type(screen.getByRole('textbox', { name: 'Expiry' }), '1234');
    await user.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(starts).toEqual([
      { tabId: 't-1', body: { way: 'shares', balance_cents: 775, shares: { count: 2, paying: 1 }, tip_cents: 100, method: 'card' } },
    ]);
  });

  it('lets the guest pick only unpaid lines for Pay for my items, and refuses an amount over the balance', async () => {
    const { user } = renderBill();
    await user.click(await screen.findByRole('radio', { name: 'Pay for my items' }));
    expect(screen.queryByRole('checkbox', { name: /IPA/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Fries/ }));
    expect(amountBeside('You pay')).toHaveTextContent('€4.25');

    await user.click(screen.getByRole('radio', { name: 'Pay another amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '8');
    expect(screen.getByRole('alert')).toHaveTextContent('The amount can be at most the balance due, €7.75.');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });

  it('reads Paid in full at a zero balance', async () => {
    renderBill(makeBill({ paid_cents: 350 }));
    expect(await screen.findByRole('heading', { name: 'Paid in full' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('says there is nothing to pay without a bill, and offers asking for it at the table', async () => {
    renderBill(new ApiRequestError(404, { message: 'Not found' }));
    expect(await screen.findByText('You do not have any unpaid orders.')).toBeInTheDocument();
    const ask = screen.getByRole('region', { name: 'Ask for the bill at the table' });
    expect(within(ask).getByRole('radio', { name: 'Cash' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Ask for the bill' })).toBeEnabled();
  });
});
