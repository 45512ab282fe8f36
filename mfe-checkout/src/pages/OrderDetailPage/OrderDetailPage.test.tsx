import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { allSettled, type Scope } from 'effector';
import { $orderId, $orderList, $venue, ApiRequestError, fetchOrderDetailsFx, languageChanged, reOrderFx, type Order } from '@tabula/shared';
import { LocationProbe, createTestScope, makeOrder, renderWithProviders, resetStore, orderDetails } from '@tabula/shared/test';
import { addConfigured, addToOrder, payByCard, startGuest } from '../../testing/orders';
import OrderDetailPage from './OrderDetailPage';

function renderDetail(order?: Order, scope?: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/order-detail" element={<OrderDetailPage />} />
      <Route path="/previousOrders" element={<LocationProbe name="My Orders screen" />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
    </Routes>,
    { route: '/order-detail', venueSlug: 'bistro', routeState: order ? { order } : undefined, ...(scope ? { scope } : {}) },
  );
}

async function fetchOrder(orderId: string): Promise<Order> {
  const result = await orderDetails(orderId);
  if (!result.ok) throw new Error(`order ${orderId}: ${result.status}`);
  return result.body;
}

beforeEach(async () => {
  await resetStore();
});

describe('the order detail screen', () => {
  it('goes back to My Orders when no order was handed to it', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'My Orders screen' })).toBeInTheDocument();
  });

  it('shows the items with their options, notes and the totals with the tip apart', async () => {
    const scope = await startGuest('bistro');
    await addConfigured(scope, 'Margherita Pizza', {
      price: 'Large',
      options: ['Thin', 'Olives', 'Mushrooms'],
      quantity: 2,
      note: 'extra crispy',
    });
    await addToOrder(scope, 'Tap Water');
    const orderId = await payByCard(scope, 200);
    const order = await fetchOrder(orderId);
    renderDetail(order, scope);

    expect(await screen.findByRole('heading', { name: `Order ${order.reference_id}` })).toBeInTheDocument();
    expect(screen.getByText(/^\d{1,2} \w{3}, \d{4} - \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('2 × Margherita Pizza')).toBeInTheDocument();
    expect(screen.getByText('Large')).toBeInTheDocument();
    // The API's unit price includes the options, so the line reads (13.00 + 0.50 + 0.70) × 2, and says so.
    expect(screen.getByText('€28.40', { selector: 'li p' })).toBeInTheDocument();
    expect(screen.getByText('incl. options')).toBeInTheDocument();
    expect(screen.getByText('Thin')).toBeInTheDocument();
    expect(screen.getByText('Olives')).toBeInTheDocument();
    expect(screen.getByText('€1.00')).toBeInTheDocument();
    expect(screen.getByText('€1.40')).toBeInTheDocument();
    expect(screen.getByText('extra crispy')).toBeInTheDocument();
    expect(screen.getByText('1 × Tap Water')).toBeInTheDocument();
    expect(screen.getByText('Subtotal').nextElementSibling).toHaveTextContent('€28.40');
    expect(screen.getByText('Tip').nextElementSibling).toHaveTextContent('€2.00');
    expect(screen.getByText('Total (incl. VAT)').nextElementSibling).toHaveTextContent('€30.40');
  });

  it("names the dishes, sizes and options in the guest's language, and dates the order in it", async () => {
    const scope = await startGuest('bistro');
    await addConfigured(scope, 'Margherita Pizza', { price: 'Large', options: ['Thin', 'Olives'] });
    const order = await fetchOrder(await payByCard(scope, 0));
    // The guest reads the app in Greek: the menu comes in Greek, the order keeps its English names.
    await allSettled(languageChanged, { scope, params: 'gr' });
    expect(JSON.stringify(scope.getState($venue)?.menus ?? [])).toContain('Πίτσα Μαργαρίτα');
    renderDetail(order, scope);

    expect(await screen.findByText('1 × Πίτσα Μαργαρίτα')).toBeInTheDocument();
    expect(screen.getByText('Μεγάλη')).toBeInTheDocument();
    expect(screen.getByText('Λεπτή')).toBeInTheDocument();
    expect(screen.getByText('Ελιές')).toBeInTheDocument();
    expect(screen.getByText(/^\d{1,2} [\u0370-\u03FF]+, \d{4} - \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('copies the items into a new order and goes to the menu', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad', 2);
    const previous = await payByCard(scope, 0);
    const order = await fetchOrder(previous);
    // The guest has moved on to a new order by now: the paid one was found submitted.
    await allSettled(fetchOrderDetailsFx, { scope, params: previous });
    const current = scope.getState($orderId) ?? '';
    expect(current).not.toBe(previous);
    const { user } = renderDetail(order, scope);

    await user.click(await screen.findByRole('button', { name: 'Add items to new order' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect(scope.getState($orderId)).toBe(current);
    await waitFor(() => expect(scope.getState($orderList)).toMatchObject([{ name: 'Greek Salad', quantity: 2 }]));
    await expect(fetchOrder(current)).resolves.toMatchObject({ order_items: [{ name: 'Greek Salad', quantity: 2 }] });
  });

  it('names the items that could not be copied, as they can no longer be ordered, before going to the menu', async () => {
    const scope = createTestScope({
      values: [[$orderId, 'current-order']],
      handlers: [[reOrderFx, () => ({ order_uuid: 'current-order', order_items: [], order_price: 7.5, skipped: ['Moussaka'] })]],
    });
    const { user } = renderDetail(makeOrder({ order_uuid: 'past-order', reference_id: 7 }), scope);

    await user.click(await screen.findByRole('button', { name: 'Add items to new order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Added to your new order, except what can no longer be ordered: Moussaka.');
    expect(screen.queryByRole('heading', { name: 'Menu screen' })).not.toBeInTheDocument();
    // The rest is copied already: copying again would add it twice.
    expect(screen.getByRole('button', { name: 'Add items to new order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'View menu' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
  });

  it('says why a copy failed and stays on the order, and a second try goes through', async () => {
    let attempts = 0;
    const scope = createTestScope({
      values: [[$orderId, 'current-order']],
      handlers: [
        [
          reOrderFx,
          async () => {
            attempts += 1;
            if (attempts === 1)
              throw new ApiRequestError(400, { message: 'None of these items can be ordered now', code: 'reorder_nothing_available' });
            return { order_uuid: 'current-order', order_items: [], order_price: 0, skipped: [] };
          },
        ],
      ],
    });
    const { user } = renderDetail(makeOrder({ order_uuid: 'past-order', reference_id: 7 }), scope);

    await user.click(await screen.findByRole('button', { name: 'Add items to new order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('None of these items can be ordered now.');
    expect(screen.queryByRole('heading', { name: 'Menu screen' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add items to new order' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('says how the order was settled: charged to the room, or refunded with the amount, never Paid for either', async () => {
    const view = renderDetail(makeOrder({ payment_method: 'room_charge', charged_to_room: '204', status: 3 }));
    expect(await screen.findByText('Charged to room 204')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
    view.unmount();

    renderDetail(makeOrder({ payment_method: 'card', is_paid: true, status: 4, refunded_cents: 850 }));
    expect(await screen.findByText('Refunded €8.50')).toBeInTheDocument();
    expect(screen.queryByText('Paid')).not.toBeInTheDocument();
  });
});
