import { attach, createEvent, createStore, sample } from 'effector';
import { failureStatus } from '../../api/result';
import type { CartOrderItem } from '../../entities';
import { cartLinesFromOrderItems } from '../../rules/cart-lines';
import { shouldClearCart } from '../../rules/order-status';
import {
  currentOrderFetched,
  draftPlaced,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderStarted,
  draftOfExpiredTab,
  reOrderFx,
  tabOrderArrived,
} from '../order';
import { readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { tabCleared, tabExited, tabStarted } from '../tab';
import { $currency, $venue } from '../venue';

/** The server removed the line with this id from the order (the cart screen asks it to). */
export const orderLineRemoved = createEvent<number>();

export const cartCleared = createEvent();
/** The server took a line the guest added or changed: it replaces the line with its id, or joins the cart. */
export const orderLineSaved = createEvent<CartOrderItem>();
/** The line the item screen edits. */
export const orderLineSelected = createEvent<CartOrderItem>();
/** Leaving the item screen clears the selected line. */
export const selectedOrderCleared = createEvent();

export const $orderList = createStore<CartOrderItem[]>([])
  .on(orderLineSaved, (list, line) =>
    list.some((entry) => entry.order_item_id === line.order_item_id)
      ? list.map((entry) => (entry.order_item_id === line.order_item_id ? line : entry))
      : [...list, line],
  )
  .on(orderLineRemoved, (list, id) => list.filter((entry) => entry.order_item_id !== id))
  .on(cartCleared, () => [])
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderList ?? [])
  .reset(storeReset);

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

/** The cart of a tab that expired, read before it is cleared. */
const expiredTabCart = sample({
  clock: draftOfExpiredTab,
  source: $orderList,
  fn: (lines, orderId) => ({ orderId, lines }),
});

/** A new, placed or ended order has no cart; a submitted or empty one loses it. */
sample({
  clock: [
    orderStarted,
    tabCartHandedOver,
    draftPlaced,
    tabExited,
    tabCleared,
    expiredTabCart,
    orderExpiredAcknowledged,
    sample({ clock: currentOrderFetched, filter: shouldClearCart }),
  ],
  target: cartCleared,
});

/**
 * The cart is the server's order: each time the draft is fetched (venue load, the cart and card screens
 * looking again, before Place Order or Pay) its lines replace the ones kept here, so dishes another
 * window or guest added or removed show, and no line is shown that the order does not hold.
 */
sample({
  clock: sample({ clock: currentOrderFetched, filter: (order) => !shouldClearCart(order) }),
  source: { venue: $venue, currency: $currency },
  fn: ({ venue, currency }, order) => cartLinesFromOrderItems(order.order_items, venue?.menus ?? [], currency),
  target: $orderList,
});

/** Copied items become cart lines, completed from the menu. */
sample({
  clock: reOrderFx.doneData,
  source: { venue: $venue, currency: $currency },
  fn: ({ venue, currency }, copied) => cartLinesFromOrderItems(copied.order_items, venue?.menus ?? [], currency),
  target: $orderList,
});

/** The dishes of an order whose tab expired under the guest: the order they are in, and how many. */
export interface DishesToReAdd {
  orderId: string;
  quantity: number;
}

/**
 * A tab that expires does not take the guest's dishes with it: nobody removed them, and a guest still at
 * the table expects to find them when ordering on. Its order can take nothing more, so the next order the
 * guest gets (the fresh draft after the tab-expired dialog's OK, or a new tab's order) is given copies of
 * them at today's prices, as a re-order copies a past order's. Copying them at once, rather than offering
 * a 'Re-add' action, leaves the guest where they were: their cart as it was, on their next order. Kept
 * until copied, across a reload.
 */
export const $dishesToReAdd = createStore<DishesToReAdd | null>(null)
  .on(expiredTabCart, (kept, { orderId, lines }) =>
    orderId !== null && lines.length > 0 ? { orderId, quantity: lines.reduce((sum, line) => sum + line.quantity, 0) } : kept,
  )
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.dishesToReAdd ?? null)
  .reset(tabExited, tabCleared, storeReset);

const reAddDishesFx = attach({ effect: reOrderFx });

/** The guest's next order: a fresh draft, or the order of a tab they open or join. */
const nextOrderArrived = sample({ clock: [orderStarted, tabStarted.map((tab) => tab.order_uuid)] });

sample({
  clock: nextOrderArrived,
  source: { dishes: $dishesToReAdd, copying: reAddDishesFx.pending },
  filter: ({ dishes, copying }, orderId) => dishes !== null && dishes.orderId !== orderId && !copying,
  fn: ({ dishes }, orderId) => ({ orderToCopyUuid: dishes?.orderId ?? '', orderId }),
  target: reAddDishesFx,
});

// Copied, or refused (none of them on the menu any more): they are in the next order, or gone. Without an
// answer (offline) they wait for the guest's next order.
$dishesToReAdd.reset(reAddDishesFx.done, reAddDishesFx.failData.filter({ fn: (error) => failureStatus(error) !== 0 }));
