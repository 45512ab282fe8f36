import { sortByPosition, type Item, type ItemCustomisation } from '@tabula/shared';

/** Customisation id to the option ids selected in it. */
export type OptionSelection = Record<number, number[]>;

/** A max_selectable of 0 or less sets no limit. */
const limitOf = (group: ItemCustomisation): number => (group.max_selectable > 0 ? group.max_selectable : Number.POSITIVE_INFINITY);

const selectedIn = (selection: OptionSelection, group: ItemCustomisation): number[] => selection[group.item_customisation_id] ?? [];

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

/** Selected option ids in screen order, as the add-item call takes them. */
export function selectedOptionIds(item: Pick<Item, 'item_customisations'>, selection: OptionSelection): number[] {
  return visibleCustomisations(item).flatMap((group) => {
    const chosen = selectedIn(selection, group);
    return group.customisation_options.map((option) => option.customisation_option_id).filter((id) => chosen.includes(id));
  });
}

/** Required single-choice groups are radios; every other group is checkboxes. */
export const groupInputKind = (group: ItemCustomisation): 'radio' | 'checkbox' =>
  group.required && group.max_selectable === 1 ? 'radio' : 'checkbox';

/** The chip beside a group's name: 'Required', or 'Not more than 1' for optional single-choice groups. */
export function groupBadge(group: ItemCustomisation): 'required' | 'notMoreThanOne' | null {
  if (group.required) return 'required';
  return group.max_selectable === 1 ? 'notMoreThanOne' : null;
}

/** Pre-selected options of the visible groups, within each group's limit. */
export function initialSelection(item: Pick<Item, 'item_customisations'>): OptionSelection {
  const selection: OptionSelection = {};
  for (const group of visibleCustomisations(item)) {
    const chosen = group.customisation_options
      .filter((option) => option.pre_selected)
      .slice(0, limitOf(group))
      .map((option) => option.customisation_option_id);
    if (chosen.length > 0) selection[group.item_customisation_id] = chosen;
  }
  return selection;
}

/** A radio replaces the prior option; a checkbox toggles, refusing options past the limit. */
export function optionToggled(selection: OptionSelection, group: ItemCustomisation, optionId: number): OptionSelection {
  const current = selectedIn(selection, group);
  let next: number[];
  if (groupInputKind(group) === 'radio') next = [optionId];
  else if (current.includes(optionId)) next = current.filter((id) => id !== optionId);
  else if (current.length < limitOf(group)) next = [...current, optionId];
  else return selection;
  return { ...selection, [group.item_customisation_id]: next };
}

/** Extra checkbox options are disabled once the group's limit is reached. */
export function isOptionDisabled(selection: OptionSelection, group: ItemCustomisation, optionId: number): boolean {
  if (groupInputKind(group) === 'radio') return false;
  const current = selectedIn(selection, group);
  return !current.includes(optionId) && current.length >= limitOf(group);
}

/** A dish with one price has it chosen from the start; with several, the guest picks one. */
export const defaultPriceId = (item: Pick<Item, 'prices'>): number | null =>
  item.prices.length === 1 ? (item.prices[0]?.id ?? null) : null;

interface ItemSelectionCheck {
  valid: boolean;
  priceMissing: boolean;
  /** The group the screen scrolls to. */
  firstMissingGroupId: number | null;
}

/**
 * A dish can be added once a price from its list is chosen and every required group still on offer
 * has one of its options selected; hidden (sold-out) groups and options never count.
 */
export function validateItemSelection(item: Item, priceId: number | null, selection: OptionSelection): ItemSelectionCheck {
  const priceMissing = item.prices.length > 0 && !item.prices.some((price) => price.id === priceId);
  const missing = visibleCustomisations(item).find(
    (group) =>
      group.required &&
      !group.customisation_options.some((option) => selectedIn(selection, group).includes(option.customisation_option_id)),
  );
  const firstMissingGroupId = missing?.item_customisation_id ?? null;
  return { valid: !priceMissing && firstMissingGroupId === null, priceMissing, firstMissingGroupId };
}

/** The quantity stepper never goes below 1. */
export const clampQuantity = (quantity: number): number => (Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity)) : 1);

interface AddButtonState {
  menuReadOnly: boolean;
  outOfStock: boolean;
  acceptingOrders: boolean;
}

/** Why the item's Add button is greyed and inert, if it is: read-only first, then stock, then the venue. */
export function addBlockedReason(state: AddButtonState): 'readOnly' | 'outOfStock' | 'notAccepting' | null {
  if (state.menuReadOnly) return 'readOnly';
  if (state.outOfStock) return 'outOfStock';
  if (!state.acceptingOrders) return 'notAccepting';
  return null;
}
