import { allSettled } from 'effector';
import { $orderId, $venue, addItemFx, createOrderFx, editItemFx, ApiRequestError, type CartOrderItem } from '@tabula/shared';
import { createTestScope, makeItem, makeVenue } from '@tabula/shared/test';
import { $itemSaved, $submitError, itemFormOpened, itemSubmitted } from './model';

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
