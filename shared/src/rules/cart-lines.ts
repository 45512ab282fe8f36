import type { CartOrderItem, CustomisationOption, Item, Menu, OrderItem } from '../entities';
import type { OptionSelection } from './customisation';
import { requiresPriceChoice, selectedOptionIds, selectedOptions, sortByPosition } from './customisation';
import { lineTotal, unitPrice } from './pricing';
import { fromCents, toCents } from './money';

export interface ItemChoice {
  item: Item;
  priceId: number | null;
  selection: OptionSelection;
  quantity: number;
  note: string;
  currency: string;
}

/** The cart line for an item as the guest configured it, before the server numbers it. */
export function cartLineFromChoice(choice: ItemChoice, orderItemId = 0): CartOrderItem {
  const { item, priceId, selection, quantity, note, currency } = choice;
  const options = selectedOptionIds(item, selection);
  const itemPrice = unitPrice(item, priceId, options);
  return {
    item_id: item.item_id,
    order_item_id: orderItemId,
    name: item.name,
    quantity,
    price: item.prices.find((price) => price.id === priceId)?.amount ?? item.price,
    price_id: priceId,
    prices: item.prices,
    options,
    optionsObject: selection,
    note,
    itemPrice,
    itemOrderPrice: lineTotal(itemPrice, quantity),
    item_customisations: item.item_customisations,
    currency,
  };
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

/**
 * Cart lines for items the server already holds (re-order, restore). The menu supplies what the edit
 * screen needs; an item no longer on the menu keeps the order's own prices.
 */
export function cartLinesFromOrderItems(orderItems: readonly OrderItem[], menus: readonly Menu[], currency: string): CartOrderItem[] {
  return orderItems.map((orderItem) => {
    const item = findItem(menus, orderItem.item_ref);
    const options = orderItem.order_item_options.map((option) => option.customisation_option_ref);
    const optionsObject: OptionSelection = {};
    for (const group of item?.item_customisations ?? []) {
      const ids = group.customisation_options
        .map((option) => option.customisation_option_id)
        .filter((id) => options.includes(id));
      if (ids.length > 0) optionsObject[group.item_customisation_id] = ids;
    }
    const optionsCents = orderItem.order_item_options.reduce((sum, option) => sum + toCents(option.price), 0);
    // The server's unit price already includes the options.
    const itemPrice = orderItem.price;
    return {
      item_id: orderItem.item_ref,
      order_item_id: orderItem.order_item_id,
      name: orderItem.name,
      quantity: orderItem.quantity,
      price: fromCents(toCents(orderItem.price) - optionsCents),
      price_id: orderItem.price_id,
      prices: item?.prices ?? [],
      options,
      optionsObject,
      note: orderItem.note,
      itemPrice,
      itemOrderPrice: lineTotal(itemPrice, orderItem.quantity),
      item_customisations: item?.item_customisations ?? [],
      currency,
    };
  });
}

/** A line as the guest reads it: the dish, the size or type chosen, and the options with their prices. */
export interface LineDescription {
  name: string;
  /** The chosen price's description ('Large'), for dishes that come in more than one. */
  size: string | null;
  options: { id: number; name: string; price: number }[];
}

function findOption(item: Item | undefined, optionId: number): CustomisationOption | undefined {
  for (const group of item?.item_customisations ?? []) {
    const option = group.customisation_options.find((candidate) => candidate.customisation_option_id === optionId);
    if (option) return option;
  }
  return undefined;
}

/**
 * A cart line in the guest's language: the menu (loaded in that language) names the dish, its size and
 * its options; a dish no longer on the menu keeps the names it was added with.
 */
export function describeCartLine(line: CartOrderItem, menus: readonly Menu[]): LineDescription {
  const item = findItem(menus, line.item_id);
  const prices = item?.prices ?? line.prices;
  const size = requiresPriceChoice({ prices }) ? (prices.find((price) => price.id === line.price_id)?.description ?? null) : null;
  const options = selectedOptions(line, line.options).map((option) => ({
    id: option.customisation_option_id,
    name: findOption(item, option.customisation_option_id)?.name ?? option.name,
    price: option.price,
  }));
  return { name: item?.name ?? line.name, size: size || null, options };
}

/**
 * A placed order's line in the guest's language. The order keeps the names of the language it was
 * ordered in; the menu gives them in the guest's language now, and what it no longer lists keeps
 * the order's own names. Options come in their menu order.
 */
export function describeOrderItem(orderItem: OrderItem, menus: readonly Menu[]): LineDescription {
  const item = findItem(menus, orderItem.item_ref);
  const prices = item?.prices ?? [];
  const size = requiresPriceChoice({ prices }) ? (prices.find((price) => price.id === orderItem.price_id)?.description ?? null) : null;
  const options = sortByPosition(orderItem.order_item_options).map((option) => ({
    id: option.order_option_id,
    name: findOption(item, option.customisation_option_ref)?.name ?? option.name,
    price: option.price,
  }));
  return { name: item?.name ?? orderItem.name, size: size || null, options };
}
