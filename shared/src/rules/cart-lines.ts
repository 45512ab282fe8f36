import type { CartOrderItem, Item, Menu, OrderItem } from '../entities';
import { lineTotal } from './pricing';
import { fromCents, toCents } from './money';

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
    const optionsObject: CartOrderItem['optionsObject'] = {};
    for (const group of item?.item_customisations ?? []) {
      const ids = group.customisation_options.map((option) => option.customisation_option_id).filter((id) => options.includes(id));
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
