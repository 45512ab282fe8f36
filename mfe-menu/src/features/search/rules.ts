import { isOutOfStock, type Menu, type SearchGroup } from '@tabula/shared';

export type SearchOutcome = 'idle' | 'menuEmpty' | 'noneFound' | 'noneAvailable' | 'results';

/** Which of the spec's three empty texts applies, if any. */
export function searchOutcome(menus: readonly Menu[], groups: readonly SearchGroup[], searchRan: boolean): SearchOutcome {
  const hasItems = menus.some((menu) => menu.menu_categories.some((category) => category.items.length > 0));
  if (!hasItems) return 'menuEmpty';
  if (!searchRan) return 'idle';
  if (groups.length === 0) return 'noneFound';
  const anyAvailable = groups.some((group) => {
    const menu = menus.find((candidate) => candidate.id === group.menuId);
    const category = menu?.menu_categories.find((candidate) => candidate.id === group.categoryId);
    return group.items.some((item) => !isOutOfStock(menu, category, item));
  });
  return anyAvailable ? 'results' : 'noneAvailable';
}

export const OUTCOME_TEXT_KEY = {
  menuEmpty: 'search.noItemsAvailable',
  noneFound: 'search.noItemsFound',
  noneAvailable: 'search.noAvailableItems',
} as const;
