import type { Item, Menu } from '../entities';

export interface SearchGroup {
  menuId: number;
  menuName: string;
  categoryId: number;
  categoryName: string;
  items: Item[];
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

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
