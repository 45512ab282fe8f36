import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $orderId,
  $tabId,
  $tableNumber,
  failureStatus,
  refusalCode,
  storeReset,
  unwrap,
  type ApiRequestError,
  type Bill,
  type BillPaymentRequest,
  type BillPaymentStarted,
  type BillWay,
  type BillPaymentState,
} from '@tabula/shared';
import { loadPaymentConfigFx, type Confirm } from '../card-payment';
import { PaymentFailed, PaymentUnknown, type ConfirmResult } from '../placing';
import { tipChosen, type TipOption } from '../tip';
import { billPaymentState, getBill, releaseBillPayment, requestBillAtTable, startBillPayment, type BillAtTableRequest } from './api/bill';
import { INITIAL_BILL_CHOICE, billAmount, billTip, pickedLines, toggledLine, type TableBillMethod } from './rules';

/** Every member sees the balance move within a few seconds of a payment: the open screen reads the bill this often. */
export const BILL_POLL_MS = 3000;

/** The tab's id as the bill calls take it: null without a tab (the guest's own orders). */
const billTab = (tabId: string | null): string | null => (tabId && tabId !== 'empty' ? tabId : null);

export const fetchBillFx = createEffect<string | null, Bill, ApiRequestError>(async (tabId) => unwrap(await getBill(tabId)));
export const startBillPaymentFx = createEffect<{ tabId: string | null; body: BillPaymentRequest }, BillPaymentStarted, ApiRequestError>(
  async ({ tabId, body }) => unwrap(await startBillPayment(tabId, body)),
);
export const releaseBillPaymentFx = createEffect<string, BillPaymentState, ApiRequestError>(async (uuid) =>
  unwrap(await releaseBillPayment(uuid)),
);
export const billPaymentStateFx = createEffect<string, BillPaymentState, ApiRequestError>(async (uuid) =>
  unwrap(await billPaymentState(uuid)),
);
export const requestBillAtTableFx = createEffect<BillAtTableRequest & { orderId: string }, unknown, ApiRequestError>(
  async ({ orderId, ...body }) => unwrap(await requestBillAtTable(orderId, body)),
);

/** The bill screen opened, or closed (its polling stops, and a payment left mid-way is released). */
export const billScreenOpened = createEvent();
export const billScreenClosed = createEvent();
/** Try again, after the bill could not be read. */
export const billReloadRequested = createEvent();

/**
 * Each opening gets its own round: a timer or an answer of an earlier one finds the round changed and does
 * nothing, so closing the screen stops the polling and opening it again starts one chain, not two.
 */
const $polling = createStore({ open: false, round: 0 })
  .on(billScreenOpened, ({ round }) => ({ open: true, round: round + 1 }))
  .on([billScreenClosed, storeReset], ({ round }) => ({ open: false, round: round + 1 }));

const $open = $polling.map(({ open }) => open);

const pollFx = attach({
  source: $tabId,
  mapParams: (round: number, tabId) => ({ round, tabId: billTab(tabId) }),
  effect: createEffect(async ({ tabId }: { round: number; tabId: string | null }) => fetchBillFx(tabId)),
});
const reloadFx = attach({ source: $tabId, mapParams: (_: void, tabId) => billTab(tabId), effect: fetchBillFx });
const pollWaitFx = createEffect((round: number) => new Promise<number>((resolve) => setTimeout(() => resolve(round), BILL_POLL_MS)));

const stillPolling = (polling: { open: boolean; round: number }, round: number) => polling.open && polling.round === round;

sample({ clock: $polling.updates, filter: ({ open }) => open, fn: ({ round }) => round, target: pollFx });
sample({
  clock: pollFx.finally,
  source: $polling,
  filter: (polling, { params }) => stillPolling(polling, params),
  fn: (_, { params }) => params,
  target: pollWaitFx,
});
sample({ clock: pollWaitFx.doneData, source: $polling, filter: stillPolling, fn: (_, round) => round, target: pollFx });
sample({ clock: billReloadRequested, target: reloadFx });
sample({ clock: billScreenOpened, target: loadPaymentConfigFx });

/** The bill as last read while the screen is open. */
export const $bill = createStore<Bill | null>(null).reset(billScreenOpened, billScreenClosed, storeReset);
sample({ clock: fetchBillFx.doneData, filter: $open, target: $bill });

/** 'nothing': the API has no bill for this guest (404): no unpaid orders. A failed poll keeps the bill on screen. */
export type BillLoad = 'loading' | 'ready' | 'nothing' | 'failed';

export const $billLoad = createStore<BillLoad>('loading')
  .on(billScreenOpened, () => 'loading')
  .reset(storeReset);
