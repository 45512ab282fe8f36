import { scopeBind } from 'effector';
import { $orderId, $tabId, $tableNumber, ApiRequestError, type Bill, type BillPaymentStarted } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import { loadPaymentConfigFx } from '../card-payment';
import { PaymentFailed } from '../placing';
import { makeBill } from '../../testing/bills';
import { settleUntil } from '../../testing/settle';
import {
  $bill,
  $billChanged,
  $billLoad,
  $billPaid,
  $billPayFailure,
  $billPaymentUnknown,
  BILL_POLL_MS,
  billPaySubmitted,
  billPaymentRechecked,
  billPaymentStateFx,
  billScreenClosed,
  billScreenOpened,
  fetchBillFx,
  releaseBillPaymentFx,
  requestBillAtTableFx,
  sharesCountSet,
  startBillPaymentFx,
  tableBillAsked,
  tipOptionPicked,
  wayChosen,
} from './model';

const started = (over: Partial<BillPaymentStarted> = {}): BillPaymentStarted => ({
  payment_uuid: 'p-1',
  amount_cents: 175,
  tip_cents: 0,
  total_cents: 175,
  status: 'pending',
  payment_intent: { id: 'pi_1', client_secret: 'pi_1_secret' },
  ...over,
});

interface Answers {
  bills?: Array<Bill | Error>;
  start?: () => Promise<BillPaymentStarted> | BillPaymentStarted;
  state?: () => Promise<{ payment_uuid: string; status: 'held' | 'succeeded' | 'released' }>;
}

/** A member of tab t-1 on the bill screen: the API's answers are given, and every call is recorded. */
function member({ bills = [makeBill()], start = () => started(), state }: Answers = {}) {
  const calls = { bills: [] as Array<string | null>, starts: [] as unknown[], releases: [] as string[], asked: [] as unknown[] };
  const scope = createTestScope({
    values: [
      [$tabId, 't-1'],
      [$orderId, 'o-9'],
      [$tableNumber, '4'],
    ],
    handlers: [
      [loadPaymentConfigFx, () => ({ provider: 'simulated' })],
      [
        fetchBillFx,
        (tabId: string | null) => {
          calls.bills.push(tabId);
          const answer = bills.length > 1 ? bills.shift() : bills[0];
          return answer instanceof Error ? Promise.reject(answer) : answer;
        },
      ],
      [startBillPaymentFx, (params: unknown) => (calls.starts.push(params), start())],
      [releaseBillPaymentFx, (uuid: string) => (calls.releases.push(uuid), { payment_uuid: uuid, status: 'released' })],
      [billPaymentStateFx, state ?? (() => Promise.reject(new ApiRequestError(0, { message: 'Network error' })))],
      [requestBillAtTableFx, (params: unknown) => (calls.asked.push(params), { request_id: 1 })],
    ],
  });
  return {
    scope,
    calls,
    open: scopeBind(billScreenOpened, { scope }),
    close: scopeBind(billScreenClosed, { scope }),
    pay: scopeBind(billPaySubmitted, { scope }),
  };
}

const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the bill on screen', () => {
  it('is read when the screen opens and every 3 s while it is open, and no more once it closes', async () => {
    const { scope, calls, open, close } = member({ bills: [makeBill(), makeBill({ paid_cents: 100 })] });
    open();
    await settle();
    expect(calls.bills).toEqual(['t-1']);
    expect(scope.getState($bill)?.balance_due_cents).toBe(350);
    await jest.advanceTimersByTimeAsync(BILL_POLL_MS);
    expect(calls.bills).toHaveLength(2);
    expect(scope.getState($bill)?.balance_due_cents).toBe(250);
    close();
    await jest.advanceTimersByTimeAsync(BILL_POLL_MS * 3);
    expect(calls.bills).toHaveLength(2);
    expect(scope.getState($bill)).toBeNull();
  });

  it('reads as nothing to pay when the API has no bill for the guest, and keeps the bill through a failed poll', async () => {
    const none = member({ bills: [new ApiRequestError(404, { message: 'Not found' })] });
    none.open();
    await settle();
    expect(none.scope.getState($billLoad)).toBe('nothing');

    const flaky = member({ bills: [makeBill(), new ApiRequestError(0, { message: 'Network error' }), makeBill()] });
    flaky.open();
    await settle();
    await jest.advanceTimersByTimeAsync(BILL_POLL_MS);
    expect(flaky.calls.bills).toHaveLength(2);
    expect(flaky.scope.getState($billLoad)).toBe('ready');
    expect(flaky.scope.getState($bill)).not.toBeNull();
  });
});

