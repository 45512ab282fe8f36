import { MAX_BILL_SHARES } from '@tabula/shared';
import { makeVenue } from '@tabula/shared/test';
import { makeBill, makeBillLine, makeBillOrder } from '../../testing/bills';
import {
  INITIAL_BILL_CHOICE,
  billAmount,
  billStanding,
  billTip,
  maxShares,
  pickedLines,
  tableBillMethods,
  toggledLine,
  type BillChoice,
} from './rules';

const threeLines = makeBill({
  orders: [
    makeBillOrder({
      lines: [
        makeBillLine({ order_item_id: 1, amount_cents: 350 }),
        makeBillLine({ order_item_id: 2, name: 'IPA', amount_cents: 500, paid: true }),
        makeBillLine({ order_item_id: 3, name: 'Fries', amount_cents: 425 }),
      ],
    }),
  ],
  paid_cents: 500,
});
const choose = (over: Partial<BillChoice>): BillChoice => ({ ...INITIAL_BILL_CHOICE, ...over });

describe('where the bill stands', () => {
  it('is nothing without orders, due with a balance, paid in full at zero', () => {
    expect(billStanding(null)).toBe('nothing');
    expect(billStanding(makeBill({ orders: [] }))).toBe('nothing');
    expect(billStanding(threeLines)).toBe('due');
    expect(billStanding(makeBill({ paid_cents: 350 }))).toBe('paidInFull');
  });
});

describe('what a way of paying pays', () => {
  it('pays the whole balance due', () => {
    expect(billAmount(threeLines, INITIAL_BILL_CHOICE)).toEqual({ ok: true, cents: 775 });
  });

  it('splits equally, the last share taking the remainder, for one share or more', () => {
    expect(billAmount(threeLines, choose({ way: 'shares', shares: { count: 2, paying: 1 } }))).toEqual({ ok: true, cents: 387 });
    expect(billAmount(threeLines, choose({ way: 'shares', shares: { count: 3, paying: 3 } }))).toEqual({ ok: true, cents: 775 });
    expect(billAmount(threeLines, choose({ way: 'shares', shares: { count: 1, paying: 1 } }))).toEqual({ ok: false, problem: 'shares' });
    expect(billAmount(threeLines, choose({ way: 'shares', shares: { count: 3, paying: 4 } }))).toEqual({ ok: false, problem: 'shares' });
  });

  it('splits into 2 to MAX_BILL_SHARES shares, and never into shares of less than a cent', () => {
    expect(maxShares(775)).toBe(MAX_BILL_SHARES);
    expect(maxShares(3)).toBe(3);
    const tiny = makeBill({ orders: [makeBillOrder({ lines: [makeBillLine({ amount_cents: 3 })] })] });
    expect(billAmount(tiny, choose({ way: 'shares', shares: { count: 4, paying: 1 } }))).toEqual({ ok: false, problem: 'shares' });
    expect(billAmount(threeLines, choose({ way: 'shares', shares: { count: MAX_BILL_SHARES + 1, paying: 1 } }))).toEqual({
      ok: false,
      problem: 'shares',
    });
  });

  it('pays the picked lines, never one already paid', () => {
    expect(billAmount(threeLines, choose({ way: 'items', items: [1, 3] }))).toEqual({ ok: true, cents: 775 });
    expect(billAmount(threeLines, choose({ way: 'items', items: [2] }))).toEqual({ ok: false, problem: 'nothingPicked' });
    expect(pickedLines(threeLines, [2, 3]).map((line) => line.order_item_id)).toEqual([3]);
  });

  it('pays an amount typed in major units, more than 0 and at most the balance', () => {
    expect(billAmount(threeLines, choose({ way: 'amount', amount: '2,5' }))).toEqual({ ok: true, cents: 250 });
    expect(billAmount(threeLines, choose({ way: 'amount', amount: '7.75' }))).toEqual({ ok: true, cents: 775 });
    expect(billAmount(threeLines, choose({ way: 'amount', amount: '7.76' }))).toEqual({ ok: false, problem: 'overBalance' });
    expect(billAmount(threeLines, choose({ way: 'amount', amount: '0' }))).toEqual({ ok: false, problem: 'notPositive' });
    expect(billAmount(threeLines, choose({ way: 'amount', amount: '-1' }))).toEqual({ ok: false, problem: 'notPositive' });
    expect(billAmount(threeLines, choose({ way: 'amount', amount: 'ten' }))).toEqual({ ok: false, problem: 'notANumber' });
  });

  it('waits while part of the balance is held by a payment under way', () => {
    const held = makeBill({ pending_cents: 200 });
    expect(billAmount(held, INITIAL_BILL_CHOICE)).toEqual({ ok: false, problem: 'held' });
    expect(billAmount(held, choose({ way: 'amount', amount: '1.50' }))).toEqual({ ok: true, cents: 150 });
  });
});

describe('the tip', () => {
  it('is what is highlighted: no tip at first, a preset, or the other amount typed', () => {
    expect(billTip(INITIAL_BILL_CHOICE, 775)).toEqual({ ok: true, cents: 0 });
    expect(billTip({ tip: { option: 200, cents: 200 }, tipInput: '' }, 775)).toEqual({ ok: true, cents: 200 });
    expect(billTip({ tip: { option: 'other', cents: 0 }, tipInput: '1,5' }, 775)).toEqual({ ok: true, cents: 150 });
    expect(billTip({ tip: { option: 'other', cents: 0 }, tipInput: 'x' }, 775)).toEqual({ ok: false, problem: 'notANumber' });
    expect(billTip({ tip: { option: 'other', cents: 0 }, tipInput: '10.01' }, 775)).toEqual({ ok: false, problem: 'tooHigh' });
  });
});

describe('picking lines and the ways to pay at the table', () => {
  it('toggles a line', () => {
    expect(toggledLine([1], 3)).toEqual([1, 3]);
    expect(toggledLine([1, 3], 1)).toEqual([3]);
  });

  it("offers the venue's ways to pay the bill brought to the table", () => {
    expect(tableBillMethods(makeVenue({ accept_card: true, accept_cash: true, accept_room_charge: false }))).toEqual(['card', 'cash']);
  });
});
