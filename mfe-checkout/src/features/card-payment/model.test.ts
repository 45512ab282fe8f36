import { allSettled, scopeBind, type Scope } from 'effector';
import type { PaymentRequest } from '@stripe/stripe-js';
import { $orderId, ApiRequestError, fetchOrderDetailsFx } from '@tabula/shared';
import type { CheckoutAnswer, PaymentConfig } from '@tabula/shared';
import { createTestScope, makeOrder, makeOrderItem } from '@tabula/shared/test';
import {
  $cardFailure,
  $cardPaid,
  $checkoutGate,
  $roomChargeFailure,
  $stripeLoad,
  $wallet,
  $walletFailure,
  cardPaymentSubmitted,
  checkoutLeft,
  checkoutOpened,
  roomChargeSubmitted,
  stripeRequested,
  walletPaymentSubmitted,
  walletRequestMade,
} from './model';
import { $paymentConfig, loadPaymentConfigFx } from './paymentConfig';
import { installFakeStripe } from '../../testing/fakeStripe';
import {
  $paymentUnknownFor,
  $updated,
  PaymentFailed,
  checkoutFx,
  paymentRechecked,
  type CheckoutParams,
  type ConfirmResult,
} from '../placing';

const order: CheckoutParams = { orderId: 'o-1', note: '', tipCents: 100, table_number: '4', payment_method: 'card' };
const intent: CheckoutAnswer = { payment_intent: { id: 'pi_1', client_secret: 'pi_1_secret' }, order_uuid: 'o-1', status: 0 };

/** The order as the API tells it: open and not paid, unless a test says otherwise. */
const openOrder = () => makeOrder({ order_uuid: 'o-1', status: 0 });

function paymentScope(checkout: (params: CheckoutParams) => unknown = () => intent, details: () => unknown = openOrder) {
  const checkouts: CheckoutParams[] = [];
  const scope = createTestScope({
    values: [[$orderId, 'o-1']],
    handlers: [
      [checkoutFx, (params: CheckoutParams) => (checkouts.push(params), checkout(params))],
      [fetchOrderDetailsFx, details],
      [loadPaymentConfigFx, (): PaymentConfig => ({ provider: 'simulated' })],
    ],
  });
  return { scope, checkouts };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

const answering = (result: ConfirmResult) => jest.fn(async (_secret: string) => result);

describe('paying on the card form', () => {
  it('confirms the intent once, locks the form and places the order', async () => {
    const { scope, checkouts } = paymentScope();
    const confirm = answering({ ok: true });
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm } });

    expect(checkouts).toHaveLength(1);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm).toHaveBeenCalledWith('pi_1_secret');
    expect(scope.getState($cardPaid)).toBe(true);
    expect(scope.getState($cardFailure)).toBeNull();
    expect(scope.getState($updated)).toBe(true);
  });

  it("keeps the provider's refusal for the screen, and clears it when the guest pays again", async () => {
    const { scope } = paymentScope();
    await allSettled(cardPaymentSubmitted, {
      scope,
      params: { ...order, confirm: answering({ ok: false, reason: 'Your card was declined.' }) },
    });
    expect(scope.getState($cardFailure)).toEqual({ error: new PaymentFailed('Your card was declined.') });
    expect(scope.getState($cardPaid)).toBe(false);

    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: answering({ ok: true }) } });
    expect(scope.getState($cardFailure)).toBeNull();
    expect(scope.getState($cardPaid)).toBe(true);
  });

  it('forgets the failure and the lock when the guest leaves the screen', async () => {
    const { scope } = paymentScope();
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: answering({ ok: false, reason: null }) } });
    expect(scope.getState($cardFailure)).not.toBeNull();
    await allSettled(checkoutLeft, { scope });
    expect(scope.getState($cardFailure)).toBeNull();
  });
});

