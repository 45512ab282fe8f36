import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { unwrap, type ApiRequestError } from '../../api/result';
import { tablesList, tablesListAll } from '../../api/venue';
import type { TableList } from '../../entities';
import { selectedMenu } from '../../rules/menu';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { $hasTab } from '../tab';
import { $venue } from '../venue';

export const menuSelected = createEvent<number>();

export const $menuId = createStore<number | null>(null)
  .on(menuSelected, (_, id) => id)
  .on(readStoredStateFx.doneData, (_, stored) => stored.menuId)
  .reset(storeReset);

persist($menuId, 'menuId', (id) => (id === null ? null : String(id)));

/** The stored menu while the venue still has it, otherwise the first. */
export const $selectedMenu = combine($venue, $menuId, (venue, menuId) => selectedMenu(venue?.menus ?? [], menuId));

/** All tables while the guest has no tab (a new tab may be opened at any table), the venue's own list otherwise. */
export const loadTablesFx = createEffect<{ allTables: boolean }, TableList, ApiRequestError>(async ({ allTables }) =>
  unwrap(await (allTables ? tablesListAll() : tablesList())),
);

export const tableListRequested = createEvent();

sample({ clock: tableListRequested, source: $hasTab, fn: (hasTab) => ({ allTables: !hasTab }), target: loadTablesFx });

export const $tableList = createStore<TableList>([])
  .on(loadTablesFx.doneData, (_, tables) => tables)
  .reset(storeReset);
