import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import {
  $orderHistory,
  $orderId,
  $orderList,
  $placedOrderId,
  $tabId,
  $tabLink,
  TIMINGS_MS,
  fetchOrderDetailsFx,
  type TabBarProps,
} from '@tabula/shared';
import {
  createTestScope,
  LocationProbe,
  makeOrder,
  renderWithProviders,
  resetStore,
  storedSessionValue,
  $orderDetail,
} from '@tabula/shared/test';
import { addToOrder, currentOrderId, openTab, placeCashOrder, reviewOrder, startGuest } from '../../testing/orders';
import OrderStatusPage from './OrderStatusPage';
import { $placedOrderOutcome, PLACED_ORDER, RECHECK_MS, checkOrderStatusFx, restorePlacedOrderFx } from '../../features/order-status';
import { $updated } from '../../features/placing';

const WAITING = 'Your order has been sent, waiting for the venue to accept it.';

function TabBarStub({ placement }: TabBarProps) {
  return <nav aria-label="Tab bar">placed {placement}</nav>;
}

/** The guest of the test: a scope of the real stores, started against the in-process API. */
let guest: Scope;

function renderOrderScreen(scope: Scope = guest) {
  return renderWithProviders(
    <Routes>
      <Route path="/order" element={<OrderStatusPage TabBar={TabBarStub} />} />
      <Route path="/orderdecline" element={<LocationProbe name="Declined screen" />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/order', venueSlug: 'bistro', scope },
  );
}

/** Lets the first status check (3 s after opening) or a later one run, with the API's real answer. */
async function pass(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** A guest at the bistro with a tab at table 5, who placed an order of the given dishes by cash. */
async function placedCashOrder(...dishes: string[]): Promise<string> {
  guest = await startGuest('bistro');
  await openTab(guest, '5');
  for (const dish of dishes) await addToOrder(guest, dish);
  return placeCashOrder(guest);
}

beforeEach(async () => {
  await resetStore();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the order screen', () => {
  it('shows the tab bar at the top and waits until the first check, 3 s after opening', async () => {
    const orderId = await placedCashOrder('Greek Salad');
    await reviewOrder(orderId, 3);
    jest.useFakeTimers();
    renderOrderScreen();

    expect(screen.getByRole('navigation', { name: 'Tab bar' })).toHaveTextContent('placed top');
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    await pass(TIMINGS_MS.orderStatusCheckDelay - 100);
    expect(screen.getByText(WAITING)).toBeInTheDocument();

    await pass(100);
    expect(await screen.findByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();
  });

  it('shows which order it is about: its reference, its items with their quantities and its total', async () => {
    const orderId = await placedCashOrder('Greek Salad', 'Lemonade');
    await addToOrder(guest, 'Lemonade');
    renderOrderScreen();

    const placed = guest.getState($orderHistory).find((order) => order.order_uuid === orderId);
    const summary = await screen.findByRole('region', { name: `Order ${placed?.reference_id}` });
    expect(within(summary).getByText('1 × Greek Salad')).toBeInTheDocument();
    expect(within(summary).getByText('1 × Lemonade')).toBeInTheDocument();
    const total = within(summary).getByText('Total (incl. VAT)').parentElement as HTMLElement;
    expect(total).toHaveTextContent(/€\d+\.\d\d/);
    expect(total).toHaveTextContent(`€${placed?.order_price.toFixed(2)}`);
  });

  it('keeps checking while the venue decides, and files the confirmed order in the history', async () => {
    const orderId = await placedCashOrder('Lemonade');
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    // Submitted: the order is in the history, still waiting.
    expect(guest.getState($orderHistory).find((order) => order.order_uuid === orderId)).toMatchObject({ status: 2 });

    await reviewOrder(orderId, 3);
    await pass(RECHECK_MS);
    expect(await screen.findByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();

    jest.useRealTimers();
    // The store keeps working after the screen shows the result: let React see those updates too.
    await waitFor(() =>
      expect(guest.getState($orderHistory).find((order) => order.order_uuid === orderId)).toMatchObject({
        status: 3,
        payment_method: 'cash',
      }),
    );
  });

  it('follows the placed order while the guest orders on: a dish added meanwhile goes on a new order', async () => {
    const orderId = await placedCashOrder('Lemonade');
    await addToOrder(guest, 'Greek Salad');
    const next = currentOrderId(guest);
    expect(next).not.toBe(orderId);
    expect(guest.getState($orderList)).toMatchObject([{ name: 'Greek Salad' }]);
    await reviewOrder(orderId, 3);
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();
    expect(guest.getState($orderId)).toBe(next);
    expect(guest.getState($orderList)).toMatchObject([{ name: 'Greek Salad' }]);
  });

  it("after a reload shows the placed order's outcome at once, not the guest's new order waiting", async () => {
    const orderId = await placedCashOrder('Greek Salad');
    await reviewOrder(orderId, 3);
    await allSettled(checkOrderStatusFx, { scope: guest, params: orderId });
    expect(storedSessionValue(PLACED_ORDER)).toEqual({ order_uuid: orderId, state: 'confirmed' });

    // The page is reloaded: a new scope starts from what was kept.
    const reloaded = await startGuest('bistro');
    await allSettled(restorePlacedOrderFx, { scope: reloaded });
    expect(reloaded.getState($orderId)).not.toBe(orderId);
    renderOrderScreen(reloaded);

    expect(screen.getByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('clears the flag that sent the guest here, so the cart does not send them again', async () => {
    await placedCashOrder('Lemonade');
    expect(guest.getState($updated)).toBe(false);
    const scope = createTestScope({
      values: [
        [$updated, true],
        [$placedOrderId, 'o-1'],
        [$placedOrderOutcome, { order_uuid: 'o-1', state: 'confirmed' }],
      ],
    });
    renderOrderScreen(scope);
    expect(scope.getState($updated)).toBe(false);
  });

  it('goes to the menu when the guest has no order at all', async () => {
    const scope = createTestScope();
    renderOrderScreen(scope);
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
  });

  it('shows the order the guest is building when nothing was placed yet, and says when it has expired', async () => {
    const checked: string[] = [];
    const scope = createTestScope({
      values: [[$orderId, 'open-order']],
      handlers: [
        [
          checkOrderStatusFx,
          (id: string) => (checked.push(id), { status: 0, tab_status: null, has_order_expired: true, has_tab_expired: false }),
        ],
      ],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(checked).toStrictEqual(['open-order']);
  });

  it('never tells a guest who has placed nothing that their order was sent: it checks, then shows the menu', async () => {
    const scope = createTestScope({
      values: [[$orderId, 'open-order']],
      handlers: [[checkOrderStatusFx, () => ({ status: 0, tab_status: null, has_order_expired: false, has_tab_expired: false })]],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    expect(screen.getByRole('heading', { name: 'Checking your order…' })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
  });

  it('goes to the declined screen when the venue declines', async () => {
    const orderId = await placedCashOrder('Greek Salad');
    await reviewOrder(orderId, 4);
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Declined screen' })).toBeInTheDocument();
  });

  it('ends the tab when the venue declines and the tab is closed', async () => {
    const scope = createTestScope({
      values: [
        [$placedOrderId, 'declined-order'],
        [$tabId, 'tab-1'],
        [$tabLink, 'http://bistro.localhost/?tab=tab-1'],
      ],
      handlers: [
        [checkOrderStatusFx, () => ({ status: 4, tab_status: 4, has_order_expired: false, has_tab_expired: false })],
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'declined-order', status: 4 })],
      ],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Declined screen' })).toBeInTheDocument();
    expect(scope.getState($tabId)).toBe('empty');
    expect(scope.getState($tabLink)).toBeNull();
  });

  it('says so when the order has expired, and that its card payment was refunded', async () => {
    const scope = createTestScope({
      values: [[$placedOrderId, 'expired-order']],
      handlers: [
        [checkOrderStatusFx, () => ({ status: 2, tab_status: null, has_order_expired: true, has_tab_expired: false })],
        [
          fetchOrderDetailsFx,
          (uuid: string) =>
            makeOrder({ order_uuid: uuid, status: 2, has_order_expired: true, payment_method: 'card', is_paid: true, refunded_cents: 900 }),
        ],
      ],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(screen.getByText('Your order has been expired, for more information please speak to the management.')).toBeInTheDocument();
    expect(await screen.findByText('Your payment of €9.00 has been refunded.')).toBeInTheDocument();
  });

  it("loads the guest's current order before going back to the menu", async () => {
    await placedCashOrder('Greek Salad');
    const next = currentOrderId(guest);
    const { user } = renderOrderScreen();

    await user.click(screen.getByRole('button', { name: 'View menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect(guest.getState($orderDetail)).toMatchObject({ order_uuid: next, status: 0 });
  });
});
