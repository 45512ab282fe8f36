import { allSettled } from 'effector';
import { createTestScope, makeItem, recordNavigation } from '@tabula/shared/test';
import { $currentItem, dishTapped, searchTapped } from './model';

const soup = makeItem({ item_id: 7, name: 'Soup' });

function guest() {
  const { went, handlers } = recordNavigation();
  return { scope: createTestScope({ handlers }), went };
}

describe('a guest tapping a dish', () => {
  it('lands on the dish screen showing that dish, from the menu, its address naming the dish', async () => {
    const { scope, went } = guest();
    await allSettled(dishTapped, { scope, params: { item: soup } });
    expect(scope.getState($currentItem)).toBe(soup);
    expect(went).toStrictEqual([{ to: '/addCart', state: { item_id: 7 } }]);
  });

  it('lands on the dish screen that knows it was opened from search', async () => {
    const { scope, went } = guest();
    await allSettled(dishTapped, { scope, params: { item: soup, from: 'search' } });
    expect(scope.getState($currentItem)).toBe(soup);
    expect(went).toStrictEqual([{ to: '/addCart', state: { from: 'search', item_id: 7 } }]);
  });
});

describe('a guest tapping Search on the menu', () => {
  it.each([
    ['search', '', ''],
    ['search in view mode, when the menu was in view mode', 'type=view', '?type=view'],
    ['search, leaving other parameters behind', 'type=other&x=1', ''],
  ])('lands on %s', async (_label, query, searchQuery) => {
    const { scope, went } = guest();
    await allSettled(searchTapped, { scope, params: query });
    expect(went).toStrictEqual([{ to: { pathname: '/search', search: searchQuery } }]);
  });
});
