import type { OrderStatusReport } from '@tabula/shared';

export type OrderScreenState = 'waiting' | 'confirmed' | 'declined' | 'expired';

/** What the order screen shows for an order's status: accepted (3), declined (4), expired, or still waiting. */
export function orderScreenState(report: Pick<OrderStatusReport, 'status' | 'has_order_expired'>): OrderScreenState {
  if (report.status === 3) return 'confirmed';
  if (report.status === 4) return 'declined';
  if (report.has_order_expired) return 'expired';
  return 'waiting';
}