sample({ clock: fetchBillFx.done, filter: $open, fn: (): BillLoad => 'ready', target: $billLoad });
sample({
  clock: fetchBillFx.failData,
  source: { load: $billLoad, open: $open },
  filter: ({ open }) => open,
  fn: ({ load }, error): BillLoad => (failureStatus(error) === 404 ? 'nothing' : load === 'ready' ? 'ready' : 'failed'),
  target: $billLoad,
});

// What the guest chooses to pay.
export const wayChosen = createEvent<BillWay>();
export const sharesCountSet = createEvent<number>();
export const sharesPayingSet = createEvent<number>();
export const lineToggled = createEvent<number>();
export const amountTyped = createEvent<string>();
export const tipOptionPicked = createEvent<TipOption>();
export const tipTyped = createEvent<string>();

export const $choice = createStore(INITIAL_BILL_CHOICE)
  .on(wayChosen, (choice, way) => ({ ...choice, way }))
  .on(sharesCountSet, (choice, count) => ({ ...choice, shares: { count, paying: Math.min(choice.shares.paying, Math.max(count, 1)) } }))
  .on(sharesPayingSet, (choice, paying) => ({ ...choice, shares: { ...choice.shares, paying } }))
  .on(lineToggled, (choice, lineId) => ({ ...choice, items: toggledLine(choice.items, lineId) }))
  .on(amountTyped, (choice, amount) => ({ ...choice, amount }))
  .on(tipOptionPicked, (choice, option) => ({ ...choice, tip: tipChosen(option) }))
  .on(tipTyped, (choice, tipInput) => ({ ...choice, tipInput }))
  .reset(billScreenOpened, billScreenClosed, storeReset);

/** What the guest's choice pays, its tip, and the two together (what the card is charged). */
export const $billPayment = combine($bill, $choice, (bill, choice) => {
  if (!bill) return null;
  const amount = billAmount(bill, choice);
  const tip = billTip(choice, amount.ok ? amount.cents : 0);
  return { amount, tip, totalCents: (amount.ok ? amount.cents : 0) + (tip.ok ? tip.cents : 0) };
});

/** Pay: by card (confirmed with the provider through `confirm`) or a wallet, or charged to the room (no confirm). */
export interface BillPayAttempt {
  method: BillPaymentRequest['method'];
  email: string;
  confirm: Confirm | null;
}

export const billPaySubmitted = createEvent<BillPayAttempt>();

interface Paying {
  tabId: string | null;
  body: BillPaymentRequest;
  confirm: Confirm | null;
}

/** The payment asked about once its confirmation failed or got no answer; a check that cannot be made is not a failure. */
const settledStateFx = createEffect<string, BillPaymentState['status'], unknown>(async (uuid) => {
  try {
    return (await billPaymentStateFx(uuid)).status;
  } catch {
    throw new PaymentUnknown();
  }
});

/**
 * The amount reserved against the balance shown, then the card confirmed. A confirmation that fails or gets no
 * answer is not reported before the server says the payment did not go through; one still held is released.
 */
const payingFx = createEffect<Paying, BillPaymentStarted, unknown>(async ({ tabId, body, confirm }) => {
  const started = await startBillPaymentFx({ tabId, body });
  if (started.status === 'succeeded') return started;
  const secret = started.payment_intent?.client_secret;
  const result: ConfirmResult =
    secret && confirm ? await confirm(secret).catch((): ConfirmResult => ({ ok: false, reason: null })) : { ok: false, reason: null };
  if (result.ok) return started;
  const status = await settledStateFx(started.payment_uuid);
  if (status === 'succeeded') return started;
  if (status === 'held') await releaseBillPaymentFx(started.payment_uuid).catch(() => undefined);
  throw new PaymentFailed(result.reason);
});

/** The payment started and not yet settled: released if the guest leaves the screen before it is. */
const $held = createStore<string | null>(null)
  .on(startBillPaymentFx.doneData, (_, started) => (started.status === 'pending' ? started.payment_uuid : null))
  .on(payingFx.done, () => null)
  .on(payingFx.fail, (held, { error }) => (error instanceof PaymentUnknown ? held : null))
  .reset(storeReset);

/** Whether the last payment went through is not known: no second Pay until a check tells. */
export const $billPaymentUnknown = $held.map(Boolean);
export const $billPaying = payingFx.pending;

