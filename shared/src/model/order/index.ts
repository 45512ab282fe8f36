import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { createOrder, orderDetails, reOrder } from '../../api/order';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type { CreatedOrder, Order, OrderStatusReport, Reorder } from '../../entities';
import { belongsInHistory, closesTab } from '../../rules/order-status';
import { reloadWithoutQueryFx } from '../browser';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import {
  $hasTab,
  tabCheckRequested,
  tabCleared,
  tabExited,
  tabExpiredAcknowledged,
  tabExpiredDetected,
  tabStarted,
  type TabStarted,
} from '../tab';
import { $venue, loadVenueFx } from '../venue';

export const createOrderFx = createEffect<{ venueUuid: string }, CreatedOrder, ApiRequestError>(async ({ venueUuid }) =>
  unwrap(await createOrder({ venue_uuid: venueUuid })),
);

export const fetchOrderDetailsFx = createEffect<string, Order, ApiRequestError>(async (orderId) => unwrap(await orderDetails(orderId)));

export const reOrderFx = createEffect<{ orderToCopyUuid: string; orderId: string }, Reorder, ApiRequestError>(
  async ({ orderToCopyUuid, orderId }) => unwrap(await reOrder(orderToCopyUuid, orderId)),
);

export const orderExpiredAcknowledged = createEvent();

/**
 * The guest placed their order: its cash or room-charge checkout went through, or its card payment did
 * (checkout says which). The order leaves the cart for the order screen, and the guest gets a fresh
 * order to keep ordering with.
 */
export const orderPlaced = createEvent<string>();

/** What a check of an order's status found: a closed or expired tab ends the guest's tab. */
export const orderStatusChecked = createEvent<OrderStatusReport>();

/**
 * The order being built: the draft (status 0) dishes are added to, kept under the spec's `orderId`.
 * Once placed it is let go (the order screen follows it as the placed order) and a new draft starts.
 */
export const $orderId = createStore<string | null>(null)
  .on(reOrderFx.doneData, (_, copied) => copied.order_uuid)
  .on(readStoredStateFx.doneData, (_, stored) => stored.orderId)
  .on([tabExited, tabCleared, orderExpiredAcknowledged], () => null)
  .reset(storeReset);

/**
 * The tab expired under the guest: the draft they had (null when none), named before it is let go, so the
 * cart can keep its dishes for the next order.
 */
export const draftOfExpiredTab = sample({ clock: tabExpiredDetected, source: $orderId });

$orderId.on(draftOfExpiredTab, () => null);

persist($orderId, 'orderId', (id) => id);

/**
 * Opening or joining a tab (or a hotel login) hands the guest the tab's order, replacing the draft
 * they had (`previous`): the cart model carries its dishes over.
 */
export const tabOrderArrived = sample({
  clock: tabStarted,
  source: $orderId,
  fn: (previous, tab): { tab: TabStarted; previous: string | null } => ({ tab, previous }),
});

$orderId.on(tabOrderArrived, (_, { tab }) => tab.order_uuid);

/**
 * A created order becomes the draft only if the guest still has none: the menu may create one itself
 * while the store does, and the first to arrive keeps the dishes added to it.
 */
export const orderStarted = sample({
  clock: createOrderFx.doneData,
  source: $orderId,
  filter: (current) => current === null,
  fn: (_, created) => created.order_uuid,
});

$orderId.on(orderStarted, (_, created) => created);

/** Details fetched for the order the guest is building, not for an order viewed from history. */
export const currentOrderFetched = sample({
  clock: fetchOrderDetailsFx.doneData,
  source: $orderId,
  filter: (orderId, order) => order.order_uuid === orderId,
  fn: (_, order) => order,
});

/**
 * The draft turned out to be submitted already: paid by card just before a reload, placed from another
 * window, or decided by the venue. It is the placed order now, whatever its state.
 */
export const draftFoundSubmitted = sample({ clock: currentOrderFetched, filter: (order) => order.status !== 0 });

/** The draft moved on: placed here, or found submitted. */
export const draftPlaced = merge([
  sample({ clock: orderPlaced, source: $orderId, filter: (current, placed) => current === placed, fn: (_, placed) => placed }),
  draftFoundSubmitted.map((order) => order.order_uuid),
]);

$orderId.on(draftPlaced, () => null);

/**
 * The order the guest was building is let go: placed (or found submitted), or its tab ended, or the
 * guest acknowledged that it expired. What they chose for it goes with it.
 */
