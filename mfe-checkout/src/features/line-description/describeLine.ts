import {
  requiresPriceChoice,
  selectedOptions,
  sortByPosition,
  toCents,
  type CartOrderItem,
  type CustomisationOption,
  type Item,
  type Menu,
  type OrderItem,
} from '@tabula/shared';

/** A line as the guest reads it: the dish, the size or type chosen, and the options with their prices. */
export interface LineDescription {
  name: string;
  /** The chosen price's description ('Large'), for dishes that come in more than one. */
  size: string | null;
  /** Each option's price for one unit, in cents. */
  options: { id: number; name: string; priceCents: number }[];
}

function findItem(menus: readonly Menu[], itemId: number): Item | undefined {
  for (const menu of menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.item_id === itemId);
      if (item) return item;
    }
  }
  return undefined;
}

function findOption(item: Item | undefined, optionId: number): CustomisationOption | undefined {
  for (const group of item?.item_customisations ?? []) {
    const option = group.customisation_options.find((candidate) => candidate.customisation_option_id === optionId);
    if (option) return option;
  }
  return undefined;
}

/** Where each option stands on the menu: its group's place first, then its own place in the group. */
function menuOrder(item: Pick<Item, 'item_customisations'> | undefined): Map<number, number> {
  const rank = new Map<number, number>();
  for (const group of sortByPosition(item?.item_customisations ?? [])) {
    for (const option of sortByPosition(group.customisation_options)) rank.set(option.customisation_option_id, rank.size);
  }
  return rank;
}

/** Options in the menu's order, so the cart and the order detail list them alike; those it no longer lists go last, as they came. */
function inMenuOrder<T>(options: readonly T[], optionId: (option: T) => number, rank: Map<number, number>): T[] {
  const place = (option: T) => rank.get(optionId(option)) ?? Number.MAX_SAFE_INTEGER;
  return [...options].sort((a, b) => place(a) - place(b));
}

/**
 * A cart line in the guest's language: the menu (loaded in that language) names the dish, its size and
 * its options; a dish no longer on the menu keeps the names it was added with.
 */
export function describeCartLine(line: CartOrderItem, menus: readonly Menu[]): LineDescription {
  const item = findItem(menus, line.item_id);
  const prices = item?.prices ?? line.prices;
  const size = requiresPriceChoice({ prices }) ? (prices.find((price) => price.id === line.price_id)?.description ?? null) : null;
  const chosen = selectedOptions(line, line.options);
  const options = inMenuOrder(chosen, (option) => option.customisation_option_id, menuOrder(item ?? line)).map((option) => ({
    id: option.customisation_option_id,
    name: findOption(item, option.customisation_option_id)?.name ?? option.name,
    priceCents: toCents(option.price),
  }));
  return { name: item?.name ?? line.name, size: size || null, options };
}

/**
 * A placed order's line in the guest's language. The order keeps the names of the language it was
 * ordered in; the menu gives them in the guest's language now, and what it no longer lists keeps
 * the order's own names. Options come in the menu's order, as in the cart.
 */
export function describeOrderItem(orderItem: OrderItem, menus: readonly Menu[]): LineDescription {
  const item = findItem(menus, orderItem.item_ref);
  const prices = item?.prices ?? [];
  const size = requiresPriceChoice({ prices }) ? (prices.find((price) => price.id === orderItem.price_id)?.description ?? null) : null;
  const ordered = inMenuOrder(sortByPosition(orderItem.order_item_options), (option) => option.customisation_option_ref, menuOrder(item));
  const options = ordered.map((option) => ({
    id: option.order_option_id,
    name: findOption(item, option.customisation_option_ref)?.name ?? option.name,
    priceCents: toCents(option.price),
  }));
  return { name: item?.name ?? orderItem.name, size: size || null, options };
}
