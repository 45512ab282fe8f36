import { MAX_QUANTITY } from '@tabula/shared/entities';
import { badRequest } from './violation';

export interface PricedOption {
  id: number;
  name: string;
  priceCents: number;
  position: number;
  outOfStock: boolean;
  displayAsMainItem: boolean;
}

export interface PricedGroup {
  id: number;
  name: string;
  required: boolean;
  maxSelectable: number;
  outOfStock: boolean;
  options: PricedOption[];
}

export interface PricedItem {
  id: number;
  name: string;
  /** Own flag or inherited from its category or menu. */
  outOfStock: boolean;
  prices: { id: number; amountCents: number }[];
  groups: PricedGroup[];
}

export interface LineChoice {
  priceId?: number | null | undefined;
  optionIds: number[];
  quantity: number;
}

export interface PricedLine {
  priceId: number;
  unitCents: number;
  quantity: number;
  options: PricedOption[];
}

// The line's limit is the kernel's, which the add-item request schema is written with.
export { MAX_QUANTITY };

/**
 * Checks a guest's choice for one order line against the menu and prices it.
 * The unit price is the chosen price plus the chosen options; nothing from the client
 * but ids and the quantity is trusted.
 */
export function priceLine(item: PricedItem, choice: LineChoice): PricedLine {
  if (item.outOfStock) throw badRequest(`${item.name} is out of stock`);
  if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > MAX_QUANTITY) {
    throw badRequest(`Quantity must be a whole number from 1 to ${MAX_QUANTITY}`);
  }
  const price = choosePrice(item, choice.priceId);

  const seen = new Set<number>();
  const chosenByGroup = new Map<number, PricedOption[]>();
  for (const optionId of choice.optionIds) {
    if (seen.has(optionId)) throw badRequest(`Option ${optionId} is chosen twice`);
    seen.add(optionId);
    const group = item.groups.find((g) => g.options.some((o) => o.id === optionId));
    const option = group?.options.find((o) => o.id === optionId);
    if (!group || !option) throw badRequest(`Unknown option ${optionId} for ${item.name}`);
    if (group.outOfStock || option.outOfStock) throw badRequest(`${option.name} is out of stock`);
    chosenByGroup.set(group.id, [...(chosenByGroup.get(group.id) ?? []), option]);
  }

  const options: PricedOption[] = [];
  for (const group of item.groups) {
    const chosen = chosenByGroup.get(group.id) ?? [];
    if (chosen.length > group.maxSelectable) {
      throw badRequest(`Choose at most ${group.maxSelectable} in ${group.name}`);
    }
    // A required group the venue marked out of stock cannot be chosen from, so it
    // cannot be demanded either (the client hides it).
    if (group.required && !group.outOfStock && chosen.length === 0) {
      throw badRequest(`${group.name} is required`);
    }
    options.push(...chosen);
  }

  const unitCents = price.amountCents + options.reduce((sum, o) => sum + o.priceCents, 0);
  return { priceId: price.id, unitCents, quantity: choice.quantity, options };
}

function choosePrice(item: PricedItem, priceId: number | null | undefined) {
  if (priceId === undefined || priceId === null) {
    // Only an item with a single price may leave the choice implicit.
    const [only, ...rest] = item.prices;
    if (only && rest.length === 0) return only;
    throw badRequest(`Choose a price for ${item.name}`);
  }
  const price = item.prices.find((p) => p.id === priceId);
  if (!price) throw badRequest(`Unknown price_id ${priceId} for ${item.name}`);
  return price;
}

function lineTotalCents(line: { unitCents: number; quantity: number }): number {
  return line.unitCents * line.quantity;
}

/** What the guest owes: every line plus the tip. */
export function orderTotalCents(lines: { unitCents: number; quantity: number }[], tipCents: number): number {
  return lines.reduce((sum, l) => sum + lineTotalCents(l), 0) + tipCents;
}