export const orderLetGo = merge([draftPlaced, tabExited, tabCleared, tabExpiredDetected, orderExpiredAcknowledged]);

/**
 * The draft the current order took over: a tab's order (opened, joined, or a hotel login) carries on
 * the draft's dishes, and what the guest chose for that draft carries on with them, even when the
 * screen that keeps those choices was not loaded at the time. Let go with the order.
 */
export const $carriedFromOrderId = createStore<string | null>(null)
  .on(tabOrderArrived, (_, { tab, previous }) => (previous !== tab.order_uuid ? previous : null))
  .on([orderLetGo, orderStarted], () => null)
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.carriedFromOrderId ?? null)
  .reset(storeReset);

/**
 * The guest's last submitted order, which the order screen follows: placed here, or the draft found
 * submitted already. Any remote may be the one open when either happens, so the kernel records it.
 */
export const $placedOrderId = createStore<string | null>(null)
  .on(orderPlaced, (_, orderId) => orderId)
  .on(draftFoundSubmitted, (_, order) => order.order_uuid)
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.placedOrderId ?? null)
  .reset(storeReset);

/** A placed order is fetched at once: submitted, it joins the history (My Orders, the bill dialog). */
sample({ clock: orderPlaced, target: fetchOrderDetailsFx });

/** A submitted order, for the history. */
export const orderSubmitted = sample({ clock: fetchOrderDetailsFx.doneData, filter: belongsInHistory });

export const $orderDetail = createStore<Order | null>(null)
  .on(currentOrderFetched, (_, order) => order)
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderDetail ?? null)
  .on([orderStarted, tabOrderArrived, draftPlaced, orderExpiredAcknowledged, tabExited, tabCleared, tabExpiredDetected], () => null)
  .reset(storeReset);

export const $orderExpired = createStore(false)
  .on(currentOrderFetched, (expired, order) => expired || order.has_order_expired)
  .on(orderExpiredAcknowledged, () => false)
  .reset(storeReset);

const $orderingVenue = $venue.map((venue) => (venue && !venue.read_only_menu ? venue : null));

/** Whenever the guest is left without an order at a venue that takes them, a fresh one is created. */
const orderNeeded = createEvent();

sample({
  clock: [tabExited, tabCleared, tabExpiredAcknowledged, orderExpiredAcknowledged, draftPlaced, loadVenueFx.done],
  target: orderNeeded,
});

sample({
  clock: orderNeeded,
  source: { venue: $orderingVenue, orderId: $orderId, creating: createOrderFx.pending },
  filter: ({ venue, orderId, creating }) => venue !== null && orderId === null && !creating,
  fn: ({ venue }) => ({ venueUuid: venue?.uuid ?? '' }),
  target: createOrderFx,
});

/**
 * A new current order's details are fetched, so screens that need them (card checkout) have them. A
 * tab's order is fetched by the cart model, once the dishes it carries over are in it.
 */
sample({
  clock: [orderStarted, reOrderFx.doneData.map((copied) => copied.order_uuid)],
  target: fetchOrderDetailsFx,
});

/** On venue load a stored order is refreshed: its status decides whether the cart still stands. */
sample({
  clock: loadVenueFx.done,
  source: $orderId,
  filter: (orderId): orderId is string => orderId !== null,
  target: fetchOrderDetailsFx,
});

/** A 403 on creating an order means the tab expired: it ends the tab, shows 'Your Tab has expired' and reloads without the query. */
const creationForbidden = sample({ clock: createOrderFx.failData, filter: (error) => failureStatus(error) === 403 });
$orderExpired.on(creationForbidden, () => false);
sample({ clock: creationForbidden, target: [tabExpiredDetected, reloadWithoutQueryFx] });

/** Any other refusal ends the tab and retries without it; without a tab there is nothing to retry. */
sample({
  clock: createOrderFx.failData,
  source: $hasTab,
  filter: (hasTab, error) => hasTab && ![0, 403].includes(failureStatus(error)),
  target: tabCleared,
});

/** A 403 on the order's details may mean its tab expired: checking the tab settles it. */
sample({
  clock: fetchOrderDetailsFx.failData,
  filter: (error) => failureStatus(error) === 403,
  target: tabCheckRequested,
});

sample({ clock: orderStatusChecked, filter: closesTab, target: tabCleared });
sample({ clock: orderStatusChecked, filter: (report) => report.has_tab_expired, target: tabExpiredDetected });
