import type { Availability } from '../entities';

type Stocked = { availability?: Availability | null } | null | undefined;

/** Out of stock is inherited downward: a sold-out menu or category sells none of its items. */
export function isOutOfStock(menu: Stocked, category: Stocked, item: Stocked): boolean {
  return [menu, category, item].some((level) => level?.availability?.out_of_stock === true);
}
