import { allSettled } from 'effector';
import { $orderId, $orderList, $venue, ApiRequestError, createOrderFx, fetchOrderDetailsFx, type CartOrderItem } from '@tabula/shared';
import { createTestScope, makeCartLine, makeItem, makeOrder, makeVenue, recordNavigation } from '@tabula/shared/test';
import { $itemSaved, $itemSaving, $submitError, addItemFx, editItemFx, itemFormOpened, itemSubmitted } from './model';

const item = makeItem({ item_id: 7, name: 'Soup' });
const choice = { item, priceId: null, selection: {}, quantity: 2, note: '' };

describe('submitting a dish', () => {
  it('creates the order when the guest has none, adds the dish and says it is saved', async () => {
    const calls: unknown[] = [];
    const scope = createTestScope({
      values: [[$venue, makeVenue({ uuid: 'venue-1', currency: 'EUR' })]],
      handlers: [
        [createOrderFx, (params: unknown) => (calls.push(['create', params]), { order_uuid: 'order-1' })],
        [addItemFx, (params: unknown) => (calls.push(['add', params]), { order_item_id: 1 })],
      ],
    });
    await allSettled(itemSubmitted, { scope, params: { choice, line: null, fromSearch: true } });
    expect(calls).toEqual([
      ['create', { venueUuid: 'venue-1' }],
      ['add', { orderId: 'order-1', choice: { ...choice, currency: 'EUR' } }],
    ]);
    expect(scope.getState($itemSaved)).toEqual({ fromSearch: true });
    expect(scope.getState($submitError)).toBeNull();
  });

  it('updates the edited line on the current order', async () => {
    const edits: unknown[] = [];
    const scope = createTestScope({
      values: [[$orderId, 'order-2']],
      handlers: [[editItemFx, (params: unknown) => (edits.push(params), { order_item_id: 3 })]],
    });
    const line = { order_item_id: 3 } as CartOrderItem;
    await allSettled(itemSubmitted, { scope, params: { choice, line, fromSearch: false } });
    expect(edits).toEqual([expect.objectContaining({ orderId: 'order-2', orderItemId: 3 })]);
    expect(scope.getState($itemSaved)).toEqual({ fromSearch: false });
  });

  it('names a network failure apart from other failures, and forgets it when the screen opens again', async () => {
    const failing = (status: number) =>
      createTestScope({
        values: [[$orderId, 'order-3']],
        handlers: [[addItemFx, () => Promise.reject(new ApiRequestError(status, { message: 'no' }))]],
      });
    const offline = failing(0);
    await allSettled(itemSubmitted, { scope: offline, params: { choice, line: null, fromSearch: false } });
    expect(offline.getState($submitError)).toBe('errors.network');
    expect(offline.getState($itemSaved)).toBeNull();
    await allSettled(itemFormOpened, { scope: offline });
    expect(offline.getState($submitError)).toBeNull();

    const refused = failing(500);
    await allSettled(itemSubmitted, { scope: refused, params: { choice, line: null, fromSearch: false } });
    expect(refused.getState($submitError)).toBe('errors.generic');
  });
});

describe('saved lines', () => {
  it('puts an added line on the order and replaces an edited one', async () => {
    const scope = createTestScope({
      values: [[$orderList, [makeCartLine({ order_item_id: 5, quantity: 3 })]]],
      handlers: [
        [addItemFx, () => makeCartLine({ order_item_id: 6, quantity: 2 })],
        [editItemFx, () => makeCartLine({ order_item_id: 5, quantity: 1, note: 'edited' })],
      ],
    });
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: { ...choice, currency: 'EUR' } } });
    await allSettled(editItemFx, { scope, params: { orderId: 'o-1', orderItemId: 5, choice: { ...choice, currency: 'EUR' } } });
    expect(scope.getState($orderList).map((line) => [line.order_item_id, line.quantity, line.note])).toEqual([
      [5, 1, 'edited'],
      [6, 2, ''],
    ]);
  });

  it('refetches the order when the server refuses a change with 403', async () => {
    const fetched: string[] = [];
    const scope = createTestScope({
      handlers: [
        [editItemFx, () => Promise.reject(new ApiRequestError(403, { message: 'Forbidden' }))],
        [fetchOrderDetailsFx, (uuid: string) => (fetched.push(uuid), makeOrder({ order_uuid: uuid }))],
      ],
    });
    await allSettled(editItemFx, { scope, params: { orderId: 'o-9', orderItemId: 1, choice: { ...choice, currency: 'EUR' } } });
    expect(fetched).toEqual(['o-9']);
  });

  it('is saving while the call runs, failure included', async () => {
    let during: boolean | undefined;
    const scope = createTestScope({
      values: [[$orderId, 'o-1']],
      handlers: [
        [
          addItemFx,
          () => {
            during = scope.getState($itemSaving);
            return Promise.reject(new ApiRequestError(500, { message: 'x' }));
          },
        ],
      ],
    });
    await allSettled(itemSubmitted, { scope, params: { choice, line: null, fromSearch: false } });
    expect(during).toBe(true);
    expect(scope.getState($itemSaving)).toBe(false);
    expect(scope.getState($orderList)).toEqual([]);
  });
});

describe('addItemFx', () => {
  it("sends the chosen item and keeps the server's line id and prices", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({
          order_item_id: 91,
          name: 'Soup',
          quantity: 2,
          price: 10.5,
          price_id: null,
          note: 'hot',
          order_item_options: [],
          item_ref: 7,
          order_price: 21,
        }),
      ),
    );
    const scope = createTestScope();
    await allSettled(addItemFx, { scope, params: { orderId: 'o-1', choice: { ...choice, note: 'hot', currency: 'EUR' } } });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/order\/o-1\/add-item\/$/);
    expect(JSON.parse(String(init?.body))).toEqual({ item_id: 7, options: [], quantity: 2, note: 'hot', price_id: null });
    expect(scope.getState($orderList)).toMatchObject([{ item_id: 7, order_item_id: 91, quantity: 2, itemPrice: 10.5, itemOrderPrice: 21 }]);
    fetchSpy.mockRestore();
  });
});

describe('leaving the dish screen once the dish is saved', () => {
  const savedFrom = async (fromSearch: boolean, { shown = true } = {}) => {
    const { went, wentBack, handlers: navigation } = recordNavigation();
    const scope = createTestScope({
      values: [[$orderId, 'order-4']],
      handlers: [[addItemFx, () => ({ order_item_id: 1 })], ...navigation],
    });
    if (shown) await allSettled(itemFormOpened, { scope });
    await allSettled(itemSubmitted, { scope, params: { choice, line: null, fromSearch } });
    return { went, wentBack, saved: scope.getState($itemSaved) };
  };

  it('goes back where the guest came from, and forgets the save so the next dish screen stays', async () => {
    // Back with no fallback of its own: the menu.
    // Strict: toEqual and toMatchObject take [undefined] (one goBack with no fallback) for [] and back.
    expect(await savedFrom(false)).toStrictEqual({ went: [], wentBack: [undefined], saved: null });
  });

  it('goes to the menu in place of a dish found by search', async () => {
    expect(await savedFrom(true)).toStrictEqual({ went: [{ to: '/menu', replace: true }], wentBack: [], saved: null });
  });

  it('moves no one when the screen is not shown', async () => {
    expect(await savedFrom(false, { shown: false })).toStrictEqual({ went: [], wentBack: [], saved: { fromSearch: false } });
  });
});
