import type { Item, Menu, Tag } from '../entities';

/** Only the tag named Popular is shown as a chip. */
export const popularTag = (item: Pick<Item, 'tags'>): Tag | null => item.tags.find((tag) => tag.name === 'Popular') ?? null;

/** The stored menu when the venue still has it, otherwise the first. */
export const selectedMenu = (menus: readonly Menu[], menuId: number | null): Menu | null =>
  menus.find((menu) => menu.id === menuId) ?? menus[0] ?? null;

/** The selector appears only when there is a choice. */
export const menuSelectorVisible = (menus: readonly Menu[]): boolean => menus.length > 1;
