import { allSettled } from 'effector';
import { $orderId, $orderList, $tabId, $tableNumber, ApiRequestError, TIMINGS_MS, reOrderFx } from '@tabula/shared';
import { createTestScope, makeCartLine, recordNavigation } from '@tabula/shared/test';
import { $openTabDone, $openTabErrorKey, $openTabPending, openTabFx, openTabLeft, openTabOpened, openTabSubmitted } from './model';

const request = { venueUuid: 'v-1', table: '7', firstName: ' Maria ', lastName: ' Papas ' };
const tab = { tab_uuid: 't-1', tab_link: 'link', order_uuid: 'o-1', table_number: '7', tab_password: '4321' };

afterEach(() => jest.useRealTimers());

describe('opening a tab', () => {
  it('starts the tab, stays busy and goes on to the menu after the short pause', async () => {
    jest.useFakeTimers();
    const calls: unknown[] = [];
    const scope = createTestScope({ handlers: [[openTabFx, (params: unknown) => (calls.push(params), tab)]] });
    const settled = allSettled(openTabSubmitted, { scope, params: request });
    await jest.advanceTimersByTimeAsync(TIMINGS_MS.openTabRedirect - 1);
    expect([scope.getState($tabId), scope.getState($tableNumber)]).toEqual(['t-1', '7']);
    expect(scope.getState($openTabPending)).toBe(true);
    expect(scope.getState($openTabDone)).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(scope.getState($openTabDone)).toBe(true);
    expect(calls).toStrictEqual([request]);
    await allSettled(openTabLeft, { scope });
    expect([scope.getState($openTabDone), scope.getState($openTabPending)]).toEqual([false, false]);
  });

  it("says 'Error' for an unknown table and something else otherwise, each for 8 s", async () => {
    jest.useFakeTimers();
    const failing = (status: number) =>
      createTestScope({ handlers: [[openTabFx, () => Promise.reject(new ApiRequestError(status, { message: 'no' }))]] });
    const unknownTable = failing(404);
    await allSettled(openTabSubmitted, { scope: unknownTable, params: request });
    jest.advanceTimersByTime(TIMINGS_MS.createTabErrorVisible - 100);
    expect(unknownTable.getState($openTabErrorKey)).toBe('errors.error');
    expect(unknownTable.getState($openTabPending)).toBe(false);
    expect(unknownTable.getState($tabId)).toBeNull();
    jest.advanceTimersByTime(100);
    expect(unknownTable.getState($openTabErrorKey)).toBeNull();

    const offline = failing(0);
    await allSettled(openTabSubmitted, { scope: offline, params: request });
    expect(offline.getState($openTabErrorKey)).toBe('errors.generic');
  });

  it('shows a repeated refusal for its own full time', async () => {
    jest.useFakeTimers();
    const scope = createTestScope({ handlers: [[openTabFx, () => Promise.reject(new ApiRequestError(500, { message: 'no' }))]] });
    await allSettled(openTabSubmitted, { scope, params: request });
    jest.advanceTimersByTime(5000);
    await allSettled(openTabSubmitted, { scope, params: request });
    jest.advanceTimersByTime(5000);
    expect(scope.getState($openTabErrorKey)).toBe('errors.generic');
    jest.advanceTimersByTime(TIMINGS_MS.createTabErrorVisible - 5000);
    expect(scope.getState($openTabErrorKey)).toBeNull();
  });
});

describe('a guest whose tab is open', () => {
  it('goes on to the menu in place of the form after the short pause, while the form is shown', async () => {
    jest.useFakeTimers();
    const { went, handlers: navigation } = recordNavigation();
    const scope = createTestScope({
      handlers: [[openTabFx, () => tab], ...navigation],
    });
    await allSettled(openTabOpened, { scope });
    const settled = allSettled(openTabSubmitted, { scope, params: request });
    await jest.advanceTimersByTimeAsync(TIMINGS_MS.openTabRedirect - 1);
    expect(went).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await settled;
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
    expect(scope.getState($openTabPending)).toBe(false);
  });

  it("waits for the dishes in the cart to be copied into the tab's order before the menu, so a cart opened there holds them", async () => {
    jest.useFakeTimers();
    const { went, handlers: navigation } = recordNavigation();
    let copied: (answer: { order_uuid: string; order_items: [] }) => void = () => undefined;
    const copies: unknown[] = [];
    const scope = createTestScope({
      values: [
        [$orderId, 'draft-1'],
        [$orderList, [makeCartLine({ order_item_id: 1, item_id: 11, name: 'Greek Salad' })]],
      ],
      handlers: [
        [openTabFx, () => tab],
        [reOrderFx, (params: unknown) => (copies.push(params), new Promise((resolve) => (copied = resolve)))],
        ...navigation,
      ],
    });
    await allSettled(openTabOpened, { scope });
    const submitted = allSettled(openTabSubmitted, { scope, params: request });
    await jest.advanceTimersByTimeAsync(TIMINGS_MS.openTabRedirect * 3);
    expect(copies).toStrictEqual([{ orderToCopyUuid: 'draft-1', orderId: 'o-1' }]);
    expect(went).toHaveLength(0);
    expect(scope.getState($openTabPending)).toBe(true);

    copied({ order_uuid: 'o-1', order_items: [] });
    await submitted;
    expect(went).toStrictEqual([{ to: '/menu', replace: true }]);
  });
});
