import { selectedOptions, toCents, type Item } from '@tabula/shared';

/**
 * A dish's unit price in cents: the chosen price (the dish's own price when it has no price list) plus
 * the prices of the chosen options. The menu carries major units; they become cents here, once.
 */
export function unitPriceCents(
  item: Pick<Item, 'price' | 'prices' | 'item_customisations'>,
  priceId: number | null,
  optionIds: readonly number[],
): number {
  const base = item.prices.find((price) => price.id === priceId)?.amount ?? item.price;
  return selectedOptions(item, optionIds).reduce((sum, option) => sum + toCents(option.price), toCents(base));
}
