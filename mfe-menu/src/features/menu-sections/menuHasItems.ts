import type { Menu } from '@tabula/shared';

/** A menu guests can browse holds at least one dish: categories without dishes yet do not count. */
export const menuHasItems = (menu: Pick<Menu, 'menu_categories'>): boolean =>
  menu.menu_categories.some((category) => category.items.length > 0);
