import { allSettled } from 'effector';
import { $orderExpired, $orderId, ApiRequestError, fetchOrderDetailsFx, reOrderFx } from '@tabula/shared';
import { createTestScope, makeOrder } from '@tabula/shared/test';
import { $reOrderError, reOrderRequested } from './model';

describe('copying a past order into an order that has expired', () => {
  it('raises the expiry dialog instead of a message in the page', async () => {
    const expired = new ApiRequestError(403, { message: 'Your Order has expired.', code: 'order_expired' });
    const scope = createTestScope({
      values: [[$orderId, 'current']],
      handlers: [
        [reOrderFx, () => Promise.reject(expired)],
        [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, status: 0, has_order_expired: true })],
      ],
    });
    await allSettled(reOrderRequested, { scope, params: { orderToCopyUuid: 'past', orderId: 'current' } });
    expect(scope.getState($reOrderError)).toBeNull();
    expect(scope.getState($orderExpired)).toBe(true);
  });

  it('keeps any other refusal for the screen', async () => {
    const refused = new ApiRequestError(400, { message: 'None of these items can be ordered now', code: 'reorder_nothing_available' });
    const scope = createTestScope({ values: [[$orderId, 'current']], handlers: [[reOrderFx, () => Promise.reject(refused)]] });
    await allSettled(reOrderRequested, { scope, params: { orderToCopyUuid: 'past', orderId: 'current' } });
    expect(scope.getState($reOrderError)).toBe(refused);
    expect(scope.getState($orderExpired)).toBe(false);
  });
});
