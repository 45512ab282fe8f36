import { makeCategory, makeItem, makeMenu } from '@tabula/shared/test';
import { searchMenus, searchOutcome } from './rules';

const menus = [
  makeMenu({
    id: 1,
    name: 'Food',
    menu_categories: [
      makeCategory({ id: 10, name: 'Pizza', items: [makeItem({ item_id: 100, name: 'Margherita' })] }),
      makeCategory({
        id: 11,
        name: 'Desserts',
        availability: { out_of_stock: true },
        items: [makeItem({ item_id: 110, name: 'Baklava' })],
      }),
    ],
  }),
];

describe('searchOutcome', () => {
  it('says the venue has no items at all before anything else', () => {
    expect(searchOutcome([makeMenu()], [], true)).toBe('menuEmpty');
  });

  it('shows nothing before the first search', () => {
    expect(searchOutcome(menus, [], false)).toBe('idle');
  });

  it('says nothing was found when the search matched nothing', () => {
    expect(searchOutcome(menus, searchMenus(menus, 'sushi'), true)).toBe('noneFound');
  });

  it('says no item is available when every match is out of stock, inherited from the category', () => {
    expect(searchOutcome(menus, searchMenus(menus, 'baklava'), true)).toBe('noneAvailable');
  });

  it('shows results when something can be ordered', () => {
    expect(searchOutcome(menus, searchMenus(menus, 'food'), true)).toBe('results');
  });
});
