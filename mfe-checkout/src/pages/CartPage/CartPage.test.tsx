import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { allSettled, scopeBind, type Scope } from 'effector';
import { Route, Routes } from 'react-router-dom';
import {
  $orderId,
  $orderList,
  $selectedOrder,
  $tableNumber,
  $venue,
  $tabExpired,
  $tabId,
  $venueStatus,
  ApiRequestError,
  appStarted,
  checkTabFx,
  createOrderFx,
  fetchOrderDetailsFx,
  reOrderFx,
  tabExpiredAcknowledged,
  orderExpiredAcknowledged,
  loadTablesFx,
  tableNumberChosen,
  type Venue,
} from '@tabula/shared';
import {
  createTestScope,
  LocationProbe,
  makeCartLine,
  makeOrder,
  makeOrderItem,
  makeVenue,
  renderWithProviders,
  resetStore,
} from '@tabula/shared/test';
import { payFx, checkoutFx } from '../../features/placing';
import {
  addConfigured,
  addToOrder,
  currentOrderId,
  loginAsHotelGuest,
  openTab,
  orderOnServer,
  placeCashOrderElsewhere,
  startGuest,
} from '../../testing/orders';
import CheckoutPage from '../CheckoutPage';
import CartPage from './CartPage';
import { removeItemFx } from '../../features/cart';
import { $cartChoices } from '../../features/cart-choices';

function renderCart(venueSlug: string, scope: Scope) {
  return renderWithProviders(
    <Routes>
      <Route path="/cartopen" element={<CartPage />} />
      <Route path="/order" element={<LocationProbe name="Order screen" />} />
      <Route path="/Checkout" element={<LocationProbe name="Card payment screen" />} />
      <Route path="/addCart" element={<LocationProbe name="Item screen" />} />
      <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
      <Route path="/login" element={<LocationProbe name="Login screen" />} />
      <Route path="/" element={<LocationProbe name="Landing screen" />} />
    </Routes>,
    { route: '/cartopen', venueSlug, scope },
  );
}

/** A guest at table 2 with a Lager in the cart; checkouts are recorded by `seen` and never answered. */
function cartAtTableScope(
  venue: Venue,
  seen: (params: unknown) => void,
  removal: () => Promise<number> = () => new Promise(() => undefined),
) {
  const lager = makeCartLine({ item_id: 1, order_item_id: 1, name: 'Lager', price: 5, itemPrice: 5, itemOrderPrice: 5 });
  return createTestScope({
    values: [
      [$venue, venue],
      [$venueStatus, 'ready'],
      [$orderId, 'o-1'],
      [$tableNumber, '2'],
      [$orderList, [lager]],
    ],
    handlers: [
      [loadTablesFx, () => ['1', '2']],
      [checkoutFx, (params: unknown) => (seen(params), new Promise(() => undefined))],
      [removeItemFx, removal],
      // The server's order: the lager the cart shows.
      [
        fetchOrderDetailsFx,
        (uuid: string) =>
          makeOrder({
            order_uuid: uuid,
            status: 0,
            order_items: [makeOrderItem({ order_item_id: 1, item_ref: 1, name: 'Lager', price: 5 })],
          }),
      ],
    ],
  });
}

const total = () => within(screen.getByText('Total').parentElement as HTMLElement).getByText(/€/);
/** The Tip line of the totals (the tip chips' group is labelled 'Tip' too). */
const tipLine = () => within(screen.getAllByText('Tip').at(-1)?.parentElement as HTMLElement).getByText(/€/);

