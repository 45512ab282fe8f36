import { toCents, type CartOrderItem, type OrderItem } from '@tabula/shared';

/** A line of the order as far as the guest pays for it: what, how many, with what, at what price. */
export interface ReviewLine {
  id: number;
  name: string;
  quantity: number;
  /** Unit price in cents, options included. */
  unitCents: number;
  /** The chosen customisation options' ids, sorted. */
  options: number[];
  note: string;
  priceId: number | null;
}

const sorted = (ids: readonly number[]): number[] => [...ids].sort((a, b) => a - b);

export const reviewLineOfCart = (line: CartOrderItem): ReviewLine => ({
  id: line.order_item_id,
  name: line.name,
  quantity: line.quantity,
  unitCents: toCents(line.itemPrice),
  options: sorted(line.options),
  note: line.note,
  priceId: line.price_id,
});

export const reviewLineOfOrder = (item: OrderItem): ReviewLine => ({
  id: item.order_item_id,
  name: item.name,
  quantity: item.quantity,
  unitCents: toCents(item.price),
  options: sorted(item.order_item_options.map((option) => option.customisation_option_ref)),
  note: item.note,
  priceId: item.price_id,
});

/** How the order differs from what the guest was shown, line by line. */
export type OrderChange =
  | { kind: 'added'; name: string; quantity: number }
  | { kind: 'removed'; name: string; quantity: number }
  | { kind: 'quantity'; name: string; quantity: number; previous: number }
  | { kind: 'changed'; name: string };

const sameChoice = (a: ReviewLine, b: ReviewLine): boolean =>
  a.unitCents === b.unitCents && a.note === b.note && a.priceId === b.priceId && a.options.join() === b.options.join();

/**
 * What changed between the lines the guest was shown and the order's lines now: lines added and
 * removed (by their order line id), quantities changed, and lines whose choices or price changed.
 * Empty when the guest would pay for exactly what they saw.
 */
export function orderChanges(shown: readonly ReviewLine[], now: readonly ReviewLine[]): OrderChange[] {
  const before = new Map(shown.map((line) => [line.id, line]));
  const after = new Map(now.map((line) => [line.id, line]));
  const changes: OrderChange[] = [];
  for (const line of now) {
    const was = before.get(line.id);
    if (!was) changes.push({ kind: 'added', name: line.name, quantity: line.quantity });
    else if (!sameChoice(was, line)) changes.push({ kind: 'changed', name: line.name });
    else if (was.quantity !== line.quantity)
      changes.push({ kind: 'quantity', name: line.name, quantity: line.quantity, previous: was.quantity });
  }
  for (const line of shown) {
    if (!after.has(line.id)) changes.push({ kind: 'removed', name: line.name, quantity: line.quantity });
  }
  return changes;
}
