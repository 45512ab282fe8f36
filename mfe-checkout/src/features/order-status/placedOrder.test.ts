import { allSettled } from 'effector';
import {
  $orderHistory,
  $orderId,
  $placedOrderId,
  $tabId,
  $venue,
  createOrderFx,
  fetchOrderDetailsFx,
  orderPlaced,
  tabStarted,
  type Order,
  type OrderStatusReport,
} from '@tabula/shared';
import { createTestScope, makeOrder, makeOrderItem, makeVenue, storedSessionValue } from '@tabula/shared/test';
import { $updated } from '../placing';
import { $placedOrder, $placedOrderOutcome, PLACED_ORDER, checkOrderStatusFx, parsePlacedOrder, restorePlacedOrderFx } from './placedOrder';

describe('parsePlacedOrder', () => {
  it('reads a stored placed order', () => {
    expect(parsePlacedOrder({ order_uuid: 'o-9', state: 'confirmed' })).toEqual({ order_uuid: 'o-9', state: 'confirmed' });
  });

  it('survives corrupt or partial values', () => {
    expect(parsePlacedOrder(null)).toBeNull();
    expect(parsePlacedOrder([])).toBeNull();
    expect(parsePlacedOrder({ order_uuid: '' })).toBeNull();
    expect(parsePlacedOrder({ order_uuid: 'o-1', state: 'lost' })).toEqual({ order_uuid: 'o-1', state: 'waiting' });
  });
});

describe('the placed order', () => {
  const report = (status: 2 | 3): OrderStatusReport => ({ status, tab_status: null, has_order_expired: false, has_tab_expired: false });

  /** The guest's draft o-1 at a loaded venue; status checks answer the reports in turn. */
  function placedScope(draft: Partial<Order> = {}, reports: OrderStatusReport[] = []) {
    return createTestScope({
      values: [
        [$venue, makeVenue({ uuid: 'venue-1' })],
        [$orderId, 'o-1'],
      ],
      handlers: [
        [createOrderFx, () => ({ order_uuid: 'new-1' })],
        [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, ...(uuid === 'o-1' ? draft : {}) })],
        [checkOrderStatusFx, () => reports.shift()],
      ],
    });
  }

  it('follows the order placed here to its outcome while the guest builds the next one', async () => {
    const scope = placedScope({ status: 2 }, [report(2), report(3), report(2)]);
    await allSettled(orderPlaced, { scope, params: 'o-1' });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'waiting' });
    expect(scope.getState($orderId)).toBe('new-1');

    await allSettled(checkOrderStatusFx, { scope, params: 'o-1' });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'waiting' });
    await allSettled(checkOrderStatusFx, { scope, params: 'o-1' });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'confirmed' });
    // A check of any other order says nothing about the placed one.
    await allSettled(checkOrderStatusFx, { scope, params: 'new-1' });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'confirmed' });
    expect(storedSessionValue(PLACED_ORDER)).toEqual({ order_uuid: 'o-1', state: 'confirmed' });
  });

  it('shows what the kernel found while no checkout screen was loaded, over a stale stored wait', async () => {
    const declined = makeOrder({ order_uuid: 'o-1', status: 4 });
    const found = createTestScope({
      values: [
        [$placedOrderId, 'o-1'],
        [$orderHistory, [declined]],
      ],
    });
    expect(found.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'declined' });

    const staleWait = createTestScope({
      values: [
        [$placedOrderId, 'o-1'],
        [$orderHistory, [declined]],
        [$placedOrderOutcome, { order_uuid: 'o-1', state: 'waiting' }],
      ],
    });
    expect(staleWait.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'declined' });
  });

  it.each([
    [2, 'waiting'],
    [3, 'confirmed'],
    [4, 'declined'],
  ] as const)('takes a draft found with status %i (paid just before a reload) as the placed order: %s', async (status, state) => {
    const scope = placedScope({ status, order_items: [makeOrderItem()] });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state });
    // Found, not placed by the guest just now: no screen is sent to /order.
    expect(scope.getState($updated)).toBe(false);
  });

  it('moves the outcome a guest stored under the former key into the session once', async () => {
    localStorage.setItem('tabula-placed-order', JSON.stringify({ order_uuid: 'o-1', state: 'confirmed' }));
    const reloaded = createTestScope({ values: [[$placedOrderId, 'o-1']] });
    await allSettled(restorePlacedOrderFx, { scope: reloaded });
    expect(reloaded.getState($placedOrder)).toEqual({ order_uuid: 'o-1', state: 'confirmed' });
    expect(localStorage.getItem('tabula-placed-order')).toBeNull();
    expect(storedSessionValue(PLACED_ORDER)).toEqual({ order_uuid: 'o-1', state: 'confirmed' });
  });

  it('ends the tab when a check finds its order declined with the tab closed', async () => {
    const scope = placedScope({}, [{ status: 4, tab_status: 4, has_order_expired: false, has_tab_expired: false }]);
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-1' } });
    await allSettled(checkOrderStatusFx, { scope, params: 'o-1' });
    expect(scope.getState($tabId)).toBe('empty');
  });
});
