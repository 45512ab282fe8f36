import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { checkout, createOrder, orderDetails, orderStatus, reOrder, requestService } from '../../api/order';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import type {
  CheckoutRequest,
  CheckoutResponse,
  CreateOrderResponse,
  ReOrderResponse,
  ServiceRequest,
  ServiceRequestResponse,
} from '../../api/types';
import type { Order, OrderStatusReport, PaymentIntent } from '../../entities';
import { belongsInHistory, closesTab, orderStatusClass } from '../../rules/order-status';
import { checkoutTableNumber, settlesWithoutPayment } from '../../rules/payment';
import { receiptEmailPayload } from '../../rules/validation';
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
} from '../tab';
import { $venue, loadVenueFx } from '../venue';

export const createOrderFx = createEffect<{ venueUuid: string }, CreateOrderResponse, ApiRequestError>(async ({ venueUuid }) =>
  unwrap(await createOrder({ venue_uuid: venueUuid })),
);

export const fetchOrderDetailsFx = createEffect<string, Order, ApiRequestError>(async (orderUuid) =>
  unwrap(await orderDetails(orderUuid)),
);

export const checkOrderStatusFx = createEffect<string, OrderStatusReport, ApiRequestError>(async (orderUuid) =>
  unwrap(await orderStatus(orderUuid)),
);

export interface CheckoutParams extends Omit<CheckoutRequest, 'table_number' | 'email'> {
  orderId: string;
  table_number: string | null;
  email?: string;
}

/** Applies the spec's defaults: table '10' when none, and no e-mail field when it is blank. */
export const checkoutFx = createEffect<CheckoutParams, CheckoutResponse, ApiRequestError>(
  async ({ orderId, table_number, email, ...rest }) =>
    unwrap(
      await checkout(orderId, {
        ...rest,
        table_number: checkoutTableNumber(table_number),
        ...receiptEmailPayload(email ?? ''),
      }),
    ),
);

export const requestServiceFx = createEffect<ServiceRequest & { orderId: string }, ServiceRequestResponse, ApiRequestError>(
  async ({ orderId, ...request }) => unwrap(await requestService(orderId, request)),
);

export const reOrderFx = createEffect<{ orderToCopyUuid: string; orderId: string }, ReOrderResponse, ApiRequestError>(
  async ({ orderToCopyUuid, orderId }) => unwrap(await reOrder(orderToCopyUuid, orderId)),
);

export const orderExpiredAcknowledged = createEvent();
export const updatedCleared = createEvent();

export const $orderId = createStore<string | null>(null)
  .on(createOrderFx.doneData, (_, created) => created.order_uuid)
  .on(tabStarted, (_, tab) => tab.order_uuid)
  .on(reOrderFx.doneData, (_, copied) => copied.order_uuid)
  .on(readStoredStateFx.doneData, (_, stored) => stored.orderId)
  .on([tabExited, tabCleared, tabExpiredDetected, orderExpiredAcknowledged], () => null)
  .reset(storeReset);

persist($orderId, 'orderId', (id) => id);

/** Details fetched for the order the guest is building, not for an order viewed from history. */
export const currentOrderFetched = sample({
  clock: fetchOrderDetailsFx.doneData,
  source: $orderId,
  filter: (orderId, order) => order.order_uuid === orderId,
  fn: (_, order) => order,
});

/** Accepted or declined: the order id is let go and a fresh order starts. */
export const orderFinished = sample({
  clock: currentOrderFetched,
  filter: (order) => orderStatusClass(order.status) === 'finished',
});

/** A submitted order, for the history. */
export const orderSubmitted = sample({ clock: fetchOrderDetailsFx.doneData, filter: belongsInHistory });

$orderId.on(orderFinished, () => null);

export const $orderDetail = createStore<Order | null>(null)
  .on(currentOrderFetched, (_, order) => order)
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.orderDetail ?? null)
  .on([createOrderFx.done, tabStarted, orderFinished, orderExpiredAcknowledged, tabExited, tabCleared, tabExpiredDetected], () => null)
  .reset(storeReset);

export const $orderExpired = createStore(false)
  .on(currentOrderFetched, (expired, order) => expired || order.has_order_expired)
  .on(orderExpiredAcknowledged, () => false)
  .reset(storeReset);

export const $paymentIntent = createStore<PaymentIntent | null>(null)
  .on(checkoutFx.doneData, (_, result) => result.payment_intent)
  .on(createOrderFx.done, () => null)
  .reset(storeReset);

/** A cash or room-charge checkout went through: the cart screen moves on to /order (card waits for the payment). */
export const $updated = createStore(false)
  .on(checkoutFx.done, (updated, { params }) => updated || settlesWithoutPayment(params.payment_method))
  .on(updatedCleared, () => false)
  .reset(storeReset);

const $orderingVenue = $venue.map((venue) => (venue && !venue.read_only_menu ? venue : null));

/** Whenever the guest is left without an order at a venue that takes them, a fresh one is created. */
const orderNeeded = createEvent();

sample({
  clock: [tabExited, tabCleared, tabExpiredAcknowledged, orderExpiredAcknowledged, orderFinished, loadVenueFx.done],
  target: orderNeeded,
});

sample({
  clock: orderNeeded,
  source: combine({ venue: $orderingVenue, orderId: $orderId, creating: createOrderFx.pending }),
  filter: ({ venue, orderId, creating }) => venue !== null && orderId === null && !creating,
  fn: ({ venue }) => ({ venueUuid: venue?.uuid ?? '' }),
  target: createOrderFx,
});

/** A new current order's details are fetched, so screens that need them (card checkout) have them. */
sample({
  clock: [createOrderFx.doneData, tabStarted, reOrderFx.doneData],
  fn: (started) => started.order_uuid,
  target: fetchOrderDetailsFx,
});

/** On venue load a stored order is refreshed: its status decides whether the cart still stands. */
sample({
  clock: loadVenueFx.done,
  source: $orderId,
  filter: (orderId): orderId is string => orderId !== null,
  target: fetchOrderDetailsFx,
});

/** Spec §8: 403 on creation ends the tab, shows 'Your Tab has expired' and reloads without the query. */
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

/** Spec §8 leaves the 403 action unshown; checking the tab settles whether it has expired. */
sample({
  clock: fetchOrderDetailsFx.failData,
  filter: (error) => failureStatus(error) === 403,
  target: tabCheckRequested,
});

sample({ clock: checkOrderStatusFx.doneData, filter: closesTab, target: tabCleared });
sample({ clock: checkOrderStatusFx.doneData, filter: (report) => report.has_tab_expired, target: tabExpiredDetected });
