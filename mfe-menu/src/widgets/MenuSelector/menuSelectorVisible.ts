import type { Menu } from '@tabula/shared';

/** The selector appears only when there is a choice. */
export const menuSelectorVisible = (menus: readonly Menu[]): boolean => menus.length > 1;
