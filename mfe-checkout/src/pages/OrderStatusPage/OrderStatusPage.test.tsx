import { act, screen } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import {
  $orderDetail,
  $orderHistory,
  $orderId,
  $orderList,
  $placedOrder,
  $tabId,
  $tabLink,
  $updated,
  ORDER_STATE_KEY,
  TIMINGS_MS,
  checkOrderStatusFx,
  fetchOrderDetailsFx,
  storeReset,
  type TabBarProps,
} from '@tabula/shared';
import { createTestScope, LocationProbe, makeOrder, renderWithProviders, resetStore, startTestApp, until } from '@tabula/shared/test';
import { RECHECK_MS } from '../../features/order-status';
import { addToOrder, currentOrderId, openTab, placeCashOrder, reviewOrder } from '../../testing/orders';
import OrderStatusPage from './OrderStatusPage';

const WAITING = 'Your order has been sent, waiting for the venue to accept it.';

function TabBarStub({ placement }: TabBarProps) {
  return <nav aria-label="Tab bar">placed {placement}</nav>;
}

function renderOrderScreen(scope?: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/order" element={<OrderStatusPage TabBar={TabBarStub} />} />
      <Route path="/orderdecline" element={<LocationProbe name="Declined screen" />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/order', venueSlug: 'bistro', ...(scope ? { scope } : {}) },
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
  await startTestApp({ venueSlug: 'bistro' });
  await openTab('5');
  for (const dish of dishes) await addToOrder(dish);
  return placeCashOrder();
}

beforeEach(async () => {
  await resetStore();
});

afterEach(async () => {
  jest.useRealTimers();
  // A decided order is fetched once more after the screen shows the outcome; let that finish here
  // rather than land in the next test's store.
  await act(() => until(fetchOrderDetailsFx.pending, (pending) => !pending));
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

  it('keeps checking while the venue decides, and files the confirmed order in the history', async () => {
    const orderId = await placedCashOrder('Lemonade');
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    // Submitted: the order is in the history, still waiting.
    await act(() => until($orderHistory, (orders) => orders.some((order) => order.order_uuid === orderId)));
    expect($orderHistory.getState().find((order) => order.order_uuid === orderId)).toMatchObject({ status: 2 });

    await reviewOrder(orderId, 3);
    await pass(RECHECK_MS);
    expect(await screen.findByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();

    jest.useRealTimers();
    // The store keeps working after the screen shows the result: let React see those updates too.
    const history = await act(() =>
      until($orderHistory, (orders) => orders.some((order) => order.order_uuid === orderId && order.status === 3)),
    );
    expect(history.find((order) => order.order_uuid === orderId)).toMatchObject({ status: 3, payment_method: 'cash' });
  });

  it('follows the placed order while the guest orders on: a dish added meanwhile goes on a new order', async () => {
    const orderId = await placedCashOrder('Lemonade');
    await addToOrder('Greek Salad');
    const next = currentOrderId();
    expect(next).not.toBe(orderId);
    expect($orderList.getState()).toMatchObject([{ name: 'Greek Salad' }]);
    await reviewOrder(orderId, 3);
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();
    expect($orderId.getState()).toBe(next);
    expect($orderList.getState()).toMatchObject([{ name: 'Greek Salad' }]);
  });

  it("after a reload shows the placed order's outcome at once, not the guest's new order waiting", async () => {
    const orderId = await placedCashOrder('Greek Salad');
    await reviewOrder(orderId, 3);
    await act(() => checkOrderStatusFx(orderId));
    expect(JSON.parse(localStorage.getItem(ORDER_STATE_KEY) ?? '{}')).toMatchObject({
      placedOrder: { order_uuid: orderId, state: 'confirmed' },
    });

    // The page is reloaded: the store starts again from what it kept.
    const kept = Object.entries(localStorage);
    storeReset();
    for (const [key, value] of kept) localStorage.setItem(key, value);
    await startTestApp({ venueSlug: 'bistro' });
    expect($orderId.getState()).not.toBe(orderId);
    renderOrderScreen();

    expect(screen.getByRole('heading', { name: 'Order confirmed!' })).toBeInTheDocument();
    expect(screen.queryByText(WAITING)).not.toBeInTheDocument();
  });

  it('clears the flag that sent the guest here, so the cart does not send them again', async () => {
    await placedCashOrder('Lemonade');
    expect($updated.getState()).toBe(false);
    const scope = createTestScope({
      values: [
        [$updated, true],
        [$placedOrder, { order_uuid: 'o-1', state: 'confirmed' }],
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
    expect(checked).toEqual(['open-order']);
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
        [$placedOrder, { order_uuid: 'declined-order', state: 'waiting' }],
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

  it('says so when the order has expired', async () => {
    const scope = createTestScope({
      values: [[$placedOrder, { order_uuid: 'expired-order', state: 'waiting' }]],
      handlers: [[checkOrderStatusFx, () => ({ status: 2, tab_status: null, has_order_expired: true, has_tab_expired: false })]],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(screen.getByText('Your order has been expired, for more information please speak to the management.')).toBeInTheDocument();
  });

  it("loads the guest's current order before going back to the menu", async () => {
    await placedCashOrder('Greek Salad');
    const next = currentOrderId();
    const { user } = renderOrderScreen();

    await user.click(screen.getByRole('button', { name: 'View menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect($orderDetail.getState()).toMatchObject({ order_uuid: next, status: 0 });
  });
});
