import { allSettled } from 'effector';
import { makeCartLine, makeCategory, makeItem, makeMenu, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { ApiRequestError } from '../../api/result';
// The persisted order state is wired across the domains there.
import '../order-state';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { $orderId, createOrderFx, fetchOrderDetailsFx, reOrderFx } from '../order';
import { $tabId, tabCleared, tabExited, tabExpiredAcknowledged, tabExpiredDetected, tabStarted } from '../tab';
import { $venue } from '../venue';
import {
  $dishesToReAdd,
  $orderList,
  $selectedOrder,
  cartCleared,
  orderLineRemoved,
  orderLineSaved,
  orderLineSelected,
  selectedOrderCleared,
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

describe('dishes of a tab that expired', () => {
  const caesar = makeOrderItem({ item_ref: 7, order_item_id: 1, quantity: 2, price: 9, name: 'Caesar Salad' });

  function expiredUnderTheGuest() {
    const copied: unknown[] = [];
    const scope = createTestScope({
      values: [
        [$venue, makeVenue({ menus: [makeMenu({ menu_categories: [makeCategory({ items: [item] })] })] })],
        [$tabId, 'tab-1'],
        [$orderId, 'o-1'],
        [$orderList, [makeCartLine({ item_id: 7, order_item_id: 1, quantity: 2, name: 'Caesar Salad' })]],
      ],
      handlers: [
        [createOrderFx, () => ({ order_uuid: 'o-2', status: 0, tab_uuid: null })],
        [reOrderFx, (params: unknown) => (copied.push(params), { order_uuid: 'o-2', order_items: [caesar] })],
        [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, order_items: uuid === 'o-2' ? [caesar] : [] })],
      ],
    });
    return { scope, copied };
  }

  it('are kept when the tab expires, across a reload, and copied into the next order once it starts', async () => {
    const { scope, copied } = expiredUnderTheGuest();
    await allSettled(tabExpiredDetected, { scope });
    expect(scope.getState($orderList)).toEqual([]);
    expect(scope.getState($dishesToReAdd)).toEqual({ orderId: 'o-1', quantity: 2 });
    expect(JSON.parse(localStorage.getItem(ORDER_STATE_KEY) ?? '{}').dishesToReAdd).toEqual({ orderId: 'o-1', quantity: 2 });

    await allSettled(tabExpiredAcknowledged, { scope });
    expect(copied).toStrictEqual([{ orderToCopyUuid: 'o-1', orderId: 'o-2' }]);
    expect(scope.getState($orderList).map((line) => [line.name, line.quantity])).toEqual([['Caesar Salad', 2]]);
    expect(scope.getState($dishesToReAdd)).toBeNull();
  });

  it("go into a new tab's order when the guest opens one first", async () => {
    const { scope, copied } = expiredUnderTheGuest();
    await allSettled(tabExpiredDetected, { scope });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 'tab-2', tab_link: 'l', order_uuid: 'o-3', table_number: '7' } });
    expect(copied).toStrictEqual([{ orderToCopyUuid: 'o-1', orderId: 'o-3' }]);
  });

  it('are not kept when the guest exits the tab, or the tab is closed', async () => {
    for (const ended of [tabExited, tabCleared]) {
      const { scope } = expiredUnderTheGuest();
      await allSettled(ended, { scope });
      expect(scope.getState($dishesToReAdd)).toBeNull();
    }
  });

  it('are let go when none can be ordered any more, and wait for the next order when the copy got no answer', async () => {
    const { scope } = expiredUnderTheGuest();
    await allSettled(tabExpiredDetected, { scope });
    const failing = createTestScope({
      values: [[$dishesToReAdd, { orderId: 'o-1', quantity: 2 }]],
      handlers: [[reOrderFx, () => Promise.reject(new ApiRequestError(0, { message: 'offline' }))]],
    });
    await allSettled(tabStarted, { scope: failing, params: { tab_uuid: 'tab-2', tab_link: 'l', order_uuid: 'o-3' } });
    expect(failing.getState($dishesToReAdd)).toEqual({ orderId: 'o-1', quantity: 2 });
    const refused = createTestScope({
      values: [[$dishesToReAdd, { orderId: 'o-1', quantity: 2 }]],
      handlers: [[reOrderFx, () => Promise.reject(new ApiRequestError(400, { message: 'None of these items can be ordered now' }))]],
    });
    await allSettled(tabStarted, { scope: refused, params: { tab_uuid: 'tab-2', tab_link: 'l', order_uuid: 'o-3' } });
    expect(refused.getState($dishesToReAdd)).toBeNull();
  });
});
