import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import type { Order } from '../../entities';
import { makeCartLine, makeOrder, makeOrderItem, makeVenue } from '../../test/fixtures';
import { createTestScope, type TestScopeOptions } from '../../test/scope';
import { reloadWithoutQueryFx } from '../browser';
import { $orderList, cartCleared } from '../cart';
import { ORDER_STATE_KEY } from '../../storage/keys';
import '../order-state';
import { $orderHistory } from '../history';
import { $hasTab, $tabExpired, $tabId, tabExited, tabStarted } from '../tab';
import { $venue, loadVenueFx } from '../venue';
import {
  $orderDetail,
  $orderExpired,
  $carriedFromOrderId,
  $orderId,
  $placedOrderId,
  createOrderFx,
  fetchOrderDetailsFx,
  orderExpiredAcknowledged,
  orderPlaced,
  orderStatusChecked,
  reOrderFx,
} from '.';

const venue = makeVenue({ uuid: 'venue-1' });
const line = makeCartLine({ item_id: 7, order_item_id: 70, quantity: 2 });

/** A scope at a loaded venue, with a current order and a cart line, recording created orders. */
function orderScope(options: { order?: Partial<Order>; handlers?: TestScopeOptions['handlers']; orderId?: string | null } = {}) {
  const created: unknown[] = [];
  let next = 0;
  const scope = createTestScope({
    values: [
      [$venue, venue],
      [$orderId, options.orderId === undefined ? 'o-1' : options.orderId],
      [$orderList, [line]],
    ],
    handlers: [
      [createOrderFx, (params: unknown) => (created.push(params), { order_uuid: `new-${++next}` })],
      // A freshly created order is open and empty, whatever state the test gives the current one.
      [fetchOrderDetailsFx, (uuid: string) => makeOrder({ order_uuid: uuid, ...(uuid.startsWith('new-') ? {} : options.order) })],
      // A tab's order takes over the cart's dishes.
      [reOrderFx, ({ orderId }: { orderId: string }) => ({ order_uuid: orderId, order_items: [], order_price: 0, skipped: [] })],
      ...(options.handlers ?? []),
    ],
  });
  return { scope, created };
}