/** One payment at a time: a press while one is under way, or with nothing valid to pay, does nothing. */
sample({
  clock: billPaySubmitted,
  source: { bill: $bill, choice: $choice, payment: $billPayment, tabId: $tabId, paying: $billPaying, held: $held },
  filter: ({ bill, payment, paying, held }) => Boolean(bill && payment?.amount.ok && payment.tip.ok) && !paying && !held,
  fn: ({ bill, choice, payment, tabId }, { method, email, confirm }): Paying => {
    const amount = payment?.amount.ok ? payment.amount.cents : 0;
    const way = choice.way;
    const body: BillPaymentRequest = {
      way,
      balance_cents: bill?.balance_due_cents ?? 0,
      tip_cents: payment?.tip.ok ? payment.tip.cents : 0,
      method,
      ...(way === 'shares' ? { shares: choice.shares } : {}),
      ...(way === 'items' && bill ? { order_item_ids: pickedLines(bill, choice.items).map((line) => line.order_item_id) } : {}),
      ...(way === 'amount' ? { amount_cents: amount } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
    };
    return { tabId: billTab(tabId), body, confirm };
  },
  target: payingFx,
});

/** The guest asks again whether the payment went through ('Check again'). */
export const billPaymentRechecked = createEvent();
const recheckFx = attach({ effect: settledStateFx });
sample({ clock: billPaymentRechecked, source: $held, filter: Boolean, target: recheckFx });
$held.on(recheckFx.doneData, (held, status) => (status === 'held' ? held : null));
sample({ clock: recheckFx.done, filter: ({ result }) => result === 'held', fn: ({ params }) => params, target: releaseBillPaymentFx });

// Leaving mid-payment abandons it: what it holds goes back to the table.
sample({
  clock: billScreenClosed,
  source: { held: $held, paying: $billPaying },
  filter: ({ held, paying }) => Boolean(held) && paying,
  fn: ({ held }) => held ?? '',
  target: releaseBillPaymentFx,
});

/** The bill is not the one shown (someone else paid, or holds part of it): read it again and say so. */
const billMoved = sample({
  clock: payingFx.failData,
  filter: (error) => ['bill_changed', 'bill_line_paid'].includes(refusalCode(error) ?? ''),
});
export const $billChanged = createStore(false)
  .on(billMoved, () => true)
  .reset(billPaySubmitted, billScreenOpened, billScreenClosed, storeReset);

/** What the last payment paid (shown as received); a new payment or leaving clears it. */
export const $billPaid = createStore<BillPaymentStarted | null>(null)
  .on(payingFx.doneData, (_, paid) => paid)
  .reset(billPaySubmitted, billScreenOpened, billScreenClosed, storeReset);

const paidFound = sample({ clock: recheckFx.doneData, filter: (status) => status === 'succeeded' });
sample({ clock: [payingFx.done, paidFound, billMoved, recheckFx.done], filter: $open, target: reloadFx });
// A payment made, the guest starts again from the whole balance with no tip.
$choice.reset(payingFx.done, paidFound);

/** Why the last payment failed, and by which method; the bill having moved speaks for itself. */
export const $billPayFailure = createStore<{ method: BillPaymentRequest['method']; error: unknown } | null>(null)
  .on(payingFx.fail, (_, { params, error }) =>
    error instanceof PaymentUnknown || ['bill_changed', 'bill_line_paid'].includes(refusalCode(error) ?? '')
      ? null
      : { method: params.body.method, error },
  )
  .on(recheckFx.doneData, (failure, status) => (status === 'succeeded' ? null : { method: 'card', error: new PaymentFailed(null) }))
  .reset(billPaySubmitted, billScreenOpened, billScreenClosed, storeReset);

/** Ask for the bill at the table: a server brings it, paid the way the guest says. */
export const tableBillAsked = createEvent<TableBillMethod>();

sample({
  clock: tableBillAsked,
  source: { orderId: $orderId, table: $tableNumber },
  filter: ({ orderId }) => Boolean(orderId),
  fn: ({ orderId, table }, method) => ({
    orderId: orderId ?? '',
    request_type: 0 as const,
    payment_method: method,
    ...(table ? { table_number: table } : {}),
  }),
  target: requestBillAtTableFx,
});

/** What became of asking at the table: sent, or refused (409: a request is open already). */
export type TableBillAnswer = { state: 'sent' } | { state: 'failed'; status: number } | null;

export const $tableBill = createStore<TableBillAnswer>(null)
  .on(requestBillAtTableFx.done, () => ({ state: 'sent' }))
  .on(requestBillAtTableFx.failData, (_, error) => ({ state: 'failed', status: failureStatus(error) }))
  .reset(tableBillAsked, billScreenOpened, billScreenClosed, storeReset);
export const $tableBillSending = requestBillAtTableFx.pending;