async function customTip(user: ReturnType<typeof renderCart>['user'], amount: string) {
  await user.click(await screen.findByRole('button', { name: /^Other/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Enter tip amount' });
  await user.clear(within(dialog).getByLabelText('Tip amount'));
  await user.type(within(dialog).getByLabelText('Tip amount'), amount);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  return dialog;
}

beforeEach(async () => {
  await resetStore();
});

describe('the cart', () => {
  it('lists the order with its totals, card first with a tip that starts at nothing', async () => {
    const scope = await startGuest('harbour');
    await addToOrder(scope, 'Lager', 2, 'no foam');
    await addToOrder(scope, 'IPA');
    const { user } = renderCart('harbour', scope);

    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByText('2 × Lager')).toBeInTheDocument();
    expect(screen.getByText('no foam')).toBeInTheDocument();
    expect(screen.getByLabelText('Leave a note for the server')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Tip' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('€13.50');
    await user.click(screen.getByRole('button', { name: 'Edit Lager (Half pint)' }));
    expect(await screen.findByRole('heading', { name: 'Item screen' })).toBeInTheDocument();
  });

  it('highlights exactly the tip it adds, from the first render and after the method changes', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '2');
    await addToOrder(scope, 'Greek Salad', 2);
    const { user } = renderCart('bistro', scope);

    await user.click(await screen.findByRole('radio', { name: 'Pay now' }));
    const pressed = () => within(screen.getByRole('group', { name: 'Tip' })).getAllByRole('button', { pressed: true });
    expect(pressed().map((chip) => chip.textContent)).toEqual(['Not Now']);
    expect(tipLine()).toHaveTextContent('€0.00');
    expect(total()).toHaveTextContent('€15.00');

    // The chip the guest presses is the one added, once: €2.00 adds €2.00.
    await user.click(screen.getByRole('button', { name: '€2.00' }));
    expect(pressed().map((chip) => chip.textContent)).toEqual(['€2.00']);
    expect(tipLine()).toHaveTextContent('€2.00');
    expect(total()).toHaveTextContent('€17.00');

    await user.click(screen.getByRole('radio', { name: 'Add to tab' }));
    expect(screen.queryByRole('button', { name: '€2.00' })).not.toBeInTheDocument();
    expect(total()).toHaveTextContent('€15.00');
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    expect(pressed().map((chip) => chip.textContent)).toEqual(['Not Now']);
    expect(tipLine()).toHaveTextContent('€0.00');
    expect(total()).toHaveTextContent('€15.00');
  });

  it('waits for a table, then places a cash order and moves on to the order screen', async () => {
    const scope = await startGuest('harbour');
    await addToOrder(scope, 'IPA');
    const orderId = currentOrderId(scope);
    const { user } = renderCart('harbour', scope);

    const placeOrder = await screen.findByRole('button', { name: 'Place Order' });
    expect(placeOrder).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Table' }));
    await user.click(await screen.findByRole('option', { name: '7' }));
    expect(scope.getState($tableNumber)).toBe('7');
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
    // The guest orders on: the next dish goes on a fresh order.
    await waitFor(() => expect(scope.getState($orderId)).not.toBeNull());
    expect(scope.getState($orderId)).not.toBe(orderId);
  });

  it('says the order was placed from another window once the page is visible again, and follows it instead of placing it again', async () => {
    const scope = await startGuest('harbour');
    await addToOrder(scope, 'IPA');
    await allSettled(tableNumberChosen, { scope, params: '7' });
    const orderId = currentOrderId(scope);
    const { user } = renderCart('harbour', scope);
    expect(await screen.findByRole('button', { name: 'Place Order' })).toBeInTheDocument();

    await placeCashOrderElsewhere(orderId, '7');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });

    expect(await screen.findByText('This order has already been placed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow your order' }));
    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
  });

  it("says 'Select table number' in red only once the guest left the table field without one", async () => {
    const scope = await startGuest('harbour');
    await addToOrder(scope, 'IPA');
    const { user } = renderCart('harbour', scope);

    const table = await screen.findByRole('combobox', { name: 'Table' });
    expect(table).toHaveAttribute('placeholder', 'Select table number');
    expect(table).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Select table number')).not.toBeInTheDocument();

    await user.click(table);
    await user.keyboard('{Escape}');
    await user.click(screen.getByLabelText('Leave a note for the server'));
    expect(screen.getByText('Select table number')).toBeInTheDocument();
  });

  it('hands a card order to the card payment screen with its total, tip, note and table, in cents', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    await allSettled(tableNumberChosen, { scope, params: '3' });
    const orderId = currentOrderId(scope);
    const { user } = renderCart('bistro', scope);

    await user.type(await screen.findByLabelText('Leave a note for the server'), 'nut allergy');
    await user.click(screen.getByRole('button', { name: '€1.00' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Card payment screen' })).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('location-state').textContent ?? 'null')).toEqual({
      totalCents: 850,
      currency: 'EUR',
      table_number: '3',
      tipCents: 100,
      orderNote: 'nut allergy',
      orderId,
    });
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 0 });
  });

  it('places a €0.00 card order at once, asking for no card, and moves on to the order screen', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Tap Water');
    await allSettled(tableNumberChosen, { scope, params: '3' });
    const orderId = currentOrderId(scope);
    const { user } = renderCart('bistro', scope);

    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(total()).toHaveTextContent('€0.00');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 2, payment_method: 'card', is_paid: true });
  });

  it('keeps the note, the method and the tip when the guest comes back from the card screen', async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '5');
    await addToOrder(scope, 'Greek Salad');
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/cartopen" element={<CartPage />} />
        <Route path="/Checkout" element={<CheckoutPage />} />
      </Routes>,
      { route: '/cartopen', venueSlug: 'bistro', scope },
    );

    await user.type(await screen.findByLabelText('Leave a note for the server'), 'nut allergy');
    await user.click(screen.getByRole('radio', { name: 'Pay now' }));
    await customTip(user, '3');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('heading', { name: 'Payment information' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your order' })).toBeInTheDocument();
    expect(screen.getByLabelText('Leave a note for the server')).toHaveValue('nut allergy');
    expect(screen.getByRole('radio', { name: 'Pay now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Other (€3.00)' })).toHaveAttribute('aria-pressed', 'true');

    // The note goes with the order placed next, whatever the way to pay.
    const orderId = currentOrderId(scope);
    await user.click(screen.getByRole('radio', { name: 'Add to tab' }));
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(scope.getState($orderId)).not.toBe(orderId));
    await expect(orderOnServer(orderId)).resolves.toMatchObject({ status: 2, note: 'nut allergy', payment_method: 'cash' });
    expect(scope.getState($cartChoices).note).toBe('');
  });

  it('scrolls to the bottom on the first press when the guest has not seen the whole cart', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    await allSettled(tableNumberChosen, { scope, params: '2' });
    const tall = jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const { user } = renderCart('bistro', scope);
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
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCart('bistro', scope);

    await user.click(await screen.findByRole('button', { name: 'Remove Greek Salad' }));
    await waitFor(() => expect(screen.queryByText('1 × Greek Salad')).not.toBeInTheDocument());
    expect(screen.getByText('1 × Lemonade')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Lemonade' }));
    expect(await screen.findByRole('heading', { name: 'Menu screen' })).toBeInTheDocument();
  });

  it('shows the spinner on the line being removed only, and holds other changes until it is done', async () => {
    let finishRemoval: (id: number) => void = () => undefined;
    const line = (orderItemId: number, name: string, price: number) =>
      makeCartLine({ item_id: orderItemId, order_item_id: orderItemId, name, price, itemPrice: price, itemOrderPrice: price });
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
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad', 3);
    const { user } = renderCart('bistro', scope);

    await user.click(await screen.findByRole('button', { name: 'Edit Greek Salad' }));
    expect(await screen.findByRole('heading', { name: 'Item screen' })).toBeInTheDocument();
    expect(scope.getState($selectedOrder)).toMatchObject({ name: 'Greek Salad', quantity: 3 });
  });

  it("with a tab, adds to the tab by default, offers 'Pay now' and keeps the tab's table", async () => {
    const scope = await startGuest('bistro');
    await openTab(scope, '12');
    await addToOrder(scope, 'Lemonade');
    renderCart('bistro', scope);

    expect(await screen.findByRole('radio', { name: 'Add to tab' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pay now' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Table' })).toHaveTextContent('12');
    expect(screen.queryByRole('combobox', { name: 'Table' })).not.toBeInTheDocument();
  });

  it('offers only the card to a guest without a tab where orders need one: cash waits for a tab', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    renderCart('bistro', scope);

    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Cash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Charge my room' })).not.toBeInTheDocument();
  });

  it('at room service, charges the room by default: the venue takes no cash', async () => {
    const scope = await startGuest('room-service');
    await loginAsHotelGuest(scope, '204');
    await addToOrder(scope, 'Club Sandwich');
    const orderId = currentOrderId(scope);
    const { user } = renderCart('room-service', scope);

    expect(await screen.findByRole('radio', { name: 'Charge my room' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Add to tab' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Room' })).toHaveTextContent('204');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    expect(await screen.findByRole('heading', { name: 'Order screen' })).toBeInTheDocument();
    await expect(orderOnServer(orderId, 'room-service')).resolves.toMatchObject({ status: 2, payment_method: 'room_charge' });
  });

  it("offers the hotel login when 'Charge my room' is chosen without a hotel session", async () => {
    const scope = await startGuest('poolside');
    await openTab(scope, '3');
    await addToOrder(scope, 'Frappé');
    const { user } = renderCart('poolside', scope);

    await user.click(await screen.findByRole('radio', { name: 'Charge my room' }));
    expect(screen.getByText('To charge your room, log in with your stay details first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Log in as a hotel guest' }));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
  });

  it('says why a line could not be removed, keeps it, and forgets the message once the guest has left the cart', async () => {
    const refuse = () => Promise.reject(new ApiRequestError(404, { message: 'Order item 1 not found', code: 'order_line_not_found' }));
    const scope = cartAtTableScope(makeVenue({ accept_orders_without_tab: true }), () => undefined, refuse);
    const { user, unmount } = renderWithProviders(<CartPage />, { route: '/cartopen', scope });

    await user.click(await screen.findByRole('button', { name: 'Remove Lager' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This item is no longer in your order.');
    expect(screen.getByText('1 × Lager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Lager' })).toBeEnabled();

    unmount();
    renderWithProviders(<CartPage />, { route: '/cartopen', scope });
    expect(await screen.findByText('1 × Lager')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's order, says how it changed elsewhere, and asks again before Place Order", async () => {
    const placed: unknown[] = [];
    const lager = makeCartLine({ item_id: 1, order_item_id: 1, name: 'Lager', price: 5, itemPrice: 5, itemOrderPrice: 5 });
    const scope = createTestScope({
      values: [
        [$venue, makeVenue({ accept_orders_without_tab: true, accept_card: false })],
        [$venueStatus, 'ready'],
        [$orderId, 'o-1'],
        [$tableNumber, '2'],
        [$orderList, [lager]],
      ],
      handlers: [
        [loadTablesFx, () => ['1', '2']],
        [checkoutFx, (params: unknown) => (placed.push(params), new Promise(() => undefined))],
        // Another window of the order added an IPA.
        [
          fetchOrderDetailsFx,
          (uuid: string) =>
            makeOrder({
              order_uuid: uuid,
              status: 0,
              order_items: [
                makeOrderItem({ order_item_id: 1, item_ref: 1, name: 'Lager', price: 5 }),
                makeOrderItem({ order_item_id: 2, item_ref: 2, name: 'IPA', price: 6.5 }),
              ],
            }),
        ],
      ],
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cartopen', scope });

    expect(await screen.findByText('Your order changed: 1 × IPA added.')).toBeInTheDocument();
    expect(screen.getByText('1 × IPA')).toBeInTheDocument();
    expect(total()).toHaveTextContent('€11.50');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Continue with this order' }));
    expect(screen.queryByText(/Your order changed/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(placed).toStrictEqual([expect.objectContaining({ payment_method: 'cash', totalCents: 1150 })]));
  });

  it("leaves the guest where the expiry dialog's OK sends them: an order that ended is no cart to go back from", async () => {
    const scope = cartAtTableScope(makeVenue({ accept_orders_without_tab: true }), () => undefined);
    renderWithProviders(
      <Routes>
        <Route path="/cartopen" element={<CartPage />} />
        <Route path="/menu" element={<LocationProbe name="Menu screen" />} />
      </Routes>,
      { route: '/cartopen', scope },
    );
    expect(await screen.findByText('1 × Lager')).toBeInTheDocument();
    await act(async () => {
      await allSettled(orderExpiredAcknowledged, { scope });
    });
    await waitFor(() => expect(screen.queryByText('1 × Lager')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Menu screen' })).not.toBeInTheDocument();
  });

  it('says the tab expired when it expired under the open cart, keeping its table and its dishes for the next order', async () => {
    // The cart was left open at table 7; meanwhile the tab expired, so the API refuses the order's details (403).
    const caesar = makeOrderItem({ order_item_id: 1, item_ref: 1, name: 'Caesar Salad', price: 9 });
    const server = { tabExpired: false, copied: false };
    const reOrdered: unknown[] = [];
    const scope = createTestScope({
      values: [
        [$venue, makeVenue({ accept_orders_without_tab: false })],
        [$venueStatus, 'ready'],
        [$tabId, 'tab-1'],
        [$orderId, 'o-1'],
        [$tableNumber, '7'],
        [$orderList, [makeCartLine({ item_id: 1, order_item_id: 1, name: 'Caesar Salad', price: 9, itemPrice: 9, itemOrderPrice: 9 })]],
      ],
      handlers: [
        [loadTablesFx, () => ['7']],
        [
          fetchOrderDetailsFx,
          (uuid: string) =>
            server.tabExpired
              ? Promise.reject(new ApiRequestError(403, { message: 'Your Tab has expired', code: 'tab_expired' }))
              : makeOrder({ order_uuid: uuid, status: 0, order_items: uuid === 'o-1' || server.copied ? [caesar] : [] }),
        ],
        [checkTabFx, () => Promise.reject(new ApiRequestError(403, { message: 'Your Tab has expired' }))],
        [createOrderFx, () => ({ order_uuid: 'o-2', status: 0, tab_uuid: null })],
        [reOrderFx, (params: unknown) => (reOrdered.push(params), (server.copied = true), { order_uuid: 'o-2', order_items: [caesar] })],
      ],
    });
    renderCart('bistro', scope);
    expect(await screen.findByText('1 × Caesar Salad')).toBeInTheDocument();

    server.tabExpired = true;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await allSettled(scope);
    });
    await waitFor(() => expect(scope.getState($tabExpired)).toBe(true));
    // Nobody removed the salad: the tab-expired dialog (the shell's) says what happened, the cart says nothing else.
    expect(screen.queryByText(/Your order changed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Landing screen' })).not.toBeInTheDocument();
    // The guest is still at table 7, for the next tab.
    expect(scope.getState($tableNumber)).toBe('7');

    // OK on the dialog: the guest's next order starts with the salad in it.
    server.tabExpired = false;
    await act(async () => {
      await allSettled(tabExpiredAcknowledged, { scope });
    });
    expect(reOrdered).toStrictEqual([{ orderToCopyUuid: 'o-1', orderId: 'o-2' }]);
    expect(scope.getState($orderId)).toBe('o-2');
    expect(scope.getState($orderList).map((line) => line.name)).toStrictEqual(['Caesar Salad']);
    expect(scope.getState($tableNumber)).toBe('7');
  });

  it('sends one checkout for three presses of Place Order in one tick', async () => {
    const placed: unknown[] = [];
    const scope = cartAtTableScope(makeVenue({ accept_orders_without_tab: true, accept_card: false }), (params) => placed.push(params));
    renderWithProviders(<CartPage />, { route: '/cartopen', scope });

    const button = await screen.findByRole('button', { name: 'Place Order' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await waitFor(() => expect(placed).toHaveLength(1));
  });

  it('says a card payment is still under way, and holds Place Order, when the guest comes back to the cart during it', async () => {
    const scope = cartAtTableScope(makeVenue({ accept_orders_without_tab: true }), () => undefined);
    void scopeBind(payFx, { scope })({
      orderId: 'o-1',
      note: '',
      tipCents: 0,
      table_number: '2',
      payment_method: 'card',
      confirm: async () => ({ ok: true }),
    });
    const { user } = renderWithProviders(<CartPage />, { route: '/cartopen', scope });

    expect(
      await screen.findByText('Your card payment is still being processed. Wait for it before placing the order again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('sends the guest to the start when the venue cannot be loaded', async () => {
    const scope = createTestScope();
    renderCart('no-such-venue', scope);
    await allSettled(appStarted, { scope });
    expect(await screen.findByRole('heading', { name: 'Landing screen' })).toBeInTheDocument();
  });
});

describe('the lines of the cart', () => {
  it('names the size and the options of each line, and says the price includes them', async () => {
    const scope = await startGuest('bistro');
    await addConfigured(scope, 'Margherita Pizza', { price: 'Large', options: ['Thin', 'Olives'] });
    await addConfigured(scope, 'Margherita Pizza', { price: 'Small', options: ['Classic'] });
    renderCart('bistro', scope);

    const lines = await screen.findAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('1 × Margherita Pizza');
    expect(within(lines[0] as HTMLElement).getByText('Large')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('Thin, Olives +€0.50')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('€13.50')).toBeInTheDocument();
    expect(within(lines[0] as HTMLElement).getByText('incl. options')).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).getByText('Small')).toBeInTheDocument();
    expect(within(lines[1] as HTMLElement).queryByText('incl. options')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Margherita Pizza (Large)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Margherita Pizza (Small)' })).toBeInTheDocument();
  });
});

describe('tips', () => {
  it('takes a custom tip with a decimal comma, rounded to the cent', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCart('bistro', scope);

    await customTip(user, '2,5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Other (€2.50)' })).toHaveAttribute('aria-pressed', 'true');
    expect(total()).toHaveTextContent('€5.50');

    await customTip(user, '1.555');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Other (€1.56)' })).toBeInTheDocument();
    expect(scope.getState($cartChoices).tip).toEqual({ option: 'other', cents: 156 });

    await user.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(total()).toHaveTextContent('€3.00');
  });

  it('says what is wrong with a tip that is not an amount, below 0, or over the cap, naming the cap', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCart('bistro', scope);

    const dialog = await customTip(user, 'lots');
    expect(within(dialog).getByText('Enter the tip as a number, for example 2.50')).toBeInTheDocument();
    await customTip(user, '-1');
    expect(within(dialog).getByText('Enter an amount of 0 or more')).toBeInTheDocument();
    await customTip(user, '99999999');
    expect(within(dialog).getByText('The tip can be at most €10.00.')).toBeInTheDocument();
    await customTip(user, '10');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(total()).toHaveTextContent('€13.00');
  });

  it("names the tip dialog's close button for screen readers, and closing it keeps the tip as it was", async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Lemonade');
    const { user } = renderCart('bistro', scope);

    await user.click(await screen.findByRole('button', { name: /^Other/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter tip amount' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Other' })).toHaveAttribute('aria-pressed', 'false');
    expect(total()).toHaveTextContent('€3.00');
  });

  it('names the cap again when dishes removed bring it below the tip, and waits for another tip', async () => {
    const scope = await startGuest('bistro');
    await addToOrder(scope, 'Greek Salad', 2);
    await addToOrder(scope, 'Lemonade');
    await allSettled(tableNumberChosen, { scope, params: '4' });
    const { user } = renderCart('bistro', scope);

    await customTip(user, '15');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove Greek Salad' }));

    expect(await screen.findByText('The tip can be at most €10.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '€2.00' }));
    expect(screen.queryByText('The tip can be at most €10.00.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
