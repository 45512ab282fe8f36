import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { orderPlaced, storeReset, unwrap, type ApiRequestError } from '@tabula/shared';
import { checkout, type CheckoutRequest, type CheckoutResponse } from './api/checkout';
import { checkoutTableNumber, receiptEmailPayload, settlesWithoutPayment } from './checkoutRequest';

export interface CheckoutParams extends Omit<CheckoutRequest, 'table_number' | 'email' | 'tip_amount'> {
  orderId: string;
  /** The tip in cents; the API takes major units. */
  tipCents: number;
  table_number: string | null;
  email?: string;
}

/** Applies the defaults: table '10' when none, and no e-mail field when it is blank. */
export const checkoutFx = createEffect<CheckoutParams, CheckoutResponse, ApiRequestError>(
  async ({ orderId, table_number, email, tipCents, ...rest }) =>
    unwrap(
      await checkout(orderId, {
        ...rest,
        tip_amount: tipCents / 100,
        table_number: checkoutTableNumber(table_number),
        ...receiptEmailPayload(email ?? ''),
      }),
    ),
);

/** A cash or room-charge checkout submits the order at once. */
sample({
  clock: checkoutFx.done,
  filter: ({ params }) => settlesWithoutPayment(params.payment_method),
  fn: ({ params }) => params.orderId,
  target: orderPlaced,
});

/** The screen that placed the order has moved on to it. */
export const updatedCleared = createEvent();

/**
 * The guest placed an order here (cash, room charge, or its card payment went through): whichever screen
 * is open (the cart, the card screen) moves on to /order and clears the flag. An order found submitted
 * on a refresh sets nothing: the guest did not just place it.
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

/** Card payment: post the checkout, confirm its intent; the order is placed once that succeeds. */
const payingFx = createEffect<PaymentAttempt, string, unknown>(async ({ confirm, ...params }) => {
  const placed = await checkoutFx(params);
  const secret = placed.payment_intent?.client_secret;
  if (!secret) throw new PaymentFailed(null);
  const result = await confirm(secret);
  if (!result.ok) throw new PaymentFailed(result.reason);
  return params.orderId;
});

sample({ clock: payingFx.doneData, target: orderPlaced });

/** A payment in flight: from the checkout call until the provider has answered. */
export const $paying = payingFx.pending;

/** A checkout call or a payment is under way: a second one must not start, on this screen or another. */
export const $checkoutBusy = combine(checkoutFx.pending, payingFx.pending, (checkingOut, paying) => checkingOut || paying);

/**
 * Place Order for cash or room charge. The guard reads the store when the press comes in, and the
 * checkout it starts marks the store busy at once: three presses in one tick send one request, before
 * the screen has even re-rendered to disable the button. A press that is turned away resolves to null.
 */
export const placeOrderFx = attach({
  source: $checkoutBusy,
  effect: (busy, params: CheckoutParams): Promise<CheckoutResponse | null> => (busy ? Promise.resolve(null) : checkoutFx(params)),
});

/** Pay (card or wallet), under the same guard as Place Order. Resolves to the paid order, null when turned away. */
export const payFx = attach({
  source: $checkoutBusy,
  effect: (busy, attempt: PaymentAttempt): Promise<string | null> => (busy ? Promise.resolve(null) : payingFx(attempt)),
});
