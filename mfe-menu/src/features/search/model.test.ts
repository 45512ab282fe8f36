import { allSettled } from 'effector';
import { $venue } from '@tabula/shared';
import { createTestScope, makeCategory, makeItem, makeMenu, makeVenue } from '@tabula/shared/test';
import { $searchText, $searchedItems, searchTextChanged, searched } from './model';

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
});
