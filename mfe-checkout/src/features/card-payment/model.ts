import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { PaymentRequest, Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { fetchOrderDetailsFx, storeReset } from '@tabula/shared';
import {
  PaymentFailed,
  PaymentUnknown,
  isCheckoutAllowed,
  payFx,
  paymentFoundUnpaid,
  placeOrderFx,
  speaksForItself,
  type PaymentAttempt,
  type CheckoutParams,
} from '../placing';
import { loadPaymentConfigFx } from './paymentConfig';
import { stripeFor } from './stripe';
import { availableWallet } from './walletMethod';

/** A failure kept as it came (the provider's refusal or the API's error); the screen words it. */
export interface Failure {
  error: unknown;
}

/** The card screen opened for an order (null when nothing was handed to it). */
export const checkoutOpened = createEvent<string | null>();
/** The card screen is gone: what it learnt belongs to that visit, and must not greet the next one. */
export const checkoutLeft = createEvent();

/** Pay on the card form (Stripe's elements or the test-mode fields). */
export const cardPaymentSubmitted = createEvent<PaymentAttempt>();
/** The wallet sheet gave a payment method; `closeSheet` tells the sheet how the payment ended. */
export const walletPaymentSubmitted = createEvent<WalletAttempt>();
/** Charge my room. */
export const roomChargeSubmitted = createEvent<CheckoutParams>();

export interface WalletAttempt extends PaymentAttempt {
  closeSheet: (status: 'success' | 'fail') => void;
}

const cardPayFx = attach({ effect: payFx });
const roomChargeFx = attach({ effect: placeOrderFx });

const walletPayFx = attach({
  effect: payFx,
  mapParams: ({ closeSheet, ...attempt }: WalletAttempt): PaymentAttempt => attempt,
});

/** The sheet is told the outcome: a payment turned away (another one was under way) ends it as failed. */
const closeSheetFx = createEffect(({ closeSheet, status }: { closeSheet: WalletAttempt['closeSheet']; status: 'success' | 'fail' }) =>
  closeSheet(status),
);

sample({
  clock: walletPayFx.finally,
  fn: (answer) => ({
    closeSheet: answer.params.closeSheet,
    status: answer.status === 'done' && answer.result ? ('success' as const) : ('fail' as const),
  }),
  target: closeSheetFx,
});

sample({ clock: cardPaymentSubmitted, target: cardPayFx });
sample({ clock: walletPaymentSubmitted, target: walletPayFx });
sample({ clock: roomChargeSubmitted, target: roomChargeFx });

/**
 * A failure the guest reads as such. An order not as shown speaks for itself (the screen shows the order
 * as it is now, the expiry dialog, or the order screen), and a payment not known to have failed is not one.
 */
const failureOf = (_: Failure | null, error: unknown): Failure | null =>
  speaksForItself(error) || error instanceof PaymentUnknown ? null : { error };

/** Why the last Pay failed; a new Pay or leaving the screen clears it. */
export const $cardFailure = createStore<Failure | null>(null)
  .on(cardPayFx.failData, failureOf)
  .on(paymentFoundUnpaid, () => ({ error: new PaymentFailed(null) }))
  .reset(cardPaymentSubmitted, checkoutOpened, checkoutLeft, storeReset);

/** Why the last wallet payment failed; a new one or leaving the screen clears it. */
export const $walletFailure = createStore<Failure | null>(null)
  .on(walletPayFx.failData, failureOf)
  .reset(walletPaymentSubmitted, checkoutOpened, checkoutLeft, storeReset);

/** Why the room could not be charged; a new try or leaving the screen clears it. */
export const $roomChargeFailure = createStore<Failure | null>(null)
  .on(roomChargeFx.failData, failureOf)
  .reset(roomChargeSubmitted, checkoutOpened, checkoutLeft, storeReset);

/** The card was paid: the form stays locked until the screen has moved on to the order. */
export const $cardPaid = createStore(false)
  .on(cardPayFx.doneData, (paid, order) => paid || order !== null)
  .reset(checkoutOpened, checkoutLeft, storeReset);

export const $roomCharging = roomChargeFx.pending;

/**
 * Whether the order handed over may still be paid: read fresh from the API once, when the screen opens.
 * 'placed': it was paid already, and the order screen follows it.
 */
export type CheckoutGate = 'checking' | 'open' | 'closed' | 'placed';

const $openedOrder = createStore<string | null>(null).on(checkoutOpened, (_, orderId) => orderId);

const checkOrderOpenFx = attach({ effect: fetchOrderDetailsFx });

sample({ clock: checkoutOpened, filter: (orderId): orderId is string => orderId !== null, target: checkOrderOpenFx });
sample({ clock: checkoutOpened, target: loadPaymentConfigFx });

/** An order that cannot be read is not paid for here. Only the answer for the order now open counts. */
export const $checkoutGate = createStore<CheckoutGate>('checking').reset(checkoutOpened, checkoutLeft, storeReset);

sample({
  clock: checkOrderOpenFx.finally,
  source: $openedOrder,
  filter: (opened, answer) => opened === answer.params,
  fn: (_, answer): CheckoutGate => {
    if (answer.status !== 'done') return 'closed';
    if (isCheckoutAllowed(answer.result.status)) return 'open';
    return answer.result.is_paid ? 'placed' : 'closed';
  },
  target: $checkoutGate,
});

/** Stripe.js for a key and connected account, or why it is missing. */
export type StripeLoad = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

export interface StripeAccount {
  publishableKey: string;
  account: string;
  locale: StripeElementLocale;
}

export const stripeRequested = createEvent<StripeAccount>();

const loadStripeFx = createEffect(({ publishableKey, account, locale }: StripeAccount) => stripeFor(publishableKey, account, locale));

sample({ clock: stripeRequested, target: loadStripeFx });

export const accountId = ({ publishableKey, account, locale }: StripeAccount) => `${publishableKey} ${account} ${locale}`;

/**
 * The last load, kept with the key it was loaded for: each request (a payment screen opening) and a new key
 * (or language) read as loading until that load settles; only the Stripe instance itself is shared between loads.
 */
export const $stripeLoad = createStore<{ id: string; load: StripeLoad } | null>(null)
  .on(loadStripeFx, (_, params) => ({ id: accountId(params), load: { state: 'loading' } }))
  .on(loadStripeFx.done, (_, { params, result }) => ({
    id: accountId(params),
    load: result ? { state: 'ready', stripe: result } : { state: 'failed' },
  }))
  .reset(storeReset);

/** The wallet payment request was made for the order on the screen: does the device offer a wallet? */
export const walletRequestMade = createEvent<PaymentRequest>();

const canMakePaymentFx = createEffect((request: PaymentRequest) => request.canMakePayment());

sample({ clock: walletRequestMade, target: canMakePaymentFx });

const $walletRequest = createStore<PaymentRequest | null>(null).on(walletRequestMade, (_, request) => request);

/**
 * The device's wallet (Apple Pay, Google Pay, Link), none until the current request's answer says so. The
 * card form's heading depends on it.
 */
export const $wallet = createStore<string | null>(null).reset(walletRequestMade, checkoutOpened, checkoutLeft, storeReset);

sample({
  clock: canMakePaymentFx.done,
  source: $walletRequest,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => availableWallet(result),
  target: $wallet,
});
