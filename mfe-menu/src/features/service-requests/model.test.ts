import { allSettled } from 'effector';
import { $orderHistory, $orderId, $tableNumber, $venue, ApiRequestError, createOrderFx, loadTablesFx } from '@tabula/shared';
import { createTestScope, makeOrder, makeVenue, type TestScopeOptions } from '@tabula/shared/test';
import {
  $serviceDialog,
  $serviceDialogsInUse,
  $serviceNotice,
  billConfirmed,
  billOpened,
  callServerConfirmed,
  callServerOpened,
  requestServiceFx,
  serviceActionsHidden,
  serviceActionsShown,
  serviceDialogClosed,
  serviceNoticeShown,
  serviceTablePicked,
} from './model';
import { $notice, NO_UNPAID_ORDERS_NOTICE_MS, REQUEST_ERROR_NOTICE_MS } from '../notices';

const NOW = Date.parse('2026-11-23T20:00:00Z');
const unpaid = makeOrder({ order_uuid: 'unpaid-1', status: 2, submitted_for_review: '2026-11-23T19:00:00Z' });

function scopeWith(values: TestScopeOptions['values'] = [], answer: () => unknown = () => ({})) {
  const sent: unknown[] = [];
  const scope = createTestScope({
    values,
    handlers: [[requestServiceFx, (params: unknown) => (sent.push(params), answer())]],
  });
  return { scope, sent };
}

describe('Call server', () => {
  it("calls a server to the guest's table for the current order and says one is coming", async () => {
    const { scope, sent } = scopeWith([
      [$orderId, 'order-1'],
      [$tableNumber, '4'],
    ]);
    await allSettled(callServerOpened, { scope });
    expect(scope.getState($serviceDialog)).toBe('callServer');
    await allSettled(callServerConfirmed, { scope });
    expect(sent).toEqual([{ orderId: 'order-1', request_type: 1, table_number: '4' }]);
    expect(scope.getState($serviceDialog)).toBe('serverComing');
  });

  it('asks a guest without a table for one first, keeps it, and creates the order when there is none', async () => {
    const sent: unknown[] = [];
    const created: unknown[] = [];
    const withOrder = createTestScope({
      values: [[$venue, makeVenue({ uuid: 'venue-1' })]],
      handlers: [
        [createOrderFx, (params: unknown) => (created.push(params), { order_uuid: 'order-new' })],
        [requestServiceFx, (params: unknown) => (sent.push(params), {})],
      ],
    });
    await allSettled(callServerConfirmed, { scope: withOrder });
    expect(withOrder.getState($serviceDialog)).toBe('tablePicker');
    expect(sent).toEqual([]);
    await allSettled(serviceTablePicked, { scope: withOrder, params: '5' });
    expect(withOrder.getState($tableNumber)).toBe('5');
    expect(created).toEqual([{ venueUuid: 'venue-1' }]);
    expect(sent).toEqual([{ orderId: 'order-new', request_type: 1, table_number: '5' }]);
    expect(withOrder.getState($serviceDialog)).toBe('serverComing');
  });

  it('loads the tables each time the picker opens, all of them for a guest without a tab', async () => {
    const loads: unknown[] = [];
    const scope = createTestScope({
      handlers: [[loadTablesFx, (params: unknown) => (loads.push(params), ['1', '2'])]],
    });
    await allSettled(callServerOpened, { scope });
    expect(loads).toEqual([]);
    await allSettled(callServerConfirmed, { scope });
    expect(scope.getState($serviceDialog)).toBe('tablePicker');
    expect(loads).toEqual([{ allTables: true }]);
    await allSettled(serviceDialogClosed, { scope });
    await allSettled(callServerConfirmed, { scope });
    expect(loads).toEqual([{ allTables: true }, { allTables: true }]);
  });

  it('closes the dialog and tells the guest a request is already open', async () => {
    const { scope } = scopeWith(
      [
        [$orderId, 'order-1'],
        [$tableNumber, '4'],
      ],
      () => Promise.reject(new ApiRequestError(409, { message: 'open' })),
    );
    await allSettled(callServerOpened, { scope });
    await allSettled(callServerConfirmed, { scope });
    expect(scope.getState($serviceDialog)).toBeNull();
    expect(scope.getState($serviceNotice)).toEqual({ kind: 'requestFailed', status: 409 });
    await allSettled(serviceNoticeShown, { scope });
    expect(scope.getState($serviceNotice)).toBeNull();
  });
});

