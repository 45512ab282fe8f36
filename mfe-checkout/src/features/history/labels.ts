import type { Order } from '@tabula/shared';

/** Cash orders are settled at the venue: My Orders shows them as 'Not Paid'. */
export const paidLabelKey = (order: Pick<Order, 'payment_method'>): 'previousOrders.notPaid' | 'previousOrders.paid' =>
  order.payment_method === 'cash' ? 'previousOrders.notPaid' : 'previousOrders.paid';

/** '(Declined)' for 4, '(Accepted)' for 3. */
export function outcomeLabelKey(order: Pick<Order, 'status'>): 'previousOrders.declined' | 'previousOrders.accepted' | null {
  if (order.status === 4) return 'previousOrders.declined';
  if (order.status === 3) return 'previousOrders.accepted';
  return null;
}
