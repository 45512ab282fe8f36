import { allSettled, scopeBind, type Effect, type Scope } from 'effector';
import { $orderId, ApiRequestError, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeOrder, makeOrderItem } from '@tabula/shared/test';
import {
  $paying,
  $updated,
  OrderNotAsShown,
  PaymentFailed,
  checkoutFx,
  payFx,
  placeOrderFx,
  speaksForItself,
  type CheckoutParams,
  type ConfirmResult,
} from './model';
import { $placedOrder } from '../order-status';
import { settleUntil } from '../../testing/settle';

const cash: CheckoutParams = { orderId: 'o-1', note: 'no nuts', tipCents: 0, table_number: '4', payment_method: 'cash' };
const card: CheckoutParams = { ...cash, payment_method: 'card', tipCents: 200 };

function scopeCounting(payment_intent: { id: string; client_secret: string } | null = null) {
  const calls: CheckoutParams[] = [];
  let release: () => void = () => undefined;
  const scope = createTestScope({
    values: [[$orderId, 'o-1']],
    handlers: [
      // The order read afresh before placing: open, as the guest was shown it.
      [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
      [
        checkoutFx,
        (params: CheckoutParams) =>
          new Promise((resolve) => {
            calls.push(params);
            release = () => resolve({ payment_intent, order_uuid: params.orderId, status: payment_intent ? 0 : 2 });
          }),
      ],
    ],
  });
  return { scope, calls, release: () => release() };
}

/** Presses the button three times in one tick, as a guest's triple tap can. */
function pressThrice<P, R>(scope: Scope, fx: Effect<P, R, unknown>, params: P): Promise<R>[] {
  const press = scopeBind(fx, { scope });
  return [0, 1, 2].map(() => press(params));
}

describe('placing an order', () => {
  it('sends one checkout for three presses of Place Order in one tick', async () => {
    const { scope, calls, release } = scopeCounting();
    const answers = pressThrice(scope, placeOrderFx, cash);
    await settleUntil(() => calls.length > 0);
    expect(calls).toHaveLength(1);
    release();
    const [first, second, third] = await Promise.all(answers);
    expect(first).toMatchObject({ order_uuid: 'o-1' });
    expect([second, third]).toEqual([null, null]);
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'waiting' });
  });

  it('sends one checkout for three presses of Pay, and none from Place Order while the payment is in flight', async () => {
    const { scope, calls, release } = scopeCounting({ id: 'pi_1', client_secret: 'pi_1_secret' });
    let answer: (result: ConfirmResult) => void = () => undefined;
    const confirm = jest.fn((_secret: string) => new Promise<ConfirmResult>((resolve) => (answer = resolve)));
    const presses = pressThrice(scope, payFx, { ...card, confirm });
    await settleUntil(() => calls.length > 0);
    expect(calls).toHaveLength(1);
    release();
    expect(scope.getState($paying)).toBe(true);

    // The guest went back to the cart while the card is being confirmed: Place Order sends nothing.
    await expect(scopeBind(placeOrderFx, { scope })(cash)).resolves.toBeNull();
    expect(calls).toHaveLength(1);

    await settleUntil(() => confirm.mock.calls.length > 0);
    expect(confirm).toHaveBeenCalledWith('pi_1_secret');
    answer({ ok: true });
    expect(await Promise.all(presses)).toEqual(['o-1', null, null]);
    expect(scope.getState($paying)).toBe(false);
    expect(scope.getState($updated)).toBe(true);
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'waiting' });
  });

  it("fails with the provider's reason and leaves the order open", async () => {
    const scope = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
        [checkoutFx, () => ({ payment_intent: { id: 'pi_1', client_secret: 's' }, order_uuid: 'o-1', status: 0 })],
      ],
    });
    const result = await allSettled(payFx, {
      scope,
      params: { ...card, confirm: async () => ({ ok: false, reason: 'Your card was declined.' }) },
    });
    expect(result).toEqual({ status: 'fail', value: new PaymentFailed('Your card was declined.') });
    expect(scope.getState($orderId)).toBe('o-1');
    expect(scope.getState($placedOrder)).toBeNull();
  });

  it('fails without a reason when the checkout returns no payment intent', async () => {
    const scope = createTestScope({
      handlers: [
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
        [checkoutFx, () => ({ payment_intent: null, order_uuid: 'o-1', status: 0 })],
      ],
    });
    const confirm = jest.fn();
    const result = await allSettled(payFx, { scope, params: { ...card, confirm } });
    expect(result.status).toBe('fail');
    expect((result.value as PaymentFailed).reason).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('places nothing when the order read afresh is not what the guest was shown, and sends the total shown when it is', async () => {
    const changed = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [[fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0, order_items: [makeOrderItem({ price: 6.5 })] })]],
    });
    const refused = await allSettled(placeOrderFx, { scope: changed, params: cash });
    expect(refused).toEqual({ status: 'fail', value: new OrderNotAsShown('changed') });

    const expired = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [[fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0, has_order_expired: true })]],
    });
    expect(await allSettled(placeOrderFx, { scope: expired, params: cash })).toEqual({
      status: 'fail',
      value: new OrderNotAsShown('expired'),
    });

    const { scope, calls, release } = scopeCounting();
    const placing = scopeBind(placeOrderFx, { scope })({ ...cash, tipCents: 0 });
    await settleUntil(() => calls.length > 0);
    release();
    await placing;
    expect(calls).toStrictEqual([{ ...cash, totalCents: 0 }]);
  });

  it('moves on to an order the API found placed meanwhile, with no message of its own', async () => {
    const placedElsewhere = new ApiRequestError(403, { message: 'Order has already been submitted', code: 'order_submitted' });
    const scope = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
        [checkoutFx, () => Promise.reject(placedElsewhere)],
      ],
    });
    const result = await allSettled(placeOrderFx, { scope, params: cash });
    expect(result.status).toBe('fail');
    expect(speaksForItself(result.value)).toBe(true);
    expect(scope.getState($updated)).toBe(true);
  });
});
