import type { CartOrderItem, Item, Order } from '../entities';
import { selectedOptions } from './customisation';
import { roundMoney } from './money';

/** Unit price = the chosen price (the item's own price when it has no price list) + option prices. */
export function unitPrice(item: Pick<Item, 'price' | 'prices' | 'item_customisations'>, priceId: number | null, optionIds: readonly number[]): number {
  const base = item.prices.find((price) => price.id === priceId)?.amount ?? item.price;
  const extras = selectedOptions(item, optionIds).reduce((sum, option) => sum + option.price, 0);
  return roundMoney(base + extras);
}

export const lineTotal = (unit: number, quantity: number): number => roundMoney(unit * quantity);

export const cartItemCount = (lines: readonly Pick<CartOrderItem, 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);

export const cartSubtotal = (lines: readonly Pick<CartOrderItem, 'itemOrderPrice'>[]): number =>
  roundMoney(lines.reduce((sum, line) => sum + line.itemOrderPrice, 0));

export const orderTotal = (subtotal: number, tip: number): number => roundMoney(subtotal + tip);

/** A placed order's price includes the tip; the detail screen shows it apart. */
export const orderSubtotal = (order: Pick<Order, 'order_price' | 'tip_amount'>): number =>
  roundMoney(order.order_price - order.tip_amount);

/** How many of an item the order already holds, shown on its menu card. */
export const itemCountInOrder = (lines: readonly Pick<CartOrderItem, 'item_id' | 'quantity'>[], itemId: number): number =>
  cartItemCount(lines.filter((line) => line.item_id === itemId));
