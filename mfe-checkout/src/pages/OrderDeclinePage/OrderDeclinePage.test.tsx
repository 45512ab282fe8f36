import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { $placedOrderId, TIMINGS_MS, fetchOrderDetailsFx } from '@tabula/shared';
import { LocationProbe, createTestScope, makeOrder, makeOrderItem, renderWithProviders, resetStore } from '@tabula/shared/test';
import OrderDeclinePage from './OrderDeclinePage';

beforeEach(async () => {
  await resetStore();
});

afterEach(() => {
  jest.useRealTimers();
});

it('shows a loader for 2 s, then the decline, and Back to the menu goes back to the menu', async () => {
  jest.useFakeTimers();
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/orderdecline" element={<OrderDeclinePage />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/orderdecline' },
  );

  expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  // The loader is the model's effect: its end settles in a promise, so the clock advances asynchronously.
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS_MS.declinedLoader - 1));
  expect(screen.queryByRole('heading', { name: 'Order declined' })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));

  expect(screen.getByRole('heading', { name: 'Order declined' })).toBeInTheDocument();
  expect(
    screen.getByText('Looks like the kitchen declined your order, for more information please speak to the manager'),
  ).toBeInTheDocument();
  jest.useRealTimers();
  await user.click(screen.getByRole('button', { name: 'Back to the menu' }));
  expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
});

it('reads the placed order afresh and says its card payment was refunded, with the amount', async () => {
  jest.useFakeTimers();
  const fetched: string[] = [];
  const scope = createTestScope({
    values: [[$placedOrderId, 'o-9']],
    handlers: [
      [
        fetchOrderDetailsFx,
        (uuid: string) => (
          fetched.push(uuid),
          makeOrder({ order_uuid: uuid, status: 4, payment_method: 'card', is_paid: true, refunded_cents: 1250 })
        ),
      ],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/orderdecline" element={<OrderDeclinePage />} />
    </Routes>,
    { route: '/orderdecline', scope },
  );

  await act(() => jest.advanceTimersByTimeAsync(TIMINGS_MS.declinedLoader));
  expect(fetched).toEqual(['o-9']);
  expect(screen.getByRole('heading', { name: 'Order declined' })).toBeInTheDocument();
  expect(screen.getByText('Your payment of €12.50 has been refunded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back to the menu' })).toBeInTheDocument();
});

it('shows the order the kitchen declined: its reference, its items with their quantities and its total', async () => {
  jest.useFakeTimers();
  const scope = createTestScope({
    values: [[$placedOrderId, 'o-9']],
    handlers: [
      [
        fetchOrderDetailsFx,
        (uuid: string) =>
          makeOrder({
            order_uuid: uuid,
            reference_id: 1002,
            status: 4,
            currency: 'EUR',
            order_price: 18,
            tip_amount: 0,
            order_items: [makeOrderItem({ order_item_id: 1, name: 'Caesar Salad', quantity: 2, price: 9 })],
          }),
      ],
    ],
  });
  renderWithProviders(
    <Routes>
      <Route path="/orderdecline" element={<OrderDeclinePage />} />
    </Routes>,
    { route: '/orderdecline', scope },
  );
  await act(() => jest.advanceTimersByTimeAsync(TIMINGS_MS.declinedLoader));
  const summary = screen.getByRole('region', { name: 'Order 1002' });
  expect(summary).toHaveTextContent('2 × Caesar Salad');
  expect(within(summary).getByText('Total (incl. VAT)').parentElement).toHaveTextContent('€18.00');
});
