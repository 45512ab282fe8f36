import { allSettled } from 'effector';
import { $orderExpired, $orderId, ApiRequestError, fetchOrderDetailsFx, reOrderFx } from '@tabula/shared';
import { createTestScope, makeOrder, recordNavigation } from '@tabula/shared/test';
import { $reOrderError, orderDetailBackPressed, orderDetailOpened, reOrderMenuPressed, reOrderRequested, reOrderSettled } from './model';

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

describe('a copy that went through', () => {
  const copy = { orderToCopyUuid: 'past', orderId: 'current' };
  const detailScreen = (skipped: string[]) => {
    const { went, handlers: navigation } = recordNavigation();
    const scope = createTestScope({
      values: [[$orderId, 'current']],
      handlers: [[reOrderFx, () => Promise.resolve({ order_uuid: 'current', order_items: [], order_price: 0, skipped })], ...navigation],
    });
    return { scope, went };
  };

  it('takes the guest on to the menu when nothing was left out', async () => {
    const { scope, went } = detailScreen([]);
    await allSettled(orderDetailOpened, { scope, params: { withOrder: true } });
    await allSettled(reOrderRequested, { scope, params: copy });
    expect(went).toStrictEqual([{ to: '/menu' }]);
  });

  it('waits for the guest to read what was left out, and moves no one who has left the screen', async () => {
    const skipping = detailScreen(['Soup']);
    await allSettled(orderDetailOpened, { scope: skipping.scope, params: { withOrder: true } });
    await allSettled(reOrderRequested, { scope: skipping.scope, params: copy });
    expect(skipping.went).toHaveLength(0);
    const gone = detailScreen([]);
    await allSettled(orderDetailOpened, { scope: gone.scope, params: { withOrder: true } });
    await allSettled(reOrderSettled, { scope: gone.scope });
    await allSettled(reOrderRequested, { scope: gone.scope, params: copy });
    expect(gone.went).toHaveLength(0);
  });
});

describe('a copy that left items out', () => {
  it('takes the guest to the menu once they have read which and pressed View menu', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({
      values: [[$orderId, 'current']],
      handlers: [
        [reOrderFx, () => Promise.resolve({ order_uuid: 'current', order_items: [], order_price: 0, skipped: ['Soup'] })],
        ...handlers,
      ],
    });
    await allSettled(orderDetailOpened, { scope, params: { withOrder: true } });
    await allSettled(reOrderRequested, { scope, params: { orderToCopyUuid: 'past', orderId: 'current' } });
    expect(went).toHaveLength(0);
    await allSettled(reOrderMenuPressed, { scope });
    expect(went).toStrictEqual([{ to: '/menu' }]);
  });
});

describe('the detail screen opened by its address alone', () => {
  it('sends the guest to the list of past orders to pick one, and keeps a guest who came with one', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(orderDetailOpened, { scope, params: { withOrder: true } });
    expect(went).toHaveLength(0);
    await allSettled(orderDetailOpened, { scope, params: { withOrder: false } });
    expect(went).toStrictEqual([{ to: '/previousOrders', replace: true }]);
  });
});

describe('Back from the detail screen', () => {
  it('goes back where the guest came from, the list of past orders for a guest who opened it directly', async () => {
    const { went, wentBack, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(orderDetailOpened, { scope, params: { withOrder: true } });
    await allSettled(orderDetailBackPressed, { scope });
    expect(wentBack).toStrictEqual(['/previousOrders']);
    expect(went).toHaveLength(0);
  });
});
