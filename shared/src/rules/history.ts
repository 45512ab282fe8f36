import type { Order } from '../entities';

/** Order history is kept one day. */
const HISTORY_TTL_MS = 24 * 60 * 60 * 1000;

const submittedAt = (order: Pick<Order, 'submitted_for_review'>): number | null => {
  if (!order.submitted_for_review) return null;
  const time = Date.parse(order.submitted_for_review);
  return Number.isNaN(time) ? null : time;
};

const withinDay = (order: Pick<Order, 'submitted_for_review'>, now: number): boolean => {
  const time = submittedAt(order);
  return time !== null && now - time <= HISTORY_TTL_MS;
};

/** Drops entries submitted more than a day ago; entries without a submission time stay. */
export const pruneHistory = <T extends Pick<Order, 'submitted_for_review'>>(history: readonly T[], now: number): T[] =>
  history.filter((order) => submittedAt(order) === null || withinDay(order, now));

/** The counter starts at 3; each clear-old-order action counts down and prunes once it is below 2. */
export const CACHE_CLEAR_START = 3;

export function cacheClearStep(counter: number): { counter: number; prune: boolean } {
  return counter < 2 ? { counter: CACHE_CLEAR_START, prune: true } : { counter: counter - 1, prune: false };
}

/** Newest first; an order already present is replaced by its fresher copy. */
export const historyWith = (history: readonly Order[], order: Order): Order[] => [
  order,
  ...history.filter((entry) => entry.order_uuid !== order.order_uuid),
];

export const newestFirst = <T extends Pick<Order, 'submitted_for_review'>>(orders: readonly T[]): T[] =>
  [...orders].sort((a, b) => (submittedAt(b) ?? -Infinity) - (submittedAt(a) ?? -Infinity));
