import { screen, waitFor, within } from '@testing-library/react';
import { allSettled, type Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import { $orderHistory, fetchOrderDetailsFx } from '@tabula/shared';
import { LocationProbe, createTestScope, makeOrder, renderWithProviders, resetStore } from '@tabula/shared/test';
import { $historyRefresh, loadOrderHistoryFx } from '../../features/history';
import { addToOrder, openTab, payByCard, placeCashOrder, reviewOrder, startGuest } from '../../testing/orders';
import PreviousOrdersPage from './PreviousOrdersPage';

function renderMyOrders(scope: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/previousOrders" element={<PreviousOrdersPage />} />
      <Route path="/order-detail" element={<LocationProbe name="Order detail screen" />} />
    </Routes>,
    { route: '/previousOrders', venueSlug: 'bistro', scope },
  );
}

/** The venue decides, the guest's order screen fetches the result, and a fresh order starts. */
async function decide(scope: Scope, orderId: string, status: 3 | 4) {
  await reviewOrder(orderId, status);
  await allSettled(fetchOrderDetailsFx, { scope, params: orderId });
}

beforeEach(async () => {
  await resetStore();
});

describe('My Orders', () => {
  it('says there is none before the first order', async () => {
    const scope = await startGuest('bistro');
    renderMyOrders(scope);

    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Previous Order')).toBeInTheDocument();
  });

  it('lists an order placed a moment ago, before the order screen has checked on it', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '6');
    await addToOrder(scope, 'Lemonade');
    await placeCashOrder(scope);
    renderMyOrders(scope);

    await waitFor(() => expect(scope.getState($historyRefresh)).toBe('done'));
    const list = await screen.findByRole('list');
    expect(await within(list).findAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveTextContent(/Not Paid$/);
  });

  it('lists the orders newest first with their outcome and whether they are paid', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '5');
    await addToOrder(scope, 'Greek Salad');
    const accepted = await placeCashOrder(scope);
    await decide(scope, accepted, 3);
    await addToOrder(scope, 'Lemonade');
    const declined = await placeCashOrder(scope);
    await decide(scope, declined, 4);
    await addToOrder(scope, 'Lemonade');
    // Paid by card and still waiting: the screen fetches it, so it is listed too.
    await payByCard(scope, 100);
    const { user } = renderMyOrders(scope);

    const list = await screen.findByRole('list');
    await waitFor(() => expect(scope.getState($historyRefresh)).toBe('done'));
    const rows = await within(list).findAllByRole('button');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^Order \d+\d{1,2} \w{3}, \d{4} - \d{2}:\d{2}Paid$/);
    expect(rows[1]).toHaveTextContent(/^Order \d+ \(Declined\).*Not Paid$/);
    expect(rows[2]).toHaveTextContent(/^Order \d+ \(Accepted\).*Not Paid$/);

    await user.click(rows[2] as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Order detail screen' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toMatchObject({
      order: { order_uuid: accepted, status: 3, payment_method: 'cash' },
    });
  });

  it('says a declined card order was refunded, with the amount, and names the room a charge went to', async () => {
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const refunded = makeOrder({
      order_uuid: 'o-refunded',
      reference_id: 41,
      status: 4,
      payment_method: 'card',
      is_paid: true,
      refunded_cents: 1250,
      submitted_for_review: at(1),
    });
    const room = makeOrder({
      order_uuid: 'o-room',
      reference_id: 42,
      status: 3,
      payment_method: 'room_charge',
      charged_to_room: '204',
      submitted_for_review: at(2),
    });
    const declinedCash = makeOrder({
      order_uuid: 'o-cash',
      reference_id: 43,
      status: 4,
      payment_method: 'cash',
      submitted_for_review: at(3),
    });
    const orders = [refunded, room, declinedCash];
    const scope = createTestScope({ values: [[$orderHistory, orders]], handlers: [[loadOrderHistoryFx, () => orders]] });
    renderMyOrders(scope);

    const rows = await within(await screen.findByRole('list')).findAllByRole('button');
    expect(rows[0]).toHaveTextContent(/^Order 41 \(Declined\).*Refunded €12\.50$/);
    expect(rows[1]).toHaveTextContent(/^Order 42 \(Accepted\).*Charged to room 204$/);
    expect(rows[2]).toHaveTextContent(/^Order 43 \(Declined\).*Not Paid$/);
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });
});