describe('a payment whose outcome the screen did not hear', () => {
  const lost = jest.fn(async (_secret: string): Promise<ConfirmResult> => {
    throw new TypeError('Failed to fetch');
  });
  const paid = () => makeOrder({ order_uuid: 'o-1', status: 2, is_paid: true });

  it('asks the order before saying anything: a paid order is placed, and no failure is shown', async () => {
    const answers = [openOrder, paid];
    const { scope } = paymentScope(undefined, () => (answers.shift() ?? paid)());
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: lost } });
    expect(scope.getState($cardFailure)).toBeNull();
    expect(scope.getState($updated)).toBe(true);
  });

  it('says the payment failed only once the order says it is still unpaid', async () => {
    const { scope } = paymentScope();
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: answering({ ok: false, reason: 'Network error.' }) } });
    expect(scope.getState($cardFailure)).toEqual({ error: new PaymentFailed('Network error.') });
    expect(scope.getState($updated)).toBe(false);
  });

  it('offers no second Pay while the order cannot be asked either, and Check again finds it paid', async () => {
    const offline = () => Promise.reject(new ApiRequestError(0, { message: 'Network error' }));
    const answers: (() => unknown)[] = [openOrder, offline];
    const { scope } = paymentScope(undefined, () => (answers.shift() ?? paid)());
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: lost } });
    expect(scope.getState($cardFailure)).toBeNull();
    expect(scope.getState($paymentUnknownFor)).toBe('o-1');
    await allSettled(paymentRechecked, { scope, params: 'o-1' });
    expect(scope.getState($paymentUnknownFor)).toBeNull();
    expect(scope.getState($updated)).toBe(true);
  });

  it('goes on to Pay again once Check again finds the order unpaid', async () => {
    const offline = () => Promise.reject(new ApiRequestError(0, { message: 'Network error' }));
    const answers: (() => unknown)[] = [openOrder, offline];
    const { scope } = paymentScope(undefined, () => (answers.shift() ?? openOrder)());
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: lost } });
    await allSettled(paymentRechecked, { scope, params: 'o-1' });
    expect(scope.getState($paymentUnknownFor)).toBeNull();
    expect(scope.getState($cardFailure)).toEqual({ error: new PaymentFailed(null) });
    expect(scope.getState($updated)).toBe(false);
  });
});

describe('paying for an order that is not as the guest was shown', () => {
  it('charges nothing for an order changed elsewhere, and leaves the screen to say how it changed', async () => {
    const changed = () => makeOrder({ order_uuid: 'o-1', status: 0, order_items: [makeOrderItem({ name: 'IPA', price: 6.5 })] });
    const { scope, checkouts } = paymentScope(undefined, changed);
    const confirm = answering({ ok: true });
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm } });
    expect(checkouts).toHaveLength(0);
    expect(confirm).not.toHaveBeenCalled();
    expect(scope.getState($cardFailure)).toBeNull();
  });

  it('sends the guest on to an order paid already instead of paying again', async () => {
    const { scope, checkouts } = paymentScope(undefined, () => makeOrder({ order_uuid: 'o-1', status: 2, is_paid: true }));
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: answering({ ok: true }) } });
    expect(checkouts).toHaveLength(0);
    expect(scope.getState($updated)).toBe(true);
  });

  it('pays for the total shown: the checkout names it', async () => {
    const { scope, checkouts } = paymentScope();
    await allSettled(cardPaymentSubmitted, { scope, params: { ...order, confirm: answering({ ok: true }) } });
    expect(checkouts).toStrictEqual([{ ...order, totalCents: 100 }]);
  });
});

describe('paying with the wallet', () => {
  it('closes the sheet as successful once the payment went through', async () => {
    const { scope } = paymentScope();
    const closeSheet = jest.fn();
    await allSettled(walletPaymentSubmitted, {
      scope,
      params: { ...order, payment_method: 'google_pay', confirm: answering({ ok: true }), closeSheet },
    });
    expect(closeSheet).toHaveBeenCalledWith('success');
    expect(scope.getState($walletFailure)).toBeNull();
    expect(scope.getState($updated)).toBe(true);
  });

  it('closes the sheet as failed and keeps the reason, apart from the card form', async () => {
    const { scope } = paymentScope();
    const closeSheet = jest.fn();
    await allSettled(walletPaymentSubmitted, {
      scope,
      params: { ...order, payment_method: 'google_pay', confirm: answering({ ok: false, reason: 'Insufficient funds.' }), closeSheet },
    });
    expect(closeSheet).toHaveBeenCalledWith('fail');
    expect(scope.getState($walletFailure)).toEqual({ error: new PaymentFailed('Insufficient funds.') });
    expect(scope.getState($cardFailure)).toBeNull();
  });

  it('sends nothing and closes the sheet as failed while a card payment is in flight', async () => {
    let confirmCard: (result: ConfirmResult) => void = () => undefined;
    const { scope, checkouts } = paymentScope();
    const paying = allSettled(cardPaymentSubmitted, {
      scope,
      params: { ...order, confirm: () => new Promise<ConfirmResult>((resolve) => (confirmCard = resolve)) },
    });
    await tick();
    const closeSheet = jest.fn();
    scopeBind(walletPaymentSubmitted, { scope })({ ...order, confirm: answering({ ok: true }), closeSheet });
    await tick();
    expect(closeSheet).toHaveBeenCalledWith('fail');
    expect(scope.getState($walletFailure)).toBeNull();
    expect(checkouts).toHaveLength(1);
    confirmCard({ ok: true });
    await paying;
  });

  it('names the wallet the device offers for the request on the screen; a late answer to an earlier request changes nothing', async () => {
    const scope = createTestScope();
    let answerEarlier: (result: unknown) => void = () => undefined;
    const earlier = { canMakePayment: () => new Promise((resolve) => (answerEarlier = resolve)) } as unknown as PaymentRequest;
    const current = { canMakePayment: async () => ({ applePay: false, googlePay: true, link: false }) } as unknown as PaymentRequest;
    const made = scopeBind(walletRequestMade, { scope });
    made(earlier);
    made(current);
    await tick();
    expect(scope.getState($wallet)).toBe('Google Pay');
    answerEarlier(null);
    await tick();
    expect(scope.getState($wallet)).toBe('Google Pay');
  });
});

