import type { Menu } from '../entities';

/** The stored menu when the venue still has it, otherwise the first. */
export const selectedMenu = (menus: readonly Menu[], menuId: number | null): Menu | null =>
  menus.find((menu) => menu.id === menuId) ?? menus[0] ?? null;
