import { allSettled } from 'effector';
import { makeCartLine, makeCategory, makeItem, makeMenu, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { $orderId, createOrderFx, fetchOrderDetailsFx, orderPlaced, reOrderFx } from '../order';
import { readStoredStateFx } from '../persistence';
import { tabExited, tabStarted } from '../tab';
import '../order-state';
import { $venue } from '../venue';
import {
  $cartChoices,
  $orderList,
  $selectedOrder,
  cartCleared,
  cartNoteChanged,
  orderLineSaved,
  orderLineSelected,
  paymentMethodChosen,
  removeItemFx,
  selectedOrderCleared,
  tipPicked,
} from '.';

const item = makeItem({ item_id: 7, name: 'Pizza', price: 10 });

describe('cart', () => {
  it('adds a saved line that is new, and replaces the line with its id', async () => {
    const scope = createTestScope({ values: [[$orderList, [makeCartLine({ order_item_id: 5, quantity: 3 })]]] });
    await allSettled(orderLineSaved, { scope, params: makeCartLine({ order_item_id: 6, quantity: 1 }) });
    await allSettled(orderLineSaved, { scope, params: makeCartLine({ order_item_id: 5, quantity: 1, note: 'edited' }) });
    expect(scope.getState($orderList).map((line) => [line.order_item_id, line.quantity, line.note])).toEqual([
      [5, 1, 'edited'],
      [6, 1, ''],
    ]);
  });

  it('removes a line', async () => {
    const scope = createTestScope({
      values: [[$orderList, [makeCartLine({ order_item_id: 5, quantity: 3 })]]],
      handlers: [[removeItemFx, ({ orderItemId }: { orderItemId: number }) => orderItemId]],
    });
    await allSettled(removeItemFx, { scope, params: { orderId: 'o-1', orderItemId: 5 } });
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('keeps the line being edited until the item screen is left or the cart clears', async () => {
    const scope = createTestScope();
    const selected = makeCartLine({ order_item_id: 3 });
    await allSettled(orderLineSelected, { scope, params: selected });
    expect(scope.getState($selectedOrder)).toBe(selected);
    await allSettled(selectedOrderCleared, { scope });
    expect(scope.getState($selectedOrder)).toBeNull();
    await allSettled(orderLineSelected, { scope, params: selected });
    await allSettled(cartCleared, { scope });
    expect(scope.getState($selectedOrder)).toBeNull();
  });

  it('rebuilds the cart from a re-order with the menu', async () => {
    const copied = makeOrderItem({ item_ref: 7, quantity: 2, price: 10, order_item_id: 44 });
    const venue = makeVenue({ currency: 'GBP', menus: [makeMenu({ menu_categories: [makeCategory({ items: [item] })] })] });
    const scope = createTestScope({
      values: [[$venue, venue]],
      handlers: [
        [reOrderFx, () => ({ order_uuid: 'o-2', order_items: [copied] })],
        [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, order_items: [copied] })],
      ],
    });
    await allSettled(reOrderFx, { scope, params: { orderToCopyUuid: 'o-old', orderId: 'o-1' } });
    expect(scope.getState($orderList)).toMatchObject([{ item_id: 7, order_item_id: 44, itemOrderPrice: 20, currency: 'GBP' }]);
  });
});

describe("the cart's choices", () => {
  const choicesScope = () =>
    createTestScope({
      values: [
        [$venue, makeVenue({ uuid: 'venue-1' })],
        [$orderId, 'o-1'],
        [$orderList, [makeCartLine({ order_item_id: 1 })]],
      ],
      handlers: [
        [createOrderFx, () => ({ order_uuid: 'o-2' })],
        [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, order_items: [makeOrderItem()] })],
        [
          reOrderFx,
          ({ orderId }: { orderId: string }) => ({ order_uuid: orderId, order_items: [makeOrderItem()], order_price: 0, skipped: [] }),
        ],
      ],
    });

  it('keeps the note, the method and the tip the guest chose, for the cart to find again', async () => {
    const scope = choicesScope();
    await allSettled(cartNoteChanged, { scope, params: 'nut allergy' });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(tipPicked, { scope, params: { option: 'other', cents: 350 } });
    expect(scope.getState($cartChoices)).toEqual({ note: 'nut allergy', paymentMethod: 'card', tip: { option: 'other', cents: 350 } });

    const stored = JSON.parse(localStorage.getItem('tabula-order-state') ?? '{}') as { cartChoices: unknown };
    expect(stored.cartChoices).toEqual(scope.getState($cartChoices));
    const reloaded = createTestScope();
    await allSettled(readStoredStateFx, { scope: reloaded });
    expect(reloaded.getState($cartChoices)).toEqual(scope.getState($cartChoices));
  });

  it('resets the tip when the method changes, and only then', async () => {
    const scope = choicesScope();
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    await allSettled(tipPicked, { scope, params: { option: 100, cents: 100 } });
    await allSettled(paymentMethodChosen, { scope, params: 'card' });
    expect(scope.getState($cartChoices).tip).toEqual({ option: 100, cents: 100 });
    await allSettled(paymentMethodChosen, { scope, params: 'cash' });
    expect(scope.getState($cartChoices).tip).toEqual({ option: 200, cents: 0 });
  });

  it('lets them go once the order is placed or the tab ends, and carries them into a tab', async () => {
    const scope = choicesScope();
    await allSettled(cartNoteChanged, { scope, params: 'nut allergy' });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    expect(scope.getState($cartChoices).note).toBe('nut allergy');

    await allSettled(orderPlaced, { scope, params: 'o-t' });
    expect(scope.getState($cartChoices).note).toBe('');

    await allSettled(cartNoteChanged, { scope, params: 'window seat' });
    await allSettled(tabExited, { scope });
    expect(scope.getState($cartChoices).note).toBe('');
  });
});
