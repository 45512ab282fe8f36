import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $orderHistory,
  $orderId,
  $placedOrderId,
  fetchOrderDetailsFx,
  goBackFx,
  navigateFx,
  orderHistoryLoaded,
  storeReset,
  unwrap,
} from '@tabula/shared';
import type { ApiRequestError, Order } from '@tabula/shared';
import { orderHistory } from './api/orderHistory';

/** Fresh copies of the guest's past orders, for My Orders; the shared history takes them in. */
export const loadOrderHistoryFx = createEffect<string[], Order[], ApiRequestError>(
  async (orderUuids) => unwrap(await orderHistory(orderUuids)).orders,
);

sample({ clock: loadOrderHistoryFx.doneData, target: orderHistoryLoaded });

/** My Orders opened: the stored history is refreshed from the API once per visit. */
export const historyOpened = createEvent();
/** My Orders is gone: the next visit starts loading again. */
export const historyLeft = createEvent();

interface Refresh {
  orderId: string | null;
  /** The orders known when the screen opened, the last placed one included. */
  known: string[];
}

/** What the screen knew when it opened; answers for an earlier visit are told apart by it. */
const $refresh = createStore<Refresh | null>(null).reset(storeReset);

sample({
  clock: historyOpened,
  source: { orderId: $orderId, placed: $placedOrderId, history: $orderHistory },
  fn: ({ orderId, placed, history }): Refresh => ({
    orderId,
    known: [...history.map((order) => order.order_uuid), ...(placed ? [placed] : [])],
  }),
  target: $refresh,
});

const fetchCurrentFx = attach({ effect: fetchOrderDetailsFx });
const loadHistoryFx = attach({ effect: loadOrderHistoryFx });

// The current order is fetched first: once submitted (paid by card just now, say) it belongs in the
// history, which the store files when the order is fetched. Its failure only means it is not filed.
sample({
  clock: historyOpened,
  source: $refresh,
  filter: (refresh) => refresh?.orderId != null,
  fn: (refresh) => refresh?.orderId ?? '',
  target: fetchCurrentFx,
});

const historyDue = sample({
  clock: [fetchCurrentFx.finally, sample({ clock: historyOpened, source: $refresh, filter: (refresh) => refresh?.orderId === null })],
  source: $refresh,
  filter: Boolean,
  fn: ({ orderId, known }) => [...new Set([...known, ...(orderId ? [orderId] : [])])],
});

sample({ clock: historyDue, filter: (uuids) => uuids.length > 0, target: loadHistoryFx });

/** 'failed' lets the screen say the list may be out of date. */
export const $historyRefresh = createStore<'loading' | 'done' | 'failed'>('loading')
  .on(historyDue, (state, uuids) => (uuids.length === 0 ? 'done' : state))
  .on(loadHistoryFx.done, () => 'done')
  .on(loadHistoryFx.fail, () => 'failed')
  .reset(historyOpened, historyLeft, storeReset);

/** The guest opened one of My Orders. */
export const historyOrderPressed = createEvent<Order>();
/** Back from My Orders. */
export const historyBackPressed = createEvent();

// The detail screen reads the order from the entry's state (orderFromState), so it needs no call.
sample({ clock: historyOrderPressed, fn: (order) => ({ to: '/order-detail', state: { order } }), target: navigateFx });

// A guest who opened My Orders directly goes back to the menu.
sample({ clock: historyBackPressed, fn: () => '/menu', target: goBackFx });