describe('paying the bill', () => {
  it('reserves one of two equal shares, with the tip highlighted, against the balance shown, then confirms the card', async () => {
    const confirmed: string[] = [];
    const { scope, calls, open, pay } = member({ bills: [makeBill(), makeBill({ paid_cents: 175 })] });
    open();
    await settle();
    scopeBind(wayChosen, { scope })('shares');
    scopeBind(sharesCountSet, { scope })(2);
    scopeBind(tipOptionPicked, { scope })(100);
    pay({ method: 'card', email: '', confirm: async (secret: string) => (confirmed.push(secret), { ok: true as const }) });
    await settleUntil(() => scope.getState($billPaid) !== null);
    expect(calls.starts).toEqual([
      { tabId: 't-1', body: { way: 'shares', balance_cents: 350, shares: { count: 2, paying: 1 }, tip_cents: 100, method: 'card' } },
    ]);
    expect(confirmed).toEqual(['pi_1_secret']);
    await settle();
    expect(scope.getState($bill)?.balance_due_cents).toBe(175);
  });

  it('says the bill changed, and reads it again, when someone else paid first: no card is touched', async () => {
    const confirm = jest.fn();
    const changed = new ApiRequestError(409, { message: 'changed', code: 'bill_changed' });
    const { scope, calls, open, pay } = member({
      bills: [makeBill(), makeBill({ paid_cents: 200 })],
      start: () => Promise.reject(changed),
    });
    open();
    await settle();
    pay({ method: 'card', email: '', confirm });
    await settleUntil(() => scope.getState($billChanged));
    await settle();
    expect(confirm).not.toHaveBeenCalled();
    expect(calls.bills).toHaveLength(2);
    expect(scope.getState($bill)?.balance_due_cents).toBe(150);
    expect(scope.getState($billPayFailure)).toBeNull();
  });

  it('reports a declined card only once the server says the payment did not go through, and releases one it still holds', async () => {
    const { scope, calls, open, pay } = member({ state: async () => ({ payment_uuid: 'p-1', status: 'held' }) });
    open();
    await settle();
    pay({ method: 'card', email: '', confirm: async () => ({ ok: false, reason: 'Your card was declined.' }) });
    await settleUntil(() => scope.getState($billPayFailure) !== null);
    expect(scope.getState($billPayFailure)).toEqual({ method: 'card', error: new PaymentFailed('Your card was declined.') });
    expect(calls.releases).toEqual(['p-1']);
  });

  it('says nothing of a payment whose answer was lost until a check tells, and offers no second Pay meanwhile', async () => {
    let status: 'held' | 'succeeded' = 'held';
    let reachable = false;
    const { scope, calls, open, pay } = member({
      state: () =>
        reachable ? Promise.resolve({ payment_uuid: 'p-1', status }) : Promise.reject(new ApiRequestError(0, { message: 'Network error' })),
    });
    open();
    await settle();
    pay({ method: 'card', email: '', confirm: () => Promise.reject(new Error('no answer')) });
    await settleUntil(() => scope.getState($billPaymentUnknown));
    await settle();
    expect(scope.getState($billPayFailure)).toBeNull();
    pay({ method: 'card', email: '', confirm: async () => ({ ok: true }) });
    await settle();
    expect(calls.starts).toHaveLength(1);
    reachable = true;
    status = 'succeeded';
    scopeBind(billPaymentRechecked, { scope })();
    await settleUntil(() => !scope.getState($billPaymentUnknown));
    expect(scope.getState($billPayFailure)).toBeNull();
    expect(calls.releases).toEqual([]);
  });

  it('releases the payment when the guest leaves the screen in the middle of it', async () => {
    const { calls, open, close, pay } = member();
    open();
    await settle();
    pay({ method: 'card', email: '', confirm: () => new Promise(() => undefined) });
    await settle();
    close();
    await settle();
    expect(calls.releases).toEqual(['p-1']);
  });

  it('charges the room at once, with no card to confirm', async () => {
    const { scope, calls, open, pay } = member({ start: () => started({ status: 'succeeded', payment_intent: null }) });
    open();
    await settle();
    pay({ method: 'room_charge', email: '', confirm: null });
    await settleUntil(() => scope.getState($billPaid) !== null);
    expect(calls.starts).toEqual([{ tabId: 't-1', body: { way: 'whole', balance_cents: 350, tip_cents: 0, method: 'room_charge' } }]);
  });
});

describe('asking for the bill at the table', () => {
  it("asks under the guest's current order and table, paid the way they chose", async () => {
    const { scope, calls } = member();
    scopeBind(tableBillAsked, { scope })('cash');
    await settle();
    expect(calls.asked).toEqual([{ orderId: 'o-9', request_type: 0, payment_method: 'cash', table_number: '4' }]);
  });
});
