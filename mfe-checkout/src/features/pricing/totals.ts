import { toCents, type CartOrderItem, type Order, type OrderItem } from '@tabula/shared';

/**
 * Every sum here is in integer cents. The API and the cart lines carry amounts in major units (9.5);
 * they become cents at this edge, once, before anything is added or multiplied.
 */

/** A cart line's total: its unit price (options included) times its quantity. */
export const lineTotalCents = (line: Pick<CartOrderItem, 'itemPrice' | 'quantity'>): number => toCents(line.itemPrice) * line.quantity;

/** The cart's items. */
export const cartSubtotalCents = (lines: readonly Pick<CartOrderItem, 'itemPrice' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export const orderTotalCents = (subtotalCents: number, tipCents: number): number => subtotalCents + tipCents;

/** A placed order's line: the API's unit price, options included, times the quantity. */
export const orderItemTotalCents = (item: Pick<OrderItem, 'price' | 'quantity'>): number => toCents(item.price) * item.quantity;

/** A placed order's price includes the tip; the detail screen shows the items, the tip and the total apart. */
export function orderAmountsCents(order: Pick<Order, 'order_price' | 'tip_amount'>): {
  subtotalCents: number;
  tipCents: number;
  totalCents: number;
} {
  const totalCents = toCents(order.order_price);
  const tipCents = toCents(order.tip_amount);
  return { subtotalCents: totalCents - tipCents, tipCents, totalCents };
}
