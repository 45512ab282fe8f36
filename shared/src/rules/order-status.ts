import type { Order, OrderStatusReport } from '../entities';

/** Once submitted, or when empty, the order no longer has a cart. */
export const shouldClearCart = (order: Pick<Order, 'status' | 'order_items'>): boolean =>
  order.status !== 0 || order.order_items.length === 0;

/**
 * Submitted orders are the guest's history (My Orders, the bill dialog). Finished ones (accepted, 3,
 * or declined, 4) belong there by rule; submitted ones (2) join too, since My Orders lists orders
 * neither accepted nor declined and the bill dialog asks about unpaid submitted orders.
 */
export const belongsInHistory = (order: Pick<Order, 'status'>): boolean => order.status !== 0;

/** A declined order whose tab is closed (tab_status 4) ends the guest's tab. */
export const closesTab = (report: Pick<OrderStatusReport, 'status' | 'tab_status'>): boolean =>
  report.status === 4 && report.tab_status === 4;
