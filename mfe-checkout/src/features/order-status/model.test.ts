import { allSettled, scopeBind } from 'effector';
import { ApiRequestError, TIMINGS_MS, fetchOrderDetailsFx, type OrderStatusReport } from '@tabula/shared';
import { checkOrderStatusFx } from './placedOrder';
import { createTestScope, makeOrder } from '@tabula/shared/test';
import {
  $leavingForMenu,
  $menuReady,
  $statusChecked,
  RECHECK_MS,
  menuRequested,
  orderFollowed,
  orderScreenLeft,
  orderUnfollowed,
} from './model';

const report = (status: OrderStatusReport['status'], has_order_expired = false): OrderStatusReport =>
  ({ status, has_order_expired }) as OrderStatusReport;

/** An order screen whose status checks answer in turn with `answers` (the last one repeats). */
function following(...answers: Array<OrderStatusReport | Error>) {
  const checks: string[] = [];
  const fetched: string[] = [];
  const scope = createTestScope({
    handlers: [
      [
        checkOrderStatusFx,
        (orderId: string) => {
          checks.push(orderId);
          const answer = answers.length > 1 ? answers.shift() : answers[0];
          return answer instanceof Error ? Promise.reject(answer) : answer;
        },
      ],
      [fetchOrderDetailsFx, (orderId: string) => (fetched.push(orderId), makeOrder({ order_uuid: orderId }))],
    ],
  });
  return { scope, checks, fetched, follow: scopeBind(orderFollowed, { scope }), unfollow: scopeBind(orderUnfollowed, { scope }) };
}

const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('following an order on the order screen', () => {
  it('checks 3 s after opening, again every 5 s while waiting, and stops at the decision', async () => {
    const { scope, checks, fetched, follow } = following(report(2), report(2), report(3));
    follow('o-1');
    await pass(TIMINGS_MS.orderStatusCheckDelay - 1);
    expect(checks).toHaveLength(0);
    await pass(1);
    expect(checks).toStrictEqual(['o-1']);
    expect(scope.getState($statusChecked)).toBe('waiting');
    // Submitted: fetched once, for the history.
    expect(fetched).toStrictEqual(['o-1']);

    await pass(RECHECK_MS);
    expect(checks).toHaveLength(2);
    expect(fetched).toStrictEqual(['o-1']);
    await pass(RECHECK_MS);
    expect(scope.getState($statusChecked)).toBe('confirmed');
    // Decided: fetched again, so the history gets the outcome.
    expect(fetched).toStrictEqual(['o-1', 'o-1']);
    await pass(RECHECK_MS * 3);
    expect(checks).toHaveLength(3);
  });

  it('stops at an expired order', async () => {
    const { scope, checks, follow } = following(report(0, true));
    follow('o-1');
    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(scope.getState($statusChecked)).toBe('expired');
    await pass(RECHECK_MS * 3);
    expect(checks).toHaveLength(1);
  });

  it('tries again after a failed check', async () => {
    const { scope, checks, follow } = following(new ApiRequestError(0, { message: '' }), report(4));
    follow('o-1');
    await pass(TIMINGS_MS.orderStatusCheckDelay);
    expect(scope.getState($statusChecked)).toBe('waiting');
    await pass(RECHECK_MS);
    expect(checks).toHaveLength(2);
    expect(scope.getState($statusChecked)).toBe('declined');
  });

  it('stops checking when the screen is left, and a new visit starts one round of checks, not two', async () => {
    const { checks, follow, unfollow } = following(report(2));
    follow('o-1');
    await pass(TIMINGS_MS.orderStatusCheckDelay);
    unfollow();
    await pass(RECHECK_MS * 3);
    expect(checks).toHaveLength(1);

    follow('o-1');
    await pass(TIMINGS_MS.orderStatusCheckDelay + RECHECK_MS);
    expect(checks).toHaveLength(3);
  });
});

describe('View Menu on the order screen', () => {
  it('fetches the current order before the menu is shown', async () => {
    let answer: () => void = () => undefined;
    const scope = createTestScope({
      handlers: [[fetchOrderDetailsFx, () => new Promise((resolve) => (answer = () => resolve(makeOrder({ order_uuid: 'o-2' }))))]],
    });
    scopeBind(menuRequested, { scope })('o-2');
    expect(scope.getState($leavingForMenu)).toBe(true);
    expect(scope.getState($menuReady)).toBe(false);
    answer();
    await allSettled(scope);
    expect(scope.getState($menuReady)).toBe(true);
  });

  it('shows the menu even when the order cannot be fetched, or at once without an order', async () => {
    const scope = createTestScope({ handlers: [[fetchOrderDetailsFx, () => Promise.reject(new ApiRequestError(0, { message: '' }))]] });
    await allSettled(menuRequested, { scope, params: 'o-2' });
    expect(scope.getState($menuReady)).toBe(true);
    await allSettled(orderScreenLeft, { scope });
    expect(scope.getState($menuReady)).toBe(false);
    expect(scope.getState($leavingForMenu)).toBe(false);
    await allSettled(menuRequested, { scope, params: null });
    expect(scope.getState($menuReady)).toBe(true);
  });
});
