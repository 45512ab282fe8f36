import type { CartOrderItem, Item, Menu, MenuCategory } from '@tabula/shared';
import { clampQuantity, defaultPriceId, initialSelection, type OptionSelection } from './selection';

export interface ItemLocation {
  menu: Menu;
  category: MenuCategory;
  item: Item;
}

/** Where an item sits on the venue's menus: its stock is inherited from the menu and category. */
export function locateItem(menus: readonly Menu[], itemId: number): ItemLocation | null {
  for (const menu of menus) {
    for (const category of menu.menu_categories) {
      const item = category.items.find((candidate) => candidate.item_id === itemId);
      if (item) return { menu, category, item };
    }
  }
  return null;
}

/** An item rebuilt from a cart line, for a line whose dish has left the menu since it was added. */
export function itemFromLine(line: CartOrderItem): Item {
  return {
    item_id: line.item_id,
    name: line.name,
    description: '',
    image: null,
    price: line.price,
    prices: line.prices,
    tags: [],
    availability: { out_of_stock: false },
    item_customisations: line.item_customisations,
  };
}

/**
 * The dish the screen's address names: the entry's state (a tap in the app), else `?item=` (a dish tapped on
 * the server's first paint, before the app took over, is a plain link). Null for anything that is no dish id.
 */
export function addressedItemId(state: unknown, search: string): number | null {
  const fromState = typeof state === 'object' && state !== null ? (state as { item_id?: unknown }).item_id : undefined;
  const id = typeof fromState === 'number' ? fromState : Number(new URLSearchParams(search).get('item') ?? Number.NaN);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The dish the screen shows: the cart line being edited wins (its dish is looked up on the menu, for
 * the description and current stock), then the dish the screen's address names (as the menu has it
 * now), then the dish tapped on the menu or in search.
 */
export function itemToShow(
  currentItem: Item | null,
  line: CartOrderItem | null,
  menus: readonly Menu[],
  addressedItemId: number | null = null,
): Item | null {
  if (line) return locateItem(menus, line.item_id)?.item ?? itemFromLine(line);
  if (addressedItemId !== null)
    return locateItem(menus, addressedItemId)?.item ?? (currentItem?.item_id === addressedItemId ? currentItem : null);
  return currentItem;
}

export interface ItemFormValues {
  /** The chosen price id as the radio value; null until one is chosen. */
  priceId: string | null;
  selection: OptionSelection;
  quantity: number;
  note: string;
}

/** A new dish starts from its only price and pre-selected options; an edited line from what was chosen. */
export function initialValues(item: Item, line: CartOrderItem | null): ItemFormValues {
  if (line) {
    return {
      priceId: line.price_id === null ? null : String(line.price_id),
      selection: line.optionsObject,
      quantity: clampQuantity(line.quantity),
      note: line.note,
    };
  }
  const priceId = defaultPriceId(item);
  return { priceId: priceId === null ? null : String(priceId), selection: initialSelection(item), quantity: 1, note: '' };
}

export const priceIdOf = (value: string | null): number | null => {
  const id = value === null ? Number.NaN : Number(value);
  return Number.isInteger(id) ? id : null;
};

/** The API takes 1 to 99 of a line. */
export const MAX_QUANTITY = 99;

export const PRICE_LIST_DOM_ID = 'item-prices';
export const groupDomId = (groupId: number): string => `item-group-${groupId}`;
