import { MAX_BILL_SHARES, roomChargeOffered, sharesAmount, type Bill, type BillLine, type BillWay, type Venue } from '@tabula/shared';
import { parseMoneyInput, tipChosen, tipTooHigh, type TipState } from '../tip';

/** What the bill screen shows: nothing owed, everything paid, or a balance to pay. */
export type BillStanding = 'nothing' | 'paidInFull' | 'due';

export function billStanding(bill: Pick<Bill, 'orders' | 'balance_due_cents'> | null): BillStanding {
  if (!bill || bill.orders.length === 0) return 'nothing';
  return bill.balance_due_cents > 0 ? 'due' : 'paidInFull';
}

/** The bill's tip chips: nothing highlighted is ever added, and 'No tip' (0) starts highlighted. */
export const NO_TIP: TipState = tipChosen('none');

/** What the guest chose to pay, as they set it on the screen. */
export interface BillChoice {
  way: BillWay;
  /** Split equally: into how many shares, and how many of them this guest pays. */
  shares: { count: number; paying: number };
  /** Pay for my items: the lines picked. */
  items: number[];
  /** Pay another amount: as typed, in major units. */
  amount: string;
  tip: TipState;
  /** The 'Other' tip as typed. */
  tipInput: string;
}

export const INITIAL_BILL_CHOICE: BillChoice = {
  way: 'whole',
  shares: { count: 2, paying: 1 },
  items: [],
  amount: '',
  tip: NO_TIP,
  tipInput: '',
};

/** Most equal shares this balance can be split into: MAX_BILL_SHARES, and no share smaller than a cent. */
export const maxShares = (balanceCents: number): number => Math.max(0, Math.min(MAX_BILL_SHARES, balanceCents));

/** Lines on the bill nobody has paid for (or is paying for) yet. */
export const unpaidLines = (bill: Pick<Bill, 'orders'>): BillLine[] =>
  bill.orders.flatMap((order) => order.lines).filter((line) => !line.paid);

/** The picked lines that can still be paid for: a line someone else paid meanwhile drops out. */
export const pickedLines = (bill: Pick<Bill, 'orders'>, picked: readonly number[]): BillLine[] =>
  unpaidLines(bill).filter((line) => picked.includes(line.order_item_id));

export type BillAmountProblem = 'nothingPicked' | 'notANumber' | 'notPositive' | 'overBalance' | 'shares' | 'held';

export type BillAmount = { ok: true; cents: number } | { ok: false; problem: BillAmountProblem };

type BillFigures = Pick<Bill, 'orders' | 'balance_due_cents' | 'payable_cents'>;

function amountOfWay(bill: BillFigures, choice: BillChoice): BillAmount {
  const balance = bill.balance_due_cents;
  switch (choice.way) {
    case 'whole':
      return { ok: true, cents: balance };
    case 'shares': {
      const { count, paying } = choice.shares;
      const fits = Number.isInteger(count) && count >= 2 && count <= maxShares(balance);
      if (!fits || !Number.isInteger(paying) || paying < 1 || paying > count) return { ok: false, problem: 'shares' };
      return { ok: true, cents: sharesAmount(balance, count, paying) };
    }
    case 'items': {
      const lines = pickedLines(bill, choice.items);
      if (lines.length === 0) return { ok: false, problem: 'nothingPicked' };
      return { ok: true, cents: lines.reduce((sum, line) => sum + line.amount_cents, 0) };
    }
    case 'amount': {
      const typed = parseMoneyInput(choice.amount);
      if (!typed.ok) return { ok: false, problem: typed.reason === 'negative' ? 'notPositive' : 'notANumber' };
      if (typed.cents <= 0) return { ok: false, problem: 'notPositive' };
      if (typed.cents > balance) return { ok: false, problem: 'overBalance' };
      return typed;
    }
  }
}

/**
 * What the guest's choice pays towards the balance, in cents, worked out as the server does: the whole balance,
 * the first `paying` of `count` equal shares (splitEqually), the picked unpaid lines, or the typed amount (more
 * than 0, at most the balance). An amount more than others' payments under way leave payable waits ('held').
 */
export function billAmount(bill: BillFigures, choice: BillChoice): BillAmount {
  const amount = amountOfWay(bill, choice);
  if (amount.ok && amount.cents > bill.payable_cents) return { ok: false, problem: 'held' };
  return amount;
}

export type BillTip = { ok: true; cents: number } | { ok: false; problem: 'notANumber' | 'negative' | 'tooHigh' };

/** The tip highlighted is the tip added: a preset, 'No tip' (0), or the 'Other' amount as typed, capped as the cart's. */
export function billTip(choice: Pick<BillChoice, 'tip' | 'tipInput'>, amountCents: number): BillTip {
  if (choice.tip.option !== 'other') return { ok: true, cents: choice.tip.cents };
  const typed = parseMoneyInput(choice.tipInput);
  if (!typed.ok) return { ok: false, problem: typed.reason };
  return tipTooHigh(typed.cents, amountCents) ? { ok: false, problem: 'tooHigh' } : typed;
}

/** A line picked or unpicked for Pay for my items. */
export const toggledLine = (picked: readonly number[], lineId: number): number[] =>
  picked.includes(lineId) ? picked.filter((id) => id !== lineId) : [...picked, lineId];

export type TableBillMethod = 'card' | 'cash' | 'room_charge';

type TableBillVenue = Pick<Venue, 'accept_card' | 'accept_cash' | 'accept_room_charge' | 'business_account'>;

/** How the venue lets a guest settle the bill brought to the table. */
export function tableBillMethods(venue: TableBillVenue): TableBillMethod[] {
  const methods: TableBillMethod[] = [];
  if (venue.accept_card) methods.push('card');
  if (venue.accept_cash) methods.push('cash');
  if (roomChargeOffered(venue)) methods.push('room_charge');
  return methods;
}
