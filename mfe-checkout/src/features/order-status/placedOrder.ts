import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $orderHistory,
  $placedOrderId,
  draftFoundSubmitted,
  fetchOrderDetailsFx,
  keepInSession,
  orderStatusChecked,
  storeReset,
  unwrap,
} from '@tabula/shared';
import type { ApiRequestError, OrderStatusReport } from '@tabula/shared';
import { orderStatus } from './api/orderStatus';
import { orderScreenState, type OrderScreenState } from './screenState';

/** The last order the guest submitted, which the order screen follows, and what it last learnt of it. */
export interface PlacedOrder {
  order_uuid: string;
  state: OrderScreenState;
}

export const checkOrderStatusFx = createEffect<string, OrderStatusReport, ApiRequestError>(async (orderUuid) =>
  unwrap(await orderStatus(orderUuid)),
);

/** The kernel learns what every check found: a closed or expired tab ends the guest's tab. */
sample({ clock: checkOrderStatusFx.doneData, target: orderStatusChecked });

/** What the screen learnt of an order's outcome, from a status check or fresh details. */
const outcomeLearnt = sample({
  clock: [
    checkOrderStatusFx.done.map(({ params, result }): PlacedOrder => ({ order_uuid: params, state: orderScreenState(result) })),
    fetchOrderDetailsFx.doneData.map((order): PlacedOrder => ({ order_uuid: order.order_uuid, state: orderScreenState(order) })),
  ],
  source: $placedOrderId,
  filter: (placedId, learnt) => learnt.order_uuid === placedId,
  fn: (_, learnt) => learnt,
});

/** The last outcome learnt of the placed order; a draft found submitted comes with its own. */
export const $placedOrderOutcome = createStore<PlacedOrder | null>(null)
  .on(outcomeLearnt, (_, learnt) => learnt)
  .on(draftFoundSubmitted, (_, order) => ({ order_uuid: order.order_uuid, state: orderScreenState(order) }))
  .reset(storeReset);

/**
 * The guest's last submitted order (the kernel records which, whichever remote was open), with what is
 * known of it: the outcome the order screen learnt, or else what the kernel's history holds for it (the
 * kernel may have found the order decided while no checkout screen was loaded), else 'waiting'. An
 * outcome never goes back to 'waiting' once either source knows it was decided.
 */
export const $placedOrder = combine(
  $placedOrderId,
  $placedOrderOutcome,
  $orderHistory,
  (placedId, outcome, history): PlacedOrder | null => {
    if (placedId === null) return null;
    const learnt = outcome?.order_uuid === placedId ? outcome.state : 'waiting';
    const filed = history.find((order) => order.order_uuid === placedId);
    return { order_uuid: placedId, state: learnt === 'waiting' && filed ? orderScreenState(filed) : learnt };
  },
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const SCREEN_STATES: readonly unknown[] = ['waiting', 'confirmed', 'declined', 'expired'] satisfies OrderScreenState[];

/**
 * The placed order as last fetched: the kernel files a submitted order in the history whenever its details
 * are fetched, so what was refunded, or which room was charged, is read there. Null until fetched.
 */
export const $placedOrderDetails = combine(
  $placedOrderId,
  $orderHistory,
  (placedId, history) => history.find((order) => order.order_uuid === placedId) ?? null,
);

/** Money given back for the placed order (its card payment, once the venue declined it or let it expire); null when none. */
export const $placedOrderRefund = $placedOrderDetails.map((order) =>
  order && order.refunded_cents > 0 ? { cents: order.refunded_cents, currency: order.currency } : null,
);

/** A screen about the placed order's outcome (declined, expired) reads its details afresh, for the refund. */
export const placedOrderDetailsRequested = createEvent();

const placedDetailsFx = attach({ effect: fetchOrderDetailsFx });

sample({
  clock: placedOrderDetailsRequested,
  source: $placedOrderId,
  filter: (placedId): placedId is string => placedId !== null,
  target: placedDetailsFx,
});

/** Tolerates anything: a corrupt or older stored value is no placed order, an unknown state is 'waiting'. */
export function parsePlacedOrder(value: unknown): PlacedOrder | null {
  if (!isRecord(value) || typeof value.order_uuid !== 'string' || value.order_uuid === '') return null;
  return { order_uuid: value.order_uuid, state: SCREEN_STATES.includes(value.state) ? (value.state as OrderScreenState) : 'waiting' };
}

/** The order screen finds the outcome it learnt again after a reload, kept in the guest's session under this name. */
export const PLACED_ORDER = 'placed-order';

/** Reads the stored outcome again, as a reload does. */
export const restorePlacedOrderFx = keepInSession(PLACED_ORDER, $placedOrderOutcome, parsePlacedOrder, 'tabula-placed-order');

restorePlacedOrderFx();
