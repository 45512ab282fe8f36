import { createEffect, createEvent, createStore, sample } from 'effector';
import { addItem, editItem, removeItem } from '../../api/order';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type { OrderLineResponse } from '../../api/types';
import type { CartOrderItem } from '../../entities';
import { cartLineFromChoice, cartLinesFromOrderItems, type ItemChoice } from '../../rules/cart-lines';
import { shouldClearCart } from '../../rules/order-status';
import { cartItemCount, lineTotal } from '../../rules/pricing';
import {
  createOrderFx,
  currentOrderFetched,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  reOrderFx,
} from '../order';
import { readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { tabCleared, tabExited, tabExpiredDetected, tabStarted } from '../tab';
import { $currency, $venue } from '../venue';

const requestOf = (line: CartOrderItem) => ({
  item_id: line.item_id,
  options: line.options,
  quantity: line.quantity,
  note: line.note,
  price_id: line.price_id,
});

/** The server prices the line; its figures replace the client's estimate. */
const mergedWithServer = (line: CartOrderItem, server: OrderLineResponse): CartOrderItem => ({
  ...line,
  order_item_id: server.order_item_id,
  quantity: server.quantity,
  note: server.note,
  itemPrice: server.price,
  itemOrderPrice: lineTotal(server.price, server.quantity),
});

export const addItemFx = createEffect<{ orderId: string; choice: ItemChoice }, CartOrderItem, ApiRequestError>(
  async ({ orderId, choice }) => {
    const line = cartLineFromChoice(choice);
    return mergedWithServer(line, unwrap(await addItem(orderId, requestOf(line))));
  },
);

export const editItemFx = createEffect<{ orderId: string; orderItemId: number; choice: ItemChoice }, CartOrderItem, ApiRequestError>(
  async ({ orderId, orderItemId, choice }) => {
    const line = cartLineFromChoice(choice, orderItemId);
    return mergedWithServer(line, unwrap(await editItem(orderId, { order_item_id: orderItemId, ...requestOf(line) })));
  },
);

/** Resolves with the removed line's id. */
export const removeItemFx = createEffect<{ orderId: string; orderItemId: number }, number, ApiRequestError>(
  async ({ orderId, orderItemId }) => {
    unwrap(await removeItem(orderId, { order_item_id: orderItemId }));
    return orderItemId;
  },
);

export const cartCleared = createEvent();
/** The line the item screen edits. */
export const orderLineSelected = createEvent<CartOrderItem>();
/** Leaving the item screen clears the selected line. */
export const selectedOrderCleared = createEvent();

export const $orderList = createStore<CartOrderItem[]>([])
  .on(addItemFx.doneData, (list, line) => [...list, line])
  .on(editItemFx.doneData, (list, line) => list.map((entry) => (entry.order_item_id === line.order_item_id ? line : entry)))
  .on(removeItemFx.doneData, (list, id) => list.filter((entry) => entry.order_item_id !== id))
  .on(cartCleared, () => [])
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderList ?? [])
  .reset(storeReset);

/** Adding raises it by the quantity, editing moves it by the difference: it is the sum of quantities. */
export const $orderCount = $orderList.map(cartItemCount);

export const $selectedOrder = createStore<CartOrderItem | null>(null)
  .on(orderLineSelected, (_, line) => line)
  .on([selectedOrderCleared, cartCleared], () => null)
  .reset(storeReset);

/** A new or ended order has no cart; a submitted or empty one loses it (spec §4). */
sample({
  clock: [
    createOrderFx.done,
    tabStarted,
    tabExited,
    tabCleared,
    tabExpiredDetected,
    orderExpiredAcknowledged,
    sample({ clock: currentOrderFetched, filter: shouldClearCart }),
  ],
  target: cartCleared,
});

/** Copied items become cart lines, completed from the menu. */
sample({
  clock: reOrderFx.doneData,
  source: { venue: $venue, currency: $currency },
  fn: ({ venue, currency }, copied) => cartLinesFromOrderItems(copied.order_items, venue?.menus ?? [], currency),
  target: $orderList,
});

/** Spec §8: a 403 on add or edit means the order changed under the guest; refetching settles it. */
sample({
  clock: [addItemFx.fail, editItemFx.fail],
  filter: ({ error }) => failureStatus(error) === 403,
  fn: ({ params }) => params.orderId,
  target: fetchOrderDetailsFx,
});
