import type { Order } from '@tabula/shared';

/**
 * How an order was settled, as My Orders and the order's own screen say it: money given back (a card
 * payment for an order the venue declined or let expire) is 'Refunded' with its amount, a room charge names
 * the room, a cash order was never paid in the app ('Not Paid', declined or not), and the rest was paid.
 */
export type PaymentState =
  { kind: 'refunded'; cents: number } | { kind: 'chargedToRoom'; room: string } | { kind: 'notPaid' } | { kind: 'paid' };

export function paymentState(order: Pick<Order, 'payment_method' | 'refunded_cents' | 'charged_to_room'>): PaymentState {
  if (order.refunded_cents > 0) return { kind: 'refunded', cents: order.refunded_cents };
  if (order.charged_to_room) return { kind: 'chargedToRoom', room: order.charged_to_room };
  if (order.payment_method === 'cash') return { kind: 'notPaid' };
  return { kind: 'paid' };
}

export const PAYMENT_STATE_KEYS = {
  refunded: 'previousOrders.refunded',
  chargedToRoom: 'previousOrders.chargedToRoom',
  notPaid: 'previousOrders.notPaid',
  paid: 'previousOrders.paid',
} as const satisfies Record<PaymentState['kind'], string>;

/** '(Declined)' for 4, '(Accepted)' for 3. */
export function outcomeLabelKey(order: Pick<Order, 'status'>): 'previousOrders.declined' | 'previousOrders.accepted' | null {
  if (order.status === 4) return 'previousOrders.declined';
  if (order.status === 3) return 'previousOrders.accepted';
  return null;
}