describe('creating orders', () => {
  it('creates an order when the venue loads and none is stored', async () => {
    const { scope, created } = orderScope({ orderId: null, handlers: [[loadVenueFx, () => venue]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
    expect(localStorage.getItem('orderId')).toBe('new-1');
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('fetches the details of a newly created order, so the card screen finds them', async () => {
    const { scope } = orderScope({ orderId: null, handlers: [[loadVenueFx, () => venue]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(scope.getState($orderDetail)?.order_uuid).toBe('new-1');
  });

  it('refreshes a stored order instead when the venue loads', async () => {
    const fetched: string[] = [];
    const { scope, created } = orderScope({
      handlers: [
        [loadVenueFx, () => venue],
        [fetchOrderDetailsFx, (uuid: string) => (fetched.push(uuid), makeOrder({ order_uuid: uuid, order_items: [makeOrderItem()] }))],
      ],
    });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(created).toEqual([]);
    expect(fetched).toEqual(['o-1']);
    // The cart is the server's order, not the line kept from before.
    expect(scope.getState($orderList).map((kept) => kept.order_item_id)).toEqual([makeOrderItem().order_item_id]);
  });

  it('creates no order for a read-only menu', async () => {
    const readOnly = makeVenue({ read_only_menu: true });
    const { scope, created } = orderScope({ orderId: null, handlers: [[loadVenueFx, () => readOnly]] });
    await allSettled(loadVenueFx, { scope, params: 'en' });
    expect(created).toEqual([]);
  });

  it('on 403 ends the tab, shows the tab-expired dialog and reloads without the query', async () => {
    const reloads: unknown[] = [];
    const { scope } = orderScope({
      orderId: null,
      handlers: [
        [createOrderFx, () => Promise.reject(new ApiRequestError(403, { message: 'Tab expired' }))],
        [reloadWithoutQueryFx, () => reloads.push(true)],
      ],
    });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    await allSettled(createOrderFx, { scope, params: { venueUuid: 'venue-1' } });
    expect(scope.getState($tabId)).toBe('empty');
    expect(scope.getState($tabExpired)).toBe(true);
    expect(scope.getState($orderExpired)).toBe(false);
    expect(reloads).toEqual([true]);
  });

  it('on another failure ends the tab and retries without it, once', async () => {
    let attempts = 0;
    const { scope } = orderScope({
      orderId: null,
      handlers: [
        [createOrderFx, () => (++attempts === 1 ? Promise.reject(new ApiRequestError(500, { message: 'x' })) : { order_uuid: 'plain' })],
      ],
    });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    await allSettled(createOrderFx, { scope, params: { venueUuid: 'venue-1' } });
    expect(scope.getState($hasTab)).toBe(false);
    expect(scope.getState($orderId)).toBe('plain');
    expect(attempts).toBe(2);
  });

  it('does not retry without a tab', async () => {
    let attempts = 0;
    const { scope } = orderScope({
      orderId: null,
      handlers: [[createOrderFx, () => (attempts++, Promise.reject(new ApiRequestError(500, { message: 'x' })))]],
    });
    await allSettled(createOrderFx, { scope, params: { venueUuid: 'venue-1' } });
    expect(attempts).toBe(1);
  });

  it('starts a fresh order when the guest exits the tab', async () => {
    const { scope, created } = orderScope();
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    expect(scope.getState($orderId)).toBe('o-t');
    await allSettled(tabExited, { scope });
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
    expect(scope.getState($orderList)).toEqual([]);
  });
});

describe('order details and status rules', () => {
  it("keeps a cart for an open order with items: the order's own", async () => {
    const { scope } = orderScope({ order: { status: 0, order_items: [makeOrderItem()] } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($orderDetail)?.order_uuid).toBe('o-1');
    expect(scope.getState($orderList).map((kept) => kept.order_item_id)).toEqual([makeOrderItem().order_item_id]);
    expect(scope.getState($orderHistory)).toEqual([]);
  });

  it('clears the cart of an open order without items', async () => {
    const { scope } = orderScope({ order: { status: 0, order_items: [] } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('lets a draft found submitted (paid just before a reload) go, records it and starts a fresh draft', async () => {
    const { scope, created } = orderScope({ order: { status: 2, order_items: [makeOrderItem()] } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($placedOrderId)).toBe('o-1');
    expect(scope.getState($orderList)).toEqual([]);
    expect(scope.getState($orderHistory).map((o) => o.order_uuid)).toEqual(['o-1']);
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
  });

  it.each([3, 4] as const)('finishes an order with status %i: history, then a fresh order', async (status) => {
    const { scope, created } = orderScope({ order: { status, order_items: [makeOrderItem()] } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($orderHistory).map((o) => o.status)).toEqual([status]);
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
    expect(scope.getState($orderDetail)?.order_uuid).toBe('new-1');
  });

  it('leaves the current order alone when another order is fetched', async () => {
    const { scope } = orderScope({ order: { status: 3 } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'old' });
    expect(scope.getState($orderId)).toBe('o-1');
    expect(scope.getState($orderList)).toEqual([line]);
    expect(scope.getState($orderHistory).map((o) => o.order_uuid)).toEqual(['old']);
  });

  it('shows the order-expired overlay; OK drops the order and creates a new one', async () => {
    const { scope, created } = orderScope({ order: { status: 0, has_order_expired: true, order_items: [makeOrderItem()] } });
    await allSettled(fetchOrderDetailsFx, { scope, params: 'o-1' });
    expect(scope.getState($orderExpired)).toBe(true);
    await allSettled(orderExpiredAcknowledged, { scope });
    expect(scope.getState($orderExpired)).toBe(false);
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
  });

  it('clears the tab when a declined order closed it', async () => {
    const { scope } = orderScope();
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-1' } });
    await allSettled(orderStatusChecked, { scope, params: { status: 4, tab_status: 4, has_order_expired: false, has_tab_expired: false } });
    expect(scope.getState($tabId)).toBe('empty');
  });
});

describe('placing the order', () => {
  it('lets the placed draft go: My Orders lists it, and the guest orders on a fresh draft', async () => {
    const { scope, created } = orderScope({ order: { status: 2, order_items: [makeOrderItem()] } });
    await allSettled(orderPlaced, { scope, params: 'o-1' });
    expect(scope.getState($placedOrderId)).toBe('o-1');
    expect(JSON.parse(localStorage.getItem('tabula-order-state') ?? '{}')).toMatchObject({ placedOrderId: 'o-1' });
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
    expect(scope.getState($orderList)).toEqual([]);
    expect(scope.getState($orderHistory).map((order) => order.order_uuid)).toEqual(['o-1']);
    expect(localStorage.getItem('orderId')).toBe('new-1');
  });

  it('leaves the draft alone when an order other than the draft is reported placed', async () => {
    const { scope, created } = orderScope();
    await allSettled(orderPlaced, { scope, params: 'other' });
    expect(scope.getState($placedOrderId)).toBe('other');
    expect(scope.getState($orderId)).toBe('o-1');
    expect(scope.getState($orderList)).toEqual([line]);
    expect(created).toEqual([]);
  });

  it('keeps the first of two orders created at once as the draft', async () => {
    const { scope } = orderScope({ orderId: null });
    await allSettled(createOrderFx, { scope, params: { venueUuid: 'venue-1' } });
    await allSettled(createOrderFx, { scope, params: { venueUuid: 'venue-1' } });
    expect(scope.getState($orderId)).toBe('new-1');
  });
});

describe('a tab replacing the draft', () => {
  it("carries the cart's dishes into the tab's order", async () => {
    const copied: unknown[] = [];
    const { scope } = orderScope({
      handlers: [
        [
          reOrderFx,
          (params: { orderId: string }) => (
            copied.push(params),
            { order_uuid: params.orderId, order_items: [makeOrderItem({ item_ref: 7, quantity: 2 })], order_price: 0, skipped: [] }
          ),
        ],
        [
          fetchOrderDetailsFx,
          (uuid: string) => makeOrder({ order_uuid: uuid, order_items: [makeOrderItem({ item_ref: 7, quantity: 2 })] }),
        ],
      ],
    });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    expect(copied).toEqual([{ orderToCopyUuid: 'o-1', orderId: 'o-t' }]);
    expect(scope.getState($orderId)).toBe('o-t');
    expect(scope.getState($orderList)).toMatchObject([{ item_id: 7, quantity: 2 }]);
    // The draft the tab's order took over is remembered (and stored), so what the guest chose for it can follow.
    expect(scope.getState($carriedFromOrderId)).toBe('o-1');
    expect(JSON.parse(localStorage.getItem(ORDER_STATE_KEY) ?? '{}')).toMatchObject({ carriedFromOrderId: 'o-1' });
    await allSettled(tabExited, { scope });
    expect(scope.getState($carriedFromOrderId)).toBeNull();
  });

  it('copies nothing when the cart is empty', async () => {
    const copied: unknown[] = [];
    const { scope } = orderScope({
      handlers: [[reOrderFx, (params: unknown) => (copied.push(params), { order_uuid: 'x', order_items: [] })]],
    });
    await allSettled(cartCleared, { scope });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o-t' } });
    expect(copied).toEqual([]);
    expect(scope.getState($orderId)).toBe('o-t');
  });
});
