import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import type { ItemChoice } from '../../rules/cart-lines';
import { makeCartLine, makeCategory, makeItem, makeMenu, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { fetchOrderDetailsFx, reOrderFx } from '../order';
import { $loader } from '../ui';
import { $venue } from '../venue';
import {
  $orderCount,
  $orderList,
  $selectedOrder,
  addItemFx,
  cartCleared,
  editItemFx,
  orderLineRemoved,
  orderLineSelected,
  selectedOrderCleared,
} from '.';

const item = makeItem({ item_id: 7, name: 'Pizza', price: 10 });
const choice = (quantity: number): ItemChoice => ({ item, priceId: null, selection: {}, quantity, note: '', currency: 'EUR' });

describe('cart', () => {
  it('adds a line and raises the count by its quantity', async () => {
    const scope = createTestScope({
      handlers: [
        [
          addItemFx,
          ({ choice: c }: { choice: ItemChoice }) => makeCartLine({ item_id: c.item.item_id, order_item_id: 1, quantity: c.quantity }),
        ],
      ],
    });
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: choice(2) } });
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: choice(1) } });
    expect(scope.getState($orderList)).toHaveLength(2);
    expect(scope.getState($orderCount)).toBe(3);
  });

  it('edits a line and moves the count by the difference', async () => {
    const scope = createTestScope({
      values: [[$orderList, [makeCartLine({ order_item_id: 5, quantity: 3 }), makeCartLine({ order_item_id: 6, quantity: 1 })]]],
      handlers: [
        [
          editItemFx,
          ({ orderItemId }: { orderItemId: number }) => makeCartLine({ order_item_id: orderItemId, quantity: 1, note: 'edited' }),
        ],
      ],
    });
    expect(scope.getState($orderCount)).toBe(4);
    await allSettled(editItemFx, { scope, params: { orderId: 'o-1', orderItemId: 5, choice: choice(1) } });
    expect(scope.getState($orderCount)).toBe(2);
    expect(scope.getState($orderList).map((l) => l.note)).toEqual(['edited', '']);
  });

  it('removes a line', async () => {
    const scope = createTestScope({
      values: [[$orderList, [makeCartLine({ order_item_id: 5, quantity: 3 })]]],
    });
    await allSettled(orderLineRemoved, { scope, params: 5 });
    expect(scope.getState($orderList)).toEqual([]);
    expect(scope.getState($orderCount)).toBe(0);
  });

  it('turns the loader on during the call and off after, failure included', async () => {
    let during: boolean | undefined;
    const scope = createTestScope({
      handlers: [
        [
          addItemFx,
          () => {
            during = scope.getState($loader);
            return Promise.reject(new ApiRequestError(500, { message: 'x' }));
          },
        ],
      ],
    });
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: choice(1) } });
    expect(during).toBe(true);
    expect(scope.getState($loader)).toBe(false);
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('refetches the order on 403', async () => {
    const fetched: string[] = [];
    const scope = createTestScope({
      handlers: [
        [editItemFx, () => Promise.reject(new ApiRequestError(403, { message: 'Forbidden' }))],
        [fetchOrderDetailsFx, (uuid: string) => (fetched.push(uuid), makeOrder({ order_uuid: uuid }))],
      ],
    });
    await allSettled(editItemFx, { scope, params: { orderId: 'o-9', orderItemId: 1, choice: choice(1) } });
    expect(fetched).toEqual(['o-9']);
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
    expect(scope.getState($orderCount)).toBe(2);
  });
});

describe('addItemFx', () => {
  it("sends the chosen item and keeps the server's line id and prices", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          order_item_id: 91,
          name: 'Pizza',
          quantity: 2,
          price: 10.5,
          price_id: null,
          note: 'hot',
          order_item_options: [],
          item_ref: 7,
          order_price: 21,
        }),
      ),
    );
    const scope = createTestScope();
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: { ...choice(2), note: 'hot' } } });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/order/o-1/add-item/');
    expect(JSON.parse(String(init?.body))).toEqual({ item_id: 7, options: [], quantity: 2, note: 'hot', price_id: null });
    expect(scope.getState($orderList)).toMatchObject([{ item_id: 7, order_item_id: 91, quantity: 2, itemPrice: 10.5, itemOrderPrice: 21 }]);
    fetchSpy.mockRestore();
  });
});
