import type { OrderStatus, PaymentIntent } from './order';

/**
 * How a guest settles part of a bill: the whole balance, N equal shares of it, the lines they pick, or an
 * amount of their own. The server works out each one's amount from the bill as it stands; the guest's
 * screen works out the same figure with the same rules (splitEqually), so what it shows is what is charged.
 */
export type BillWay = 'whole' | 'shares' | 'items' | 'amount';

/** Card and wallets go through the payment provider; a room charge settles at once. */
export type BillPaymentMethod = 'card' | 'room_charge' | (string & {});

export interface BillLine {
  order_item_id: number;
  name: string;
  quantity: number;
  /** Options chosen, by name. */
  options: string[];
  /** Unit price (options included) times quantity, in cents. */
  amount_cents: number;
  /** Paid for by a 'Pay for my items' payment (or being paid by one under way): it cannot be picked again. */
  paid: boolean;
}

export interface BillOrder {
  order_uuid: string;
  reference_id: number;
  /** The tab opener's name on the orders of the browser that opened the tab; null on others'. */
  ordered_by: string | null;
  /** Which guest of the table ordered it, in the order they first ordered (the opener is 1); null when unknown. */
  guest_number: number | null;
  /** Ordered from the browser asking (its guest cookie). */
  mine: boolean;
  status: OrderStatus;
  submitted_for_review: string | null;
  total_cents: number;
  lines: BillLine[];
}

export interface BillPaymentRecord {
  payment_uuid: string;
  way: BillWay;
  method: BillPaymentMethod;
  /** Paid towards the balance, in cents; the tip is on top of it. */
  amount_cents: number;
  tip_cents: number;
  /** Given back because the venue declined (or let expire) an order it paid for. */
  refunded_cents: number;
  paid_at: string;
}

export interface Bill {
  /** The tab whose bill it is; null for a guest's own orders at a venue without tabs. */
  tab_uuid: string | null;
  currency: string;
  /** Every submitted order on the bill (not declined, not expired unaccepted), oldest first. */
  orders: BillOrder[];
  /** What the orders on the bill cost, in cents. */
  total_cents: number;
  /** Paid in the app so far (refunds taken off), in cents. */
  paid_cents: number;
  /** Held by payments under way (a card being confirmed): nobody else can pay it meanwhile. */
  pending_cents: number;
  /** total − paid: what the table still owes. Zero with orders on the bill means Paid in full. */
  balance_due_cents: number;
  /** What can be paid now: the balance less what payments under way hold. */
  payable_cents: number;
  payments: BillPaymentRecord[];
  /** How this caller may pay the bill here. */
  methods: { card: boolean; room_charge: boolean };
}

export interface BillPaymentRequest {
  way: BillWay;
  /** The balance due the guest was shown, in cents: the payment starts only against that balance. */
  balance_cents: number;
  /** 'shares': into how many equal shares the balance is split, and how many of them this guest pays. */
  shares?: { count: number; paying: number };
  /** 'items': the lines this guest pays for. */
  order_item_ids?: number[];
  /** 'amount': the amount, at most the balance. */
  amount_cents?: number;
  tip_cents: number;
  method: BillPaymentMethod;
  /** Receipt e-mail, optional. */
  email?: string | null;
}

export interface BillPaymentStarted {
  payment_uuid: string;
  /** Towards the balance. */
  amount_cents: number;
  tip_cents: number;
  /** amount plus tip: what the card is charged. */
  total_cents: number;
  /** 'pending' until the card is confirmed; a room charge is 'succeeded' at once. */
  status: 'pending' | 'succeeded';
  /** The card payment to confirm; null for a room charge. */
  payment_intent: PaymentIntent | null;
}

/**
 * A balance split into `count` equal shares in cents: every share is the balance divided by count, rounded
 * down, and the last share takes the remainder, so the shares always add up to the balance.
 */
export function splitEqually(balanceCents: number, count: number): number[] {
  if (!Number.isInteger(balanceCents) || balanceCents < 0) throw new RangeError(`Not a balance in cents: ${balanceCents}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a number of shares: ${count}`);
  const share = Math.floor(balanceCents / count);
  return Array.from({ length: count }, (_, index) => (index === count - 1 ? balanceCents - share * (count - 1) : share));
}

/** What paying `paying` of `count` shares costs: the first shares, and the remainder only with the last. */
export function sharesAmount(balanceCents: number, count: number, paying: number): number {
  if (!Number.isInteger(paying) || paying < 1 || paying > count) throw new RangeError(`Cannot pay ${paying} of ${count} shares`);
  return splitEqually(balanceCents, count)
    .slice(0, paying)
    .reduce((sum, share) => sum + share, 0);
}

/** Most shares a bill can be split into. */
export const MAX_BILL_SHARES = 20;
