import type { CustomisationOption, Item } from '../entities';

export const sortByPosition = <T extends { position: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

export function selectedOptions(item: Pick<Item, 'item_customisations'>, optionIds: readonly number[]): CustomisationOption[] {
  return item.item_customisations
    .flatMap((group) => group.customisation_options)
    .filter((option) => optionIds.includes(option.customisation_option_id));
}

/** Items with more than one price show a required 'Choose type' list. */
export const requiresPriceChoice = (item: Pick<Item, 'prices'>): boolean => item.prices.length > 1;
