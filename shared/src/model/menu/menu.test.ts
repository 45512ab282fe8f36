import { allSettled } from 'effector';
import { makeCategory, makeItem, makeMenu, makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { tabStarted } from '../tab';
import { $venue } from '../venue';
import { $menuId, $selectedMenu, $tableList, loadTablesFx, menuSelected, tableListRequested } from '.';

const venue = makeVenue({
  menus: [
    makeMenu({
      id: 1,
      name: 'Food',
      menu_categories: [makeCategory({ name: 'Starters', items: [makeItem({ item_id: 1, name: 'Soup' })] })],
    }),
    makeMenu({ id: 2, name: 'Drinks' }),
  ],
});

describe('menu', () => {
  it('selects the first menu until one is chosen, and stores the choice', async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    expect(scope.getState($selectedMenu)?.id).toBe(1);
    await allSettled(menuSelected, { scope, params: 2 });
    expect(scope.getState($menuId)).toBe(2);
    expect(scope.getState($selectedMenu)?.id).toBe(2);
    expect(localStorage.getItem('menuId')).toBe('2');
  });
});

describe('table list', () => {
  it('lists all tables without a tab and the venue list with one', async () => {
    const requests: unknown[] = [];
    const scope = createTestScope({
      handlers: [[loadTablesFx, (params: unknown) => (requests.push(params), ['1', '2'])]],
    });
    await allSettled(tableListRequested, { scope });
    await allSettled(tabStarted, { scope, params: { tab_uuid: 't', tab_link: 'l', order_uuid: 'o' } });
    await allSettled(tableListRequested, { scope });
    expect(requests).toEqual([{ allTables: true }, { allTables: false }]);
    expect(scope.getState($tableList)).toEqual(['1', '2']);
  });
});
