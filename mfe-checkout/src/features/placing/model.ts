import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchOrderDetailsFx,
  navigateFx,
  orderPlaced,
  refusalCode,
  storeReset,
  unwrap,
  type ApiRequestError,
  type Order,
  type CheckoutAnswer,
} from '@tabula/shared';
import {
  $linesToPlace,
  orderChanges,
  orderHidden,
  orderReadAfresh,
  orderRefreshRequested,
  orderShown,
  reviewLineOfOrder,
  type ReviewLine,
} from '../order-review';
import { checkout, type CheckoutRequest } from './api/checkout';
import {
  checkoutTableNumber,
  receiptEmailPayload,
  settlesWithoutPayment,
  shownTotalCents,
  submittedWithoutPayment,
} from './checkoutRequest';

export interface CheckoutParams extends Omit<CheckoutRequest, 'table_number' | 'email' | 'tip_amount' | 'total_amount'> {
  orderId: string;
  /** The tip in cents; the API takes major units. */
  tipCents: number;
  table_number: string | null;
  email?: string;
  /** The total (items and tip) the guest was shown, in cents: the API places the order only for it. */
  totalCents?: number;
}

/** Applies the defaults: table '10' when none, and no e-mail field when it is blank. */
export const checkoutFx = createEffect<CheckoutParams, CheckoutAnswer, ApiRequestError>(
  async ({ orderId, table_number, email, tipCents, totalCents, ...rest }) =>
    unwrap(
      await checkout(orderId, {
        ...rest,
        tip_amount: tipCents / 100,
        table_number: checkoutTableNumber(table_number),
        ...receiptEmailPayload(email ?? ''),
        ...(totalCents === undefined ? {} : { total_amount: totalCents / 100 }),
      }),
    ),
);

/**
 * Place Order or Pay went no further because the order is not the one the guest was shown: it changed
 * elsewhere (the screen now shows it as it is, and says how it changed), it expired (the expiry dialog
 * shows), or it was placed already (the order screen follows it).
 */
export class OrderNotAsShown extends Error {
  readonly why: 'changed' | 'expired' | 'placed';
  constructor(why: 'changed' | 'expired' | 'placed') {
    super(`The order is not as the guest was shown it: ${why}`);
    this.name = 'OrderNotAsShown';
    this.why = why;
  }
}

/** What the order, read afresh, means for a Place Order or Pay made with these lines on screen. */
export function orderAsShown(order: Order, shown: readonly ReviewLine[]): OrderNotAsShown | null {
  if (order.has_order_expired) return new OrderNotAsShown('expired');
  if (order.status !== 0) return new OrderNotAsShown('placed');
  if (orderChanges(shown, order.order_items.map(reviewLineOfOrder)).length > 0) return new OrderNotAsShown('changed');
  return null;
}

/** Reads the order afresh before anything is placed or paid; the shared store takes its lines and state. */
const verifyOrderFx = createEffect(async ({ orderId, shown }: { orderId: string; shown: readonly ReviewLine[] }) => {
  const problem = orderAsShown(await fetchOrderDetailsFx(orderId), shown);
  if (problem) throw problem;
});

/** A press that found the order placed already: the screen moves on to it as to an order placed here. */
sample({
  clock: verifyOrderFx.fail,
  filter: ({ error }) => error instanceof OrderNotAsShown && error.why === 'placed',
  fn: ({ params }) => params.orderId,
  target: orderPlaced,
});

/**
 * The order on screen, read afresh as the screen opened or the guest came back to it, was found placed
 * already (another window or tab placed or paid it): the screen says so and offers to follow it at /order,
 * instead of offering Place Order or Pay for it again. The order's id; null while it is open.
 */
export const $placedElsewhere = createStore<string | null>(null)
  .on(
    sample({
      clock: orderReadAfresh,
      source: $linesToPlace,
      filter: (shown, order) => orderAsShown(order, shown)?.why === 'placed',
      fn: (_, order) => order.order_uuid,
    }),
    (_, orderId) => orderId,
  )
  .reset(orderShown, orderHidden, storeReset);

/** The guest follows the order placed elsewhere: the order screen shows it (the kernel holds it as the placed order). */
export const placedElsewhereFollowed = createEvent();

sample({ clock: placedElsewhereFollowed, fn: () => ({ to: '/order' }), target: navigateFx });

/** The API found the order changed or expired since it was read: reading it again shows the guest which. */
sample({
  clock: checkoutFx.failData,
  filter: (error) => ['order_changed', 'order_expired'].includes(refusalCode(error) ?? ''),
  target: orderRefreshRequested,
});

/** The API found the order placed meanwhile (from another window): the screen moves on to it, as above. */
sample({
  clock: checkoutFx.fail,
  filter: ({ error }) => refusalCode(error) === 'order_submitted',
  fn: ({ params }) => params.orderId,
  target: orderPlaced,
});

/**
 * The order is not as the guest was shown it, found before the checkout or by the API: the screen shows
 * the order as it is now, the expiry dialog or the order screen, and adds no message of its own.
 */
export const speaksForItself = (error: unknown): boolean =>
  error instanceof OrderNotAsShown || ['order_changed', 'order_expired', 'order_submitted'].includes(refusalCode(error) ?? '');

interface Placing extends CheckoutParams {
  shown: readonly ReviewLine[];
}

/** Cash or room charge: the order read afresh, then placed for exactly what the guest was shown. */
const placingFx = createEffect<Placing, CheckoutAnswer, unknown>(async ({ shown, ...params }) => {
  await verifyOrderFx({ orderId: params.orderId, shown });
  return checkoutFx({ ...params, totalCents: shownTotalCents(shown, params.tipCents) });
});

