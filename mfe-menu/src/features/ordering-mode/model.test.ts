import { allSettled } from 'effector';
import { createTestScope, makeItem, recordNavigation } from '@tabula/shared/test';
import { $currentItem, dishTapped } from './model';

const soup = makeItem({ item_id: 7, name: 'Soup' });

function guest() {
  const { went, handlers } = recordNavigation();
  return { scope: createTestScope({ handlers }), went };
}

describe('a guest tapping a dish', () => {
  it('lands on the dish screen showing that dish, from the menu', async () => {
    const { scope, went } = guest();
    await allSettled(dishTapped, { scope, params: { item: soup } });
    expect(scope.getState($currentItem)).toBe(soup);
    expect(went).toStrictEqual([{ to: '/addCart', state: {} }]);
  });

  it('lands on the dish screen that knows it was opened from search', async () => {
    const { scope, went } = guest();
    await allSettled(dishTapped, { scope, params: { item: soup, from: 'search' } });
    expect(scope.getState($currentItem)).toBe(soup);
    expect(went).toStrictEqual([{ to: '/addCart', state: { from: 'search' } }]);
  });
});
