import { allSettled, scopeBind } from 'effector';
import { $orderExpired, $orderId, ApiRequestError, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeOrder } from '@tabula/shared/test';
import { orderShown } from '../order-review';
import { settleUntil } from '../../testing/settle';
import { $cartFailure, $cartPlacing, $removingLineId, cartLeft, cartLineRemoved, cartOrderSubmitted, removeItemFx } from './model';
import { checkoutFx, type CheckoutParams } from '../placing';

const cash: CheckoutParams = { orderId: 'o-1', note: '', tipCents: 0, table_number: '4', payment_method: 'cash' };
const refusal = new ApiRequestError(409, { message: 'The order has changed.' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('removing a line from the cart', () => {
  it('marks the line being removed until the API answers', async () => {
    let answer: () => void = () => undefined;
    const scope = createTestScope({ handlers: [[removeItemFx, () => new Promise<number>((resolve) => (answer = () => resolve(7)))]] });
    scopeBind(cartLineRemoved, { scope })({ orderId: 'o-1', orderItemId: 7 });
    expect(scope.getState($removingLineId)).toBe(7);
    answer();
    await tick();
    expect(scope.getState($removingLineId)).toBeNull();
    expect(scope.getState($cartFailure)).toBeNull();
  });

  it('keeps why a removal failed until the next try, or until the guest leaves the cart', async () => {
    const scope = createTestScope({ handlers: [[removeItemFx, () => Promise.reject(refusal)]] });
    await allSettled(cartLineRemoved, { scope, params: { orderId: 'o-1', orderItemId: 7 } });
    expect(scope.getState($cartFailure)).toEqual({ error: refusal });
    expect(scope.getState($removingLineId)).toBeNull();
    await allSettled(cartLeft, { scope });
    expect(scope.getState($cartFailure)).toBeNull();
  });
});

describe('Place Order for cash', () => {
  it('places the order once for three presses, spinning until the API answers', async () => {
    const calls: CheckoutParams[] = [];
    let answer: () => void = () => undefined;
    let status: 0 | 2 = 0;
    const scope = createTestScope({
      handlers: [
        [
          checkoutFx,
          (params: CheckoutParams) =>
            new Promise(
              (resolve) => (
                calls.push(params),
                (answer = () => ((status = 2), resolve({ payment_intent: null, order_uuid: 'o-1', status: 2 })))
              ),
            ),
        ],
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status })],
      ],
    });
    const press = scopeBind(cartOrderSubmitted, { scope });
    press(cash);
    press(cash);
    press(cash);
    expect(scope.getState($cartPlacing)).toBe(true);
    // The order is read afresh first, then placed for the total the guest was shown.
    await settleUntil(() => calls.length > 0);
    expect(calls).toStrictEqual([{ ...cash, totalCents: 0 }]);
    expect(scope.getState($cartPlacing)).toBe(true);
    answer();
    await tick();
    expect(scope.getState($cartPlacing)).toBe(false);
  });

  it("keeps the API's refusal for the screen; a new press clears it", async () => {
    const answers = [() => Promise.reject(refusal), () => new Promise(() => undefined)];
    const scope = createTestScope({
      handlers: [
        [checkoutFx, () => answers.shift()?.()],
        [fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0 })],
      ],
    });
    await allSettled(cartOrderSubmitted, { scope, params: cash });
    expect(scope.getState($cartFailure)).toEqual({ error: refusal });
    scopeBind(cartOrderSubmitted, { scope })(cash);
    expect(scope.getState($cartFailure)).toBeNull();
  });

  it('says nothing in the page about an order that expired: the expiry dialog does', async () => {
    const scope = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [[fetchOrderDetailsFx, () => makeOrder({ order_uuid: 'o-1', status: 0, has_order_expired: true })]],
    });
    await allSettled(cartOrderSubmitted, { scope, params: cash });
    expect(scope.getState($cartFailure)).toBeNull();
    expect(scope.getState($orderExpired)).toBe(true);
  });

  it('reads the order again when a line could not be removed, so the screen shows why', async () => {
    const fetched: string[] = [];
    const scope = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [
        [removeItemFx, () => Promise.reject(new ApiRequestError(403, { message: 'Your Order has expired.', code: 'order_expired' }))],
        [fetchOrderDetailsFx, (uuid: string) => (fetched.push(uuid), makeOrder({ order_uuid: uuid, has_order_expired: true }))],
      ],
    });
    await allSettled(orderShown, { scope });
    await allSettled(cartLineRemoved, { scope, params: { orderId: 'o-1', orderItemId: 7 } });
    expect(fetched).toStrictEqual(['o-1', 'o-1']);
    expect(scope.getState($orderExpired)).toBe(true);
  });
});
