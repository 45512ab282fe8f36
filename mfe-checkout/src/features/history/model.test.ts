import { allSettled } from 'effector';
import { $orderHistory, $orderId, $placedOrderId, ApiRequestError, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeOrder, recordNavigation } from '@tabula/shared/test';
import { $historyRefresh, historyBackPressed, historyLeft, historyOpened, historyOrderPressed, loadOrderHistoryFx } from './model';

describe('refreshing My Orders', () => {
  it('fetches the current order first, then the history with it and the last placed order', async () => {
    const steps: string[] = [];
    const scope = createTestScope({
      values: [
        [$orderId, 'o-3'],
        [$placedOrderId, 'o-2'],
        [$orderHistory, [makeOrder({ order_uuid: 'o-1', status: 3 })]],
      ],
      handlers: [
        [
          fetchOrderDetailsFx,
          (orderId: string) => (steps.push(`order ${orderId}`), Promise.reject(new ApiRequestError(404, { message: '' }))),
        ],
        [loadOrderHistoryFx, (uuids: string[]) => (steps.push(`history ${uuids.join(' ')}`), [])],
      ],
    });
    expect(scope.getState($historyRefresh)).toBe('loading');
    await allSettled(historyOpened, { scope });
    // The current order could not be read: the history is loaded all the same.
    expect(steps).toStrictEqual(['order o-3', 'history o-1 o-2 o-3']);
    expect(scope.getState($historyRefresh)).toBe('done');
  });

  it('says the list may be out of date when the history cannot be loaded, and loads afresh on the next visit', async () => {
    const answers = [() => Promise.reject(new ApiRequestError(0, { message: '' })), () => []];
    const scope = createTestScope({
      values: [[$orderHistory, [makeOrder({ order_uuid: 'o-1', status: 3 })]]],
      handlers: [[loadOrderHistoryFx, () => answers.shift()?.()]],
    });
    await allSettled(historyOpened, { scope });
    expect(scope.getState($historyRefresh)).toBe('failed');
    await allSettled(historyLeft, { scope });
    expect(scope.getState($historyRefresh)).toBe('loading');
    await allSettled(historyOpened, { scope });
    expect(scope.getState($historyRefresh)).toBe('done');
  });

  it('asks nothing of a guest who has no orders at all', async () => {
    const load = jest.fn();
    const scope = createTestScope({ values: [[$orderId, null]], handlers: [[loadOrderHistoryFx, load]] });
    await allSettled(historyOpened, { scope });
    expect(load).not.toHaveBeenCalled();
    expect(scope.getState($historyRefresh)).toBe('done');
  });
});

describe('opening one of My Orders', () => {
  it('takes the guest to its detail screen with the order, which needs no call to show', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    const order = makeOrder({ order_uuid: 'o-1', status: 3 });
    await allSettled(historyOrderPressed, { scope, params: order });
    expect(went).toStrictEqual([{ to: '/order-detail', state: { order } }]);
  });
});

describe('Back from My Orders', () => {
  it('goes back where the guest came from, the menu for a guest who opened the list directly', async () => {
    const { went, wentBack, handlers } = recordNavigation();
    const scope = createTestScope({ handlers: [...handlers, [loadOrderHistoryFx, () => []]] });
    await allSettled(historyOpened, { scope });
    await allSettled(historyBackPressed, { scope });
    expect(wentBack).toStrictEqual(['/menu']);
    expect(went).toHaveLength(0);
  });
});
