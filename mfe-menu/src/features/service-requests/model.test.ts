import { allSettled } from 'effector';
import { $orderId, $tableNumber, $venue, ApiRequestError, createOrderFx, loadTablesFx } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation, type TestScopeOptions } from '@tabula/shared/test';
import {
  $serviceDialog,
  $serviceDialogsInUse,
  $serviceNotice,
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
import { $notice, REQUEST_ERROR_NOTICE_MS } from '../notices';

function scopeWith(values: TestScopeOptions['values'] = [], answer: () => unknown = () => ({})) {
  const sent: unknown[] = [];
  const navigation = recordNavigation();
  const scope = createTestScope({
    values,
    handlers: [...navigation.handlers, [requestServiceFx, (params: unknown) => (sent.push(params), answer())]],
  });
  return { scope, sent, went: navigation.went };
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
  it('opens the bill screen, which shows the bill or says there is nothing to pay, and sends no request itself', async () => {
    const { scope, sent, went } = scopeWith([[$orderId, 'order-current']]);
    await allSettled(billOpened, { scope });
    expect(went).toEqual([{ to: '/bill' }]);
    expect(sent).toEqual([]);
    expect(scope.getState($serviceDialog)).toBeNull();
    expect(scope.getState($serviceNotice)).toBeNull();
  });
});

describe("the dialogs' code", () => {
  it('is not fetched while no dialog opens, not even for Get bill', async () => {
    const { scope } = scopeWith();
    await allSettled(billOpened, { scope });
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