describe('charging the room', () => {
  it("keeps the API's refusal until the guest tries again, and the order is placed then", async () => {
    const refusal = new ApiRequestError(409, { message: 'The room cannot be charged.' });
    const answers = [() => Promise.reject(refusal), () => ({ payment_intent: null, order_uuid: 'o-1', status: 2 })];
    const { scope, checkouts } = paymentScope(() => answers.shift()?.());
    const charge = { ...order, tipCents: 0, payment_method: 'room_charge' as const };
    await allSettled(roomChargeSubmitted, { scope, params: charge });
    expect(scope.getState($roomChargeFailure)).toEqual({ error: refusal });
    expect(scope.getState($updated)).toBe(false);

    await allSettled(roomChargeSubmitted, { scope, params: charge });
    expect(scope.getState($roomChargeFailure)).toBeNull();
    // Each for the total the guest was shown: the room is charged the items, no tip.
    expect(checkouts).toStrictEqual([
      { ...charge, totalCents: 0 },
      { ...charge, totalCents: 0 },
    ]);
  });
});

describe('opening the card screen', () => {
  const openWith = async (scope: Scope, orderId: string | null) => {
    await allSettled(checkoutOpened, { scope, params: orderId });
    return scope.getState($checkoutGate);
  };

  it('lets an open order be paid, and reads the payment configuration', async () => {
    const scope = createTestScope({
      handlers: [
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
        [loadPaymentConfigFx, (): PaymentConfig => ({ provider: 'stripe', publishable_key: 'pk_test' })],
      ],
    });
    await expect(openWith(scope, 'o-1')).resolves.toBe('open');
    expect(scope.getState($paymentConfig)).toEqual({ state: 'ready', config: { provider: 'stripe', publishable_key: 'pk_test' } });
  });

  it('sends the guest on to the order screen for an order paid already', async () => {
    const paid = createTestScope({ handlers: [[fetchOrderDetailsFx, () => makeOrder({ status: 2, is_paid: true })]] });
    await expect(openWith(paid, 'o-1')).resolves.toBe('placed');
  });

  it('closes the screen to an order already submitted, or one that cannot be read', async () => {
    const submitted = createTestScope({ handlers: [[fetchOrderDetailsFx, () => makeOrder({ status: 2 })]] });
    await expect(openWith(submitted, 'o-1')).resolves.toBe('closed');
    const unreadable = createTestScope({
      handlers: [[fetchOrderDetailsFx, () => Promise.reject(new ApiRequestError(0, { message: '' }))]],
    });
    await expect(openWith(unreadable, 'o-1')).resolves.toBe('closed');
  });

  it('checks afresh on each visit', async () => {
    const statuses = [0, 2];
    const scope = createTestScope({ handlers: [[fetchOrderDetailsFx, () => makeOrder({ status: statuses.shift() as 0 | 2 })]] });
    await expect(openWith(scope, 'o-1')).resolves.toBe('open');
    await allSettled(checkoutLeft, { scope });
    expect(scope.getState($checkoutGate)).toBe('checking');
    await expect(openWith(scope, 'o-1')).resolves.toBe('closed');
  });
});

describe("loading Stripe.js on the venue's account", () => {
  const stripe = installFakeStripe('');

  it('reads as loading until Stripe.js is there, then as ready for that key and account', async () => {
    const scope = createTestScope();
    const request = scopeBind(stripeRequested, { scope });
    request({ publishableKey: 'pk_model', account: 'acct_1', locale: 'es' });
    expect(scope.getState($stripeLoad)).toEqual({ id: 'pk_model acct_1 es', load: { state: 'loading' } });
    await allSettled(scope);
    expect(scope.getState($stripeLoad)).toMatchObject({ id: 'pk_model acct_1 es', load: { state: 'ready' } });
    expect(stripe.constructed.at(-1)).toEqual(['pk_model', { stripeAccount: 'acct_1', locale: 'es' }]);
  });

  it('reads as failed when Stripe.js cannot be had', async () => {
    stripe.failing = true;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = createTestScope();
    await allSettled(stripeRequested, { scope, params: { publishableKey: 'pk_model_unreachable', account: 'acct_1', locale: 'en' } });
    expect(scope.getState($stripeLoad)).toEqual({ id: 'pk_model_unreachable acct_1 en', load: { state: 'failed' } });
    stripe.failing = false;
    jest.restoreAllMocks();
  });
});
