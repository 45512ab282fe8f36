import { allSettled, scopeBind, type Effect, type Scope } from 'effector';
import { $orderId } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import { $paying, $updated, PaymentFailed, checkoutFx, payFx, placeOrderFx, type CheckoutParams, type ConfirmResult } from './model';
import { $placedOrder } from '../order-status';

const cash: CheckoutParams = { orderId: 'o-1', note: 'no nuts', tipCents: 0, table_number: '4', payment_method: 'cash' };
const card: CheckoutParams = { ...cash, payment_method: 'card', tipCents: 200 };

function scopeCounting(payment_intent: { id: string; client_secret: string } | null = null) {
  const calls: CheckoutParams[] = [];
  let release: () => void = () => undefined;
  const scope = createTestScope({
    values: [[$orderId, 'o-1']],
    handlers: [
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
    expect(calls).toHaveLength(1);
    release();
    await Promise.resolve();
    expect(scope.getState($paying)).toBe(true);

    // The guest went back to the cart while the card is being confirmed: Place Order sends nothing.
    await expect(scopeBind(placeOrderFx, { scope })(cash)).resolves.toBeNull();
    expect(calls).toHaveLength(1);

    await new Promise((resolve) => setTimeout(resolve, 0));
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
      handlers: [[checkoutFx, () => ({ payment_intent: { id: 'pi_1', client_secret: 's' }, order_uuid: 'o-1', status: 0 })]],
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
    const scope = createTestScope({ handlers: [[checkoutFx, () => ({ payment_intent: null, order_uuid: 'o-1', status: 0 })]] });
    const confirm = jest.fn();
    const result = await allSettled(payFx, { scope, params: { ...card, confirm } });
    expect(result.status).toBe('fail');
    expect((result.value as PaymentFailed).reason).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });
});
