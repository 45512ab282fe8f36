import type { CartOrderItem, Item, Order } from '../entities';
import { selectedOptions } from './customisation';
import { fromCents, toCents } from './money';

/**
 * Unit price = the chosen price (the item's own price when it has no price list) + option prices, in
 * major units as the menu shows it; summed in cents.
 */
export function unitPrice(item: Pick<Item, 'price' | 'prices' | 'item_customisations'>, priceId: number | null, optionIds: readonly number[]): number {
  const base = item.prices.find((price) => price.id === priceId)?.amount ?? item.price;
  const extras = selectedOptions(item, optionIds).reduce((sum, option) => sum + toCents(option.price), 0);
  return fromCents(toCents(base) + extras);
}

export const lineTotal = (unit: number, quantity: number): number => fromCents(toCents(unit) * quantity);

/** A cart line's total in cents: its unit price (options included) times its quantity. */
export const lineTotalCents = (line: Pick<CartOrderItem, 'itemPrice' | 'quantity'>): number => toCents(line.itemPrice) * line.quantity;

export const cartItemCount = (lines: readonly Pick<CartOrderItem, 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

/** The cart's items, in cents. */
export const cartSubtotalCents = (lines: readonly Pick<CartOrderItem, 'itemPrice' | 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + lineTotalCents(line), 0);

export const orderTotalCents = (subtotalCents: number, tipCents: number): number => subtotalCents + tipCents;

/** A placed order's price includes the tip; the detail screen shows it apart. */
export const orderSubtotalCents = (order: Pick<Order, 'order_price' | 'tip_amount'>): number =>
  toCents(order.order_price) - toCents(order.tip_amount);