/** A cash or room-charge checkout submits the order at once, and so does a card one with nothing to pay. */
sample({
  clock: checkoutFx.done,
  filter: ({ params, result }) => settlesWithoutPayment(params.payment_method) || submittedWithoutPayment(result),
  fn: ({ params }) => params.orderId,
  target: orderPlaced,
});

/** The screen that placed the order has moved on to it. */
export const updatedCleared = createEvent();

/**
 * The guest placed an order here (cash, room charge, or its card payment went through), or pressed Place
 * Order or Pay for one found placed already: whichever screen is open (the cart, the card screen) moves on
 * to /order and clears the flag. An order found submitted on a mere refresh sets nothing.
 */
export const $updated = createStore(false)
  .on(orderPlaced, () => true)
  .on(updatedCleared, () => false)
  .reset(storeReset);

/** What the provider (Stripe.js, the wallet, the test-mode simulator) said to confirming an intent. */
export type ConfirmResult = { ok: true } | { ok: false; reason: string | null };

export interface PaymentAttempt extends CheckoutParams {
  /** Confirms the checkout's payment intent with the provider, by its client secret. */
  confirm: (clientSecret: string) => Promise<ConfirmResult>;
}

/** The provider refused the payment (its reason), or the checkout gave no intent to pay (no reason). */
export class PaymentFailed extends Error {
  readonly reason: string | null;

  constructor(reason: string | null) {
    super(reason ?? 'Payment failed');
    this.name = 'PaymentFailed';
    this.reason = reason;
  }
}

/**
 * Whether a payment went through could not be found out (no answer to the confirmation, then none to the
 * status check): the guest is not told it failed, and is offered no second Pay, until a check tells.
 */
export class PaymentUnknown extends Error {
  constructor() {
    super('Whether the payment went through is not known');
    this.name = 'PaymentUnknown';
  }
}

/**
 * After a confirmation that failed or got no answer: the order says whether the payment went through
 * after all (a paid order is submitted). Read through the shared details call, so the cart follows too.
 */
const paymentWentThroughFx = createEffect<string, boolean, unknown>(async (orderId) => {
  try {
    const order = await fetchOrderDetailsFx(orderId);
    return order.status !== 0 || order.is_paid;
  } catch {
    throw new PaymentUnknown();
  }
});

/**
 * Card payment: the order read afresh, the checkout posted for the total the guest was shown, its
 * intent confirmed; the order is placed once that succeeds. A confirmation that fails or gets no answer
 * is not reported before the order's own state says the payment did not go through.
 */
const payingFx = createEffect<PaymentAttempt & { shown: readonly ReviewLine[] }, string, unknown>(async ({ confirm, shown, ...params }) => {
  await verifyOrderFx({ orderId: params.orderId, shown });
  const placed = await checkoutFx({ ...params, totalCents: shownTotalCents(shown, params.tipCents) });
  const secret = placed.payment_intent?.client_secret;
  if (!secret) throw new PaymentFailed(null);
  const result = await confirm(secret).catch((): ConfirmResult => ({ ok: false, reason: null }));
  if (result.ok) return params.orderId;
  if (await paymentWentThroughFx(params.orderId)) return params.orderId;
  throw new PaymentFailed(result.reason);
});

sample({ clock: payingFx.doneData, target: orderPlaced });

/** A payment in flight: from the checkout call until the provider has answered. */
export const $paying = payingFx.pending;

/** A checkout call or a payment is under way: a second one must not start, on this screen or another. */
export const $checkoutBusy = combine([checkoutFx.pending, placingFx.pending, payingFx.pending, paymentWentThroughFx.pending], (pending) =>
  pending.some(Boolean),
);

/**
 * Place Order for cash or room charge. The guard reads the store when the press comes in, and the
 * checkout it starts marks the store busy at once: three presses in one tick send one request, before
 * the screen has even re-rendered to disable the button. A press that is turned away resolves to null.
 */
export const placeOrderFx = attach({
  source: { busy: $checkoutBusy, shown: $linesToPlace },
  effect: ({ busy, shown }, params: CheckoutParams): Promise<CheckoutAnswer | null> =>
    busy ? Promise.resolve(null) : placingFx({ ...params, shown }),
});

/** Pay (card or wallet), under the same guard as Place Order. Resolves to the paid order, null when turned away. */
export const payFx = attach({
  source: { busy: $checkoutBusy, shown: $linesToPlace },
  effect: ({ busy, shown }, attempt: PaymentAttempt): Promise<string | null> =>
    busy ? Promise.resolve(null) : payingFx({ ...attempt, shown }),
});

/** The guest asks again whether the payment went through ('Check again'). */
export const paymentRechecked = createEvent<string>();

const recheckFx = attach({ effect: paymentWentThroughFx });

sample({ clock: paymentRechecked, target: recheckFx });
sample({ clock: recheckFx.done, filter: ({ result }) => result, fn: ({ params }) => params, target: orderPlaced });

/** The order whose payment may or may not have gone through: Pay waits until a check tells. */
export const $paymentUnknownFor = createStore<string | null>(null)
  .on(payingFx.fail, (_, { params, error }) => (error instanceof PaymentUnknown ? params.orderId : null))
  .reset(payingFx, recheckFx.done, orderPlaced, storeReset);

/** A check that found the order unpaid: the payment did not go through, and Pay is offered again. */
export const paymentFoundUnpaid = sample({ clock: recheckFx.done, filter: ({ result }) => !result, fn: ({ params }) => params });
