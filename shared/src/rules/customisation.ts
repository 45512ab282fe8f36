import type { CustomisationOption, Item, ItemCustomisation } from '../entities';

/** Customisation id to the option ids selected in it. */
export type OptionSelection = Record<number, number[]>;

export const sortByPosition = <T extends { position: number }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => a.position - b.position);

const inStock = (entry: { availability: { out_of_stock: boolean } }) => !entry.availability.out_of_stock;

/**
 * The groups the item screen shows, by position: sold-out groups and options are hidden, and a group
 * left with no option is hidden too, since a guest could not satisfy it.
 */
export function visibleCustomisations(item: Pick<Item, 'item_customisations'>): ItemCustomisation[] {
  return sortByPosition(item.item_customisations.filter(inStock))
    .map((group) => ({ ...group, customisation_options: sortByPosition(group.customisation_options.filter(inStock)) }))
    .filter((group) => group.customisation_options.length > 0);
}

const selectedIn = (selection: OptionSelection, group: ItemCustomisation): number[] => selection[group.item_customisation_id] ?? [];

/** Selected option ids in screen order, as the add-item call takes them. */
export function selectedOptionIds(item: Pick<Item, 'item_customisations'>, selection: OptionSelection): number[] {
  return visibleCustomisations(item).flatMap((group) => {
    const chosen = selectedIn(selection, group);
    return group.customisation_options.map((option) => option.customisation_option_id).filter((id) => chosen.includes(id));
  });
}

export function selectedOptions(item: Pick<Item, 'item_customisations'>, optionIds: readonly number[]): CustomisationOption[] {
  return item.item_customisations
    .flatMap((group) => group.customisation_options)
    .filter((option) => optionIds.includes(option.customisation_option_id));
}

/** Items with more than one price show a required 'Choose type' list. */
export const requiresPriceChoice = (item: Pick<Item, 'prices'>): boolean => item.prices.length > 1;
