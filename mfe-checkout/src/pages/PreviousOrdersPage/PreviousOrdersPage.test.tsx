import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { $orderId, fetchOrderDetailsFx, loadOrderHistoryFx } from '@tabula/shared';
import { LocationProbe, renderWithProviders, resetStore, startTestApp, until } from '@tabula/shared/test';
import { addToOrder, openTab, payByCard, placeCashOrder, reviewOrder } from '../../testing/orders';
import PreviousOrdersPage from './PreviousOrdersPage';

function renderMyOrders() {
  return renderWithProviders(
    <Routes>
      <Route path="/previousOrders" element={<PreviousOrdersPage />} />
      <Route path="/order-detail" element={<LocationProbe name="Order detail screen" />} />
    </Routes>,
    { route: '/previousOrders', venueSlug: 'bistro' },
  );
}

/** The venue decides, the guest's order screen fetches the result, and a fresh order starts. */
async function decide(orderId: string, status: 3 | 4) {
  await reviewOrder(orderId, status);
  await fetchOrderDetailsFx(orderId);
  await until($orderId, (id) => id !== null && id !== orderId);
}

beforeEach(async () => {
  await resetStore();
});

describe('My Orders', () => {
  it('says there is none before the first order', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    renderMyOrders();

    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await screen.findByText('No Previous Order')).toBeInTheDocument();
  });

  it('lists an order placed a moment ago, before the order screen has checked on it', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await openTab('6');
    await addToOrder('Lemonade');
    await placeCashOrder();
    // The screen's refresh is let finish here, not in the next test's store.
    const refreshed = new Promise<void>((resolve) => {
      const unwatch = loadOrderHistoryFx.finally.watch(() => {
        unwatch();
        resolve();
      });
    });
    renderMyOrders();

    await act(() => refreshed);
    const list = await screen.findByRole('list');
    expect(await within(list).findAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button')).toHaveTextContent(/Not Paid$/);
  });

  it('lists the orders newest first with their outcome and whether they are paid', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await openTab('5');
    await addToOrder('Greek Salad');
    const accepted = await placeCashOrder();
    await decide(accepted, 3);
    await addToOrder('Lemonade');
    const declined = await placeCashOrder();
    await decide(declined, 4);
    await addToOrder('Lemonade');
    // Paid by card and still waiting: the screen fetches it, so it is listed too.
    await payByCard(100);
    const { user } = renderMyOrders();

    const list = await screen.findByRole('list');
    await act(() => until(fetchOrderDetailsFx.pending, (pending) => !pending));
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
});
