import type { OrderStatus as OrderStatusCode } from '@tabula/shared/entities';
import { forbidden } from './violation';

/** Order statuses of spec section 4. 1 is unused by the product. */
export const OrderStatus = {
  Open: 0,
  Submitted: 2,
  Accepted: 3,
  Declined: 4,
} as const satisfies Record<string, OrderStatusCode>;
// The client's type, so a status the client cannot handle does not type-check here.
export type OrderStatus = OrderStatusCode;

/** Tab statuses as the client reads them: 4 means the tab is closed (expired). */
export const TabStatus = { Open: 0, Closed: 4 } as const;

/** Items may be added, edited or removed, and the order checked out, only while it is open. */
export function assertOpen(status: number): void {
  if (status !== OrderStatus.Open) throw forbidden('Order has already been submitted', 'order_submitted');
}

/** Staff (the operator endpoint) may only accept or decline an order waiting for review. */
export function canReview(from: number, to: number): boolean {
  return from === OrderStatus.Submitted && (to === OrderStatus.Accepted || to === OrderStatus.Declined);
}
