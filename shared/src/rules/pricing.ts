import type { CartOrderItem, Item } from '../entities';
import { selectedOptions } from './customisation';
import { fromCents, toCents } from './money';

/**
 * Unit price = the chosen price (the item's own price when it has no price list) + option prices, in
 * major units as the menu shows it; summed in cents.
 */
export function unitPrice(
  item: Pick<Item, 'price' | 'prices' | 'item_customisations'>,
  priceId: number | null,
  optionIds: readonly number[],
): number {
  const base = item.prices.find((price) => price.id === priceId)?.amount ?? item.price;
  const extras = selectedOptions(item, optionIds).reduce((sum, option) => sum + toCents(option.price), 0);
  return fromCents(toCents(base) + extras);
}

export const lineTotal = (unit: number, quantity: number): number => fromCents(toCents(unit) * quantity);

export const cartItemCount = (lines: readonly Pick<CartOrderItem, 'quantity'>[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