describe('Get bill', () => {
  it('says there is nothing to pay without an unpaid order of the last day', async () => {
    const { scope } = scopeWith([[$orderHistory, [makeOrder({ is_paid: true, submitted_for_review: '2026-11-23T19:00:00Z' })]]]);
    await allSettled(billOpened, { scope, params: NOW });
    expect(scope.getState($serviceDialog)).toBeNull();
    expect(scope.getState($serviceNotice)).toEqual({ kind: 'noUnpaidOrders' });
  });

  it("asks the bill under the guest's current order, paid the way the guest chose", async () => {
    const { scope, sent } = scopeWith([
      [$orderHistory, [unpaid]],
      [$orderId, 'order-current'],
      [$tableNumber, '2'],
    ]);
    await allSettled(billOpened, { scope, params: NOW });
    expect(scope.getState($serviceDialog)).toBe('bill');
    await allSettled(billConfirmed, { scope, params: { method: 'cash' } });
    expect(sent).toEqual([{ orderId: 'order-current', request_type: 0, payment_method: 'cash', table_number: '2' }]);
    expect(scope.getState($serviceDialog)).toBe('serverComing');
  });

  it('sends Get bill and Call server for the same order, so the second is refused while the first is open', async () => {
    const open = new Set<string>();
    const { scope, sent } = scopeWith(
      [
        [$orderHistory, [unpaid]],
        [$orderId, 'order-current'],
        [$tableNumber, '2'],
      ],
      // As the API decides: one open request per order.
      () => {
        const { orderId } = sent[sent.length - 1] as { orderId: string };
        if (open.has(orderId)) return Promise.reject(new ApiRequestError(409, { message: 'open' }));
        open.add(orderId);
        return {};
      },
    );
    await allSettled(billOpened, { scope, params: NOW });
    await allSettled(billConfirmed, { scope, params: { method: 'card' } });
    await allSettled(serviceDialogClosed, { scope });
    await allSettled(callServerOpened, { scope });
    await allSettled(callServerConfirmed, { scope });
    expect(sent.map((params) => (params as { orderId: string }).orderId)).toEqual(['order-current', 'order-current']);
    expect(scope.getState($serviceNotice)).toEqual({ kind: 'requestFailed', status: 409 });
  });
});

describe("the dialogs' code", () => {
  it('is not fetched while no dialog opens, not even for a Get bill with nothing to pay', async () => {
    const { scope } = scopeWith([[$orderHistory, []]]);
    await allSettled(billOpened, { scope, params: NOW });
    expect(scope.getState($serviceNotice)).toEqual({ kind: 'noUnpaidOrders' });
    expect(scope.getState($serviceDialogsInUse)).toBe(false);
  });

  it('is fetched with the first dialog and stays after it closes, so the dialog closes with its transition', async () => {
    const { scope } = scopeWith();
    await allSettled(callServerOpened, { scope });
    expect(scope.getState($serviceDialogsInUse)).toBe(true);
    await allSettled(serviceDialogClosed, { scope });
    expect(scope.getState($serviceDialog)).toBeNull();
    expect(scope.getState($serviceDialogsInUse)).toBe(true);
  });
});

describe("a request's notice in the menu's snackbar", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const refusing = () =>
    scopeWith(
      [
        [$orderId, 'order-1'],
        [$tableNumber, '4'],
      ],
      () => Promise.reject(new ApiRequestError(409, { message: 'open' })),
    );

  it('says a request is already open, for 10 s, while the menu is on screen', async () => {
    const { scope } = refusing();
    await allSettled(serviceActionsShown, { scope });
    await allSettled(callServerConfirmed, { scope });
    expect(scope.getState($notice)).toStrictEqual({ key: 'errors.requestAlreadyOpen' });
    expect(scope.getState($serviceNotice)).toBeNull();
    jest.advanceTimersByTime(REQUEST_ERROR_NOTICE_MS - 1);
    expect(scope.getState($notice)).toStrictEqual({ key: 'errors.requestAlreadyOpen' });
    jest.advanceTimersByTime(1);
    expect(scope.getState($notice)).toBeNull();
  });

  it('says there is nothing to pay, for its own time', async () => {
    const { scope } = scopeWith([[$orderHistory, []]]);
    await allSettled(serviceActionsShown, { scope });
    await allSettled(billOpened, { scope, params: NOW });
    expect(scope.getState($notice)).toStrictEqual({ key: 'errors.noUnpaidOrders' });
    jest.advanceTimersByTime(NO_UNPAID_ORDERS_NOTICE_MS);
    expect(scope.getState($notice)).toBeNull();
  });

  it('waits, when the request fails after the guest left the menu, until the menu is back', async () => {
    const { scope } = refusing();
    await allSettled(serviceActionsShown, { scope });
    await allSettled(serviceActionsHidden, { scope });
    await allSettled(callServerConfirmed, { scope });
    expect(scope.getState($notice)).toBeNull();
    await allSettled(serviceActionsShown, { scope });
    expect(scope.getState($notice)).toStrictEqual({ key: 'errors.requestAlreadyOpen' });
  });
});
