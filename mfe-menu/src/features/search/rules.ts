import { isOutOfStock } from '@tabula/shared';
import type { Item, Menu } from '@tabula/shared';
import { menuHasItems } from '../menu-sections';

export interface SearchGroup {
  menuId: number;
  menuName: string;
  categoryId: number;
  categoryName: string;
  items: Item[];
}

/**
 * Case and accents do not count: guests type on phone keyboards without the Greek tonos or the Spanish and
 * French acute ('μουσακας' finds 'Μουσακάς', 'cesar' finds 'César'), and a Greek final sigma is a sigma.
 */
const normalise = (text: string) => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/ς/g, 'σ');

/**
 * Items whose name or a tag matches, or every item of a matching menu or category; grouped by
 * menu/category in menu order. An empty query finds nothing.
 */
export function searchMenus(menus: readonly Menu[], query: string): SearchGroup[] {
  const needle = normalise(query);
  if (!needle) return [];
  const matches = (text: string) => normalise(text).includes(needle);
  const groups: SearchGroup[] = [];
  for (const menu of menus) {
    for (const category of menu.menu_categories) {
      const whole = matches(menu.name) || matches(category.name);
      const items = whole
        ? category.items
        : category.items.filter((item) => matches(item.name) || item.tags.some((tag) => matches(tag.name)));
      if (items.length > 0) {
        groups.push({ menuId: menu.id, menuName: menu.name, categoryId: category.id, categoryName: category.name, items });
      }
    }
  }
  return groups;
}

/** A blank query is no search: Enter or the search icon on an empty box change nothing on screen. */
export const isSearchable = (text: string): boolean => text.trim() !== '';

/** Search runs on Enter, or on a space typed after some text. */
export const isSearchTrigger = (key: string, text: string): boolean => (key === 'Enter' || key === ' ') && isSearchable(text);

export type SearchOutcome = 'idle' | 'menuEmpty' | 'noneFound' | 'noneAvailable' | 'results';

/** Which empty text applies, if any: the menu has no dishes, nothing matched, or only sold-out dishes matched. */
export function searchOutcome(menus: readonly Menu[], groups: readonly SearchGroup[], searchRan: boolean): SearchOutcome {
  if (!menus.some(menuHasItems)) return 'menuEmpty';
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
