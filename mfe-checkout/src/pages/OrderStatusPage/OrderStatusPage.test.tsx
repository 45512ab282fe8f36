import { act, screen } from '@testing-library/react';
import type { Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import {
  $orderDetail,
  $orderHistory,
  $orderId,
  $orderList,
  $tabId,
  $tabLink,
  TIMINGS_MS,
  checkOrderStatusFx,
  fetchOrderDetailsFx,
  type TabBarProps,
} from '@tabula/shared';
import { createTestScope, makeOrder, renderWithProviders, resetStore, startTestApp, until } from '@tabula/shared/test';
import { RECHECK_MS } from '../../features/order-status/useOrderStatusCheck';
import { LocationProbe } from '../../testing/LocationProbe';
import { addToOrder, openTab, placeCashOrder, reviewOrder } from '../../testing/orders';
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
    await startTestApp({ venueSlug: 'bistro' });
    // Cash needs a tab at the bistro.
    await openTab('14');
    await addToOrder('Greek Salad');
    const orderId = await placeCashOrder();
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
    await startTestApp({ venueSlug: 'bistro' });
    // Cash needs a tab at the bistro.
    await openTab('15');
    await addToOrder('Lemonade', 2);
    const orderId = await placeCashOrder();
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(screen.getByText(WAITING)).toBeInTheDocument();
    // Submitted: the cart is done with and the order is in the history, still waiting.
    await act(() => until($orderList, (lines) => lines.length === 0));
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
    // The finished order is let go and the guest gets a fresh one to order with.
    await act(() => until($orderId, (id) => id !== null && id !== orderId));
  });

  it('goes to the declined screen when the venue declines', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    // Cash needs a tab at the bistro.
    await openTab('16');
    await addToOrder('Greek Salad');
    const orderId = await placeCashOrder();
    await reviewOrder(orderId, 4);
    jest.useFakeTimers();
    renderOrderScreen();

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Declined screen' })).toBeInTheDocument();
  });

  it('ends the tab when the venue declines and the tab is closed', async () => {
    const scope = createTestScope({
      values: [
        [$orderId, 'declined-order'],
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
      values: [[$orderId, 'expired-order']],
      handlers: [[checkOrderStatusFx, () => ({ status: 2, tab_status: null, has_order_expired: true, has_tab_expired: false })]],
    });
    jest.useFakeTimers();
    renderOrderScreen(scope);

    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(await screen.findByRole('heading', { name: 'Order expired' })).toBeInTheDocument();
    expect(
      screen.getByText('Your order has been expired, for more information please speak to the management.'),
    ).toBeInTheDocument();
  });

  it("loads the order's details before going back to the menu", async () => {
    await startTestApp({ venueSlug: 'bistro' });
    // Cash needs a tab at the bistro.
    await openTab('17');
    await addToOrder('Greek Salad');
    const orderId = await placeCashOrder();
    const { user } = renderOrderScreen();

    await user.click(screen.getByRole('button', { name: 'View menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect($orderDetail.getState()).toMatchObject({ order_uuid: orderId, status: 2 });
  });
});
