import { allSettled } from 'effector';
import { $venue } from '@tabula/shared';
import { createTestScope, makeCategory, makeItem, makeMenu, makeVenue, recordNavigation } from '@tabula/shared/test';
import {
  $searchRan,
  $searchText,
  $searchedItems,
  searchCancelled,
  searchPageLeft,
  searchPageOpened,
  searchTextChanged,
  searched,
} from './model';

const soup = makeItem({ item_id: 1, name: 'Soup' });
const venue = makeVenue({
  menus: [
    makeMenu({ id: 1, name: 'Food', menu_categories: [makeCategory({ name: 'Starters', items: [soup] })] }),
    makeMenu({ id: 2, name: 'Drinks' }),
  ],
});

describe('search model', () => {
  it('searches the venue menus with the current text, keeping the text', async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searched, { scope });
    expect(scope.getState($searchedItems)).toEqual([
      { menuId: 1, menuName: 'Food', categoryId: 1, categoryName: 'Starters', items: [soup] },
    ]);
    expect(scope.getState($searchText)).toBe('sou');
  });

  it('leaves the results as they are when the query is blank', async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searched, { scope });
    await allSettled(searchTextChanged, { scope, params: '  ' });
    await allSettled(searched, { scope });
    expect(scope.getState($searchedItems)).toHaveLength(1);
  });

  it('says a search ran only once one has on this visit, not for a blank query', async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    await allSettled(searchPageOpened, { scope });
    await allSettled(searched, { scope });
    expect(scope.getState($searchRan)).toBe(false);
    await allSettled(searchTextChanged, { scope, params: 'zzz' });
    await allSettled(searched, { scope });
    expect(scope.getState($searchRan)).toBe(true);
  });

  it('searches the kept query again on arrival, with the menu already there', async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searchPageOpened, { scope });
    expect(scope.getState($searchRan)).toBe(true);
    expect(scope.getState($searchedItems)).toHaveLength(1);
  });

  it('searches the kept query once the menu arrives after the screen', async () => {
    const scope = createTestScope();
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searchPageOpened, { scope });
    expect(scope.getState($searchRan)).toBe(false);
    await allSettled($venue, { scope, params: venue });
    expect(scope.getState($searchRan)).toBe(true);
    expect(scope.getState($searchedItems)).toHaveLength(1);
  });

  it('does not search when the menu arrives while the screen is not shown', async () => {
    const scope = createTestScope();
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searchPageOpened, { scope });
    await allSettled(searchPageLeft, { scope });
    await allSettled($venue, { scope, params: venue });
    expect(scope.getState($searchedItems)).toEqual([]);
  });

  it("says nothing of an earlier visit's search on a return with a blank query", async () => {
    const scope = createTestScope({ values: [[$venue, venue]] });
    await allSettled(searchPageOpened, { scope });
    await allSettled(searchTextChanged, { scope, params: 'zzz' });
    await allSettled(searched, { scope });
    await allSettled(searchPageLeft, { scope });
    await allSettled(searchTextChanged, { scope, params: '' });
    await allSettled(searchPageOpened, { scope });
    expect(scope.getState($searchRan)).toBe(false);
  });
});

describe('a guest cancelling search', () => {
  it.each([
    ['the menu', '', ''],
    ['the menu in view mode, when search was in view mode', 'type=view', '?type=view'],
    ['the menu, leaving other parameters behind', 'type=other&x=1', ''],
  ])('lands on %s', async (_label, query, menuQuery) => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ values: [[$venue, venue]], handlers });
    await allSettled(searchTextChanged, { scope, params: 'sou' });
    await allSettled(searchCancelled, { scope, params: query });
    expect(went).toStrictEqual([{ to: { pathname: '/menu', search: menuQuery } }]);
    expect(scope.getState($searchText)).toBe('sou');
  });
});
