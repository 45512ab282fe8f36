import { allSettled } from 'effector';
import { makeCartLine, makeCategory, makeItem, makeMenu, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { $orderId, fetchOrderDetailsFx, reOrderFx } from '../order';
import { $venue } from '../venue';
import { $orderList, $selectedOrder, cartCleared, orderLineRemoved, orderLineSaved, orderLineSelected, selectedOrderCleared } from '.';

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
    });
    await allSettled(orderLineRemoved, { scope, params: 5 });
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

  it("shows the server's order when the draft is fetched: a line added elsewhere joins, one removed elsewhere goes", async () => {
    const venue = makeVenue({ menus: [makeMenu({ menu_categories: [makeCategory({ items: [item] })] })] });
    const elsewhere = makeOrderItem({ item_ref: 7, order_item_id: 45, quantity: 1, price: 10, name: 'Pizza' });
    const scope = createTestScope({
      values: [
        [$venue, venue],
        [$orderId, 'o-1'],
        [$orderList, [makeCartLine({ order_item_id: 44, name: 'Nachos' })]],
      ],
      handlers: [[fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, status: 0, order_items: [elsewhere] })]],
    });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($orderList).map((line) => [line.order_item_id, line.name, line.quantity])).toEqual([[45, 'Pizza', 1]]);
    // An order viewed from the history is not the cart.
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-old' });
    expect(scope.getState($orderList).map((line) => line.order_item_id)).toEqual([45]);
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
