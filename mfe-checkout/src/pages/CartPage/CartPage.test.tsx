import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  $orderId,
  $orderList,
  $selectedOrder,
  $tableNumber,
  $venue,
  $venueStatus,
  cartLineFromChoice,
  loadTablesFx,
  removeItemFx,
  tableNumberChosen,
} from '@tabula/shared';
import { createTestScope, makeItem, makeVenue, renderWithProviders, resetStore, startTestApp } from '@tabula/shared/test';
import { LocationProbe } from '../../testing/LocationProbe';
import { addToOrder, currentOrderId, openTab, orderOnServer } from '../../testing/orders';
import CartPage from './CartPage';

function renderCart(venueSlug = 'bistro') {
  return renderWithProviders(
    <Routes>
      <Route path="/cartopen" element={<CartPage />} />
      <Route path="/order" element={<LocationProbe name="Order screen" />} />
      <Route path="/Checkout" element={<LocationProbe name="Card payment screen" />} />
      <Route path="/addCart" element={<LocationProbe name="Item screen" />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
      <Route path="/" element={<LocationProbe name="Landing screen" />} />
    </Routes>,
    { route: '/cartopen', venueSlug },
  );
}

const total = () => within(screen.getByText('Total').parentElement as HTMLElement).getByText(/€/);

beforeEach(async () => {
  await resetStore();
});

describe('the cart', () => {
  it('lists the order with its totals, card first with a tip that starts at nothing', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad', 2, 'no onions');
    await addToOrder('Lemonade');
    const { user } = renderCart();

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('2 × Greek Salad')).toBeInTheDocument();
    expect(screen.getByText('no onions')).toBeInTheDocument();
    expect(screen.getByText('€15.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Leave a note for the server')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '€2.00' })).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toHaveTextContent('€18.00');

    await user.click(screen.getByRole('button', { name: '€1.00' }));
    expect(total()).toHaveTextContent('€19.00');

    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.queryByRole('button', { name: '€1.00' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('€18.00');

    // Back to card: the tip starts over at nothing.
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(total()).toHaveTextContent('€18.00');
  });

  it('takes a custom tip of 0 or more and refuses anything else', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Lemonade');
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Other' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter tip amount' });
    await user.type(within(dialog).getByLabelText('Tip amount'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByText('Enter an amount of 0 or more')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Tip amount'));
    await user.type(within(dialog).getByLabelText('Tip amount'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Other (€2.50)' })).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toHaveTextContent('€5.50');

    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(total()).toHaveTextContent('€3.00');
  });

  it('waits for a table, then places a cash order and moves on to the order screen', async () => {
    // The harbour takes orders without a tab; the bistro takes them only paid now by card.
    await startTestApp({ venueSlug: 'harbour' });
    await addToOrder('Nachos');
    const orderId = currentOrderId();
    const { user } = renderCart('harbour');

    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    expect(screen.getByText('Select table number')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    expect($tableNumber.getState()).toBe('7');
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    await user.type(screen.getByLabelText('Leave a note for the server'), 'by the window');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId, 'harbour')).resolves.toMatchObject({
      status: 2,
      payment_method: 'cash',
      tip_amount: 0,
      note: 'by the window',
      table_number: '7',
    });
  });

  it('hands a card order to the card payment screen with its total, tip, note and table', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad');
    tableNumberChosen('3');
    const orderId = currentOrderId();
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: '€1.00' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Card payment screen' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      total: 8.5,
      currency: 'EUR',
      table_number: '3',
      tip: 1,
      orderNote: '',
      orderID: orderId,
    });
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 0 });
  });

  it('scrolls to the bottom on the first press when the guest has not seen the whole cart', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Lemonade');
    tableNumberChosen('2');
    const tall = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const { user } = renderCart();
      await user.click(await screen.findByRole('button', { name: 'Place Order' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 5000, behavior: 'smooth' });
      expect(screen.getByRole('heading', { name: 'Your order' })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('heading', { name: 'Card payment screen' })).toBeInTheDocument();
    } finally {
      tall.mockRestore();
      scrollTo.mockRestore();
    }
  });

  it('removes lines and leaves once the cart is empty', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad');
    await addToOrder('Lemonade');
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Greek Salad' }));
    await waitFor(() => expect(screen.queryByText('1 × Greek Salad')).not.toBeInTheDocument());
    expect(screen.getByText('1 × Lemonade')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Lemonade' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
  });

  it('shows the spinner on the line being removed only, and holds other changes until it is done', async () => {
    let finishRemoval: (id: number) => void = () => undefined;
    const line = (orderItemId: number, name: string, price: number) =>
      cartLineFromChoice(
        { item: makeItem({ item_id: orderItemId, name, price }), priceId: null, selection: {}, quantity: 1, note: '', currency: 'EUR' },
        orderItemId,
      );
    const scope = createTestScope({
      values: [
        [$venue, makeVenue()],
        [$venueStatus, 'ready'],
        [$orderId, 'o-1'],
        [$orderList, [line(11, 'Greek Salad', 7.5), line(12, 'Lemonade', 3)]],
      ],
      handlers: [
        [loadTablesFx, () => ['1', '2']],
        [removeItemFx, () => new Promise<number>((resolve) => (finishRemoval = resolve))],
      ],
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cartopen', scope });

    await user.click(await screen.findByRole('button', { name: 'Remove Greek Salad' }));
    expect(screen.getByRole('status', { name: 'Remove Greek Salad: Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Remove Lemonade/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Lemonade' })).toBeDisabled();

    await act(async () => finishRemoval(11));
    expect(screen.queryByText('1 × Greek Salad')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Lemonade' })).toBeEnabled();
  });

  it('opens a line for editing on the item screen', async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await addToOrder('Greek Salad', 3);
    const { user } = renderCart();

    await user.click(await screen.findByRole('button', { name: 'Edit Greek Salad' }));
    expect(await screen.findByRole('heading', { name: 'Item screen' })).toBeInTheDocument();
    expect($selectedOrder.getState()).toMatchObject({ name: 'Greek Salad', quantity: 3 });
  });

  it("with a tab, adds to the tab by default, offers 'Pay now' and keeps the tab's table", async () => {
    await startTestApp({ venueSlug: 'bistro' });
    await openTab('12');
    await addToOrder('Lemonade');
    renderCart();

    expect(await screen.findByRole('radio', { name: 'Add to tab' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay now' })).not.toBeChecked();
    const table = screen.getByRole('combobox', { name: 'Table' });
    expect(table).toHaveValue('12');
    expect(table).toHaveAttribute('readonly');
  });

  it("offers 'Charge my room' at a venue of a hotel's business site", async () => {
    await startTestApp({ venueSlug: 'poolside' });
    await addToOrder('Frappé');
    renderCart('poolside');

    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Charge my room' })).toBeInTheDocument();
  });

  it('sends the guest to the start when the venue cannot be loaded', async () => {
    renderCart('no-such-venue');
    await startTestApp({ venueSlug: 'no-such-venue' }).catch(() => undefined);
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });
});
