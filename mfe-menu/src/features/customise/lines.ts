import { toCents, type CartOrderItem, type Item, type OrderLine } from '@tabula/shared';
import { unitPriceCents } from '../prices';
import type { AddItemRequest } from './api';
import { selectedOptionIds, type OptionSelection } from './selection';

/** What the guest chose on the dish screen. */
export interface ItemChoice {
  item: Item;
  priceId: number | null;
  selection: OptionSelection;
  quantity: number;
  note: string;
  currency: string;
}

/** A cart line carries money in the API's major units (9.5); the sums behind it are made in cents. */
const majorUnits = (cents: number): number => cents / 100;

/** The cart line for an item as the guest configured it, before the server numbers it. */
export function cartLineFromChoice(choice: ItemChoice, orderItemId = 0): CartOrderItem {
  const { item, priceId, selection, quantity, note, currency } = choice;
  const options = selectedOptionIds(item, selection);
  const unitCents = unitPriceCents(item, priceId, options);
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
    itemPrice: majorUnits(unitCents),
    itemOrderPrice: majorUnits(unitCents * quantity),
    item_customisations: item.item_customisations,
    currency,
  };
}

/** The add-item (and edit-item) body for a line. */
export const lineRequest = (line: CartOrderItem): AddItemRequest => ({
  item_id: line.item_id,
  options: line.options,
  quantity: line.quantity,
  note: line.note,
  price_id: line.price_id,
});

/** The server prices the line; its figures replace the client's estimate. */
export const lineFromServer = (line: CartOrderItem, server: OrderLine): CartOrderItem => ({
  ...line,
  order_item_id: server.order_item_id,
  quantity: server.quantity,
  note: server.note,
  itemPrice: server.price,
  itemOrderPrice: majorUnits(toCents(server.price) * server.quantity),
});
