import { MAX_BILL_SHARES, sharesAmount, type BillWay } from '@tabula/shared/entities';
import { maxTipCents } from './checkout';
import { badRequest } from './violation';

export interface PaymentAsked {
  way: BillWay;
  shares?: { count: number; paying: number } | undefined;
  orderItemIds?: readonly number[] | undefined;
  amountCents?: number | undefined;
}

const invalid = (message: string) => badRequest(message, 'bill_amount_invalid');

/**
 * What a payment pays towards the balance, worked out from the bill as it stands: the whole balance, the
 * first `paying` of `count` equal shares (the last share takes the remainder), the chosen lines, or an
 * amount of the guest's own. 400 for anything that is not 1 cent up to the balance.
 */
export function paymentAmount(asked: PaymentAsked, balanceCents: number, lineCents: ReadonlyMap<number, number>): number {
  const amount = rawAmount(asked, balanceCents, lineCents);
  if (amount < 1) throw invalid('There is nothing to pay');
  if (amount > balanceCents) throw invalid('The amount is more than the balance due');
  return amount;
}

function rawAmount(asked: PaymentAsked, balanceCents: number, lineCents: ReadonlyMap<number, number>): number {
  switch (asked.way) {
    case 'whole':
      return balanceCents;
    case 'shares': {
      const { count, paying } = asked.shares ?? { count: 0, paying: 0 };
      if (count < 2 || count > MAX_BILL_SHARES) throw invalid(`Split the bill between 2 and ${MAX_BILL_SHARES} people`);
      if (paying < 1 || paying > count) throw invalid(`Pay 1 to ${count} shares`);
      return sharesAmount(balanceCents, count, paying);
    }
    case 'items': {
      const ids = asked.orderItemIds ?? [];
      if (ids.length === 0) throw invalid('Pick the items you pay for');
      if (new Set(ids).size !== ids.length) throw invalid('An item is picked twice');
      return ids.reduce((sum, id) => {
        const cents = lineCents.get(id);
        if (cents === undefined) throw invalid('A picked item is not on the bill');
        return sum + cents;
      }, 0);
    }
    case 'amount':
      if (asked.amountCents === undefined) throw invalid('Say how much you pay');
      return asked.amountCents;
  }
}

/** A bill payment's tip may be as large as what it pays, or 10.00 when that is smaller (as at checkout). */
export function assertBillTip(tipCents: number, amountCents: number): void {
  const cap = maxTipCents(amountCents);
  if (tipCents > cap) throw badRequest(`The tip can be at most ${(cap / 100).toFixed(2)} for this payment.`, 'tip_too_high');
}

export interface OrderOwed {
  id: number;
  /** What is still to pay of it: its total less what payments already paid of it. */
  owedCents: number;
}

export interface Allocation {
  orderId: number;
  cents: number;
}

/**
 * Spreads a payment over the orders it pays for: first the orders of the lines it names (each line's own
 * amount), then the rest oldest first, each up to what it still owes. What the orders cannot take (an order
 * declined while the card was being confirmed) is left over, for the caller to give back.
 */
export function allocate(
  amountCents: number,
  orders: readonly OrderOwed[],
  linesPaid: readonly Allocation[] = [],
): { allocations: Allocation[]; leftOverCents: number } {
  const owed = new Map(orders.map((o) => [o.id, o.owedCents]));
  const given = new Map<number, number>();
  let left = amountCents;
  const give = (orderId: number, wanted: number) => {
    const cents = Math.min(wanted, owed.get(orderId) ?? 0, left);
    if (cents <= 0) return;
    owed.set(orderId, (owed.get(orderId) ?? 0) - cents);
    given.set(orderId, (given.get(orderId) ?? 0) + cents);
    left -= cents;
  };
  for (const line of linesPaid) give(line.orderId, line.cents);
  for (const order of orders) give(order.id, owed.get(order.id) ?? 0);
  return { allocations: [...given].map(([orderId, cents]) => ({ orderId, cents })), leftOverCents: left };
}

/**
 * Who ordered each order, as the table reads it: the browser that opened the tab is guest 1 and carries the
 * opener's name, the others are numbered 2, 3… in the order they first ordered; an order no browser is known
 * for has neither.
 */
export function orderedBy(
  orders: readonly { guestId: string | null }[],
  opener: { guestId: string | null; name: string },
): { name: string | null; number: number | null }[] {
  const numbers = new Map<string, number>();
  if (opener.guestId !== null) numbers.set(opener.guestId, 1);
  let next = 2;
  return orders.map(({ guestId }) => {
    if (guestId === null) return { name: null, number: null };
    if (!numbers.has(guestId)) numbers.set(guestId, next++);
    return { name: guestId === opener.guestId ? opener.name || null : null, number: numbers.get(guestId) ?? null };
  });
}
