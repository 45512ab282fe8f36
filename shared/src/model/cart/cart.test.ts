import { allSettled } from 'effector';
import { makeCartLine, makeCategory, makeItem, makeMenu, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { fetchOrderDetailsFx, reOrderFx } from '../order';
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
