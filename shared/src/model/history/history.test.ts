import { allSettled } from 'effector';
import { makeOrder } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { $cacheClearCounter, $orderHistory, historyPruned, orderHistoryLoaded } from '.';

const now = Date.parse('2026-05-10T12:00:00Z');
const old = makeOrder({ order_uuid: 'old', submitted_for_review: '2026-05-08T12:00:00Z' });
const fresh = makeOrder({ order_uuid: 'fresh', submitted_for_review: '2026-05-10T10:00:00Z' });

describe('history pruning', () => {
  it('prunes on the clear-old-order action only when the counter is below 2', async () => {
    const scope = createTestScope({ values: [[$orderHistory, [fresh, old]]] });
    expect(scope.getState($cacheClearCounter)).toBe(3);
    await allSettled(historyPruned, { scope, params: now });
    await allSettled(historyPruned, { scope, params: now });
    expect(scope.getState($cacheClearCounter)).toBe(1);
    expect(scope.getState($orderHistory)).toHaveLength(2);
    await allSettled(historyPruned, { scope, params: now });
    expect(scope.getState($cacheClearCounter)).toBe(3);
    expect(scope.getState($orderHistory)).toEqual([fresh]);
  });
});

describe('orderHistoryLoaded', () => {
  it('replaces entries with their fresh copies, newest first', async () => {
    const accepted = { ...old, status: 3 as const };
    const scope = createTestScope({
      values: [[$orderHistory, [old, fresh]]],
    });
    await allSettled(orderHistoryLoaded, { scope, params: [accepted] });
    expect(scope.getState($orderHistory)).toEqual([fresh, accepted]);
  });

  it("adds orders the guest did not have yet, such as a tab-mate's, in date order", async () => {
    const tabMates = makeOrder({ order_uuid: 'tab-mate', submitted_for_review: '2026-05-09T12:00:00Z' });
    const scope = createTestScope({
      values: [[$orderHistory, [old, fresh]]],
    });
    await allSettled(orderHistoryLoaded, { scope, params: [tabMates] });
    expect(scope.getState($orderHistory).map((order) => order.order_uuid)).toEqual(['fresh', 'tab-mate', 'old']);
  });
});
