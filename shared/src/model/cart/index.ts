import { createEffect, createEvent, createStore, sample } from 'effector';
import { addItem, editItem } from '../../api/order';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type { OrderLineResponse } from '../../api/types';
import type { CartOrderItem } from '../../entities';
import { cartLineFromChoice, cartLinesFromOrderItems, type ItemChoice } from '../../rules/cart-lines';
import { shouldClearCart } from '../../rules/order-status';
import { cartItemCount, lineTotal } from '../../rules/pricing';
import {
  currentOrderFetched,
  draftPlaced,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderStarted,
  reOrderFx,
  tabOrderArrived,
} from '../order';
import { readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { tabCleared, tabExited, tabExpiredDetected } from '../tab';
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

/** The server removed the line with this id from the order (the cart screen asks it to). */
export const orderLineRemoved = createEvent<number>();

export const cartCleared = createEvent();
/** The line the item screen edits. */
export const orderLineSelected = createEvent<CartOrderItem>();
/** Leaving the item screen clears the selected line. */
export const selectedOrderCleared = createEvent();

export const $orderList = createStore<CartOrderItem[]>([])
  .on(addItemFx.doneData, (list, line) => [...list, line])
  .on(editItemFx.doneData, (list, line) => list.map((entry) => (entry.order_item_id === line.order_item_id ? line : entry)))
  .on(orderLineRemoved, (list, id) => list.filter((entry) => entry.order_item_id !== id))
  .on(cartCleared, () => [])
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderList ?? [])
  .reset(storeReset);

/** Adding raises it by the quantity, editing moves it by the difference: it is the sum of quantities. */
export const $orderCount = $orderList.map(cartItemCount);

export const $selectedOrder = createStore<CartOrderItem | null>(null)
  .on(orderLineSelected, (_, line) => line)
  .on([selectedOrderCleared, cartCleared], () => null)
  .reset(storeReset);

/**
 * The cart a tab's order arrives to, read before it is cleared: dishes already in it go with the guest
 * into the tab's order (opening a tab, or logging in as a hotel guest to charge the room), copied by
 * the API from the draft they were added to.
 */
const tabCartHandedOver = sample({
  clock: tabOrderArrived,
  source: $orderList,
  fn: (lines, { tab, previous }) => ({ orderId: tab.order_uuid, previous, carried: lines.length > 0 && previous !== tab.order_uuid }),
});

sample({
  clock: tabCartHandedOver,
  filter: ({ previous, carried }) => carried && previous !== null,
  fn: ({ orderId, previous }) => ({ orderToCopyUuid: previous ?? '', orderId }),
  target: reOrderFx,
});

/** With nothing to carry over, the tab's order is fetched now; else once the copy is done (order model). */
sample({
  clock: tabCartHandedOver,
  filter: ({ previous, carried }) => !(carried && previous !== null),
  fn: ({ orderId }) => orderId,
  target: fetchOrderDetailsFx,
});

/** A new, placed or ended order has no cart; a submitted or empty one loses it (spec §4). */
sample({
  clock: [
    orderStarted,
    tabCartHandedOver,
    draftPlaced,
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
