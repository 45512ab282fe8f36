import { makeCategory, makeItem, makeMenu } from '@tabula/shared/test';
import { menuHasItems } from './menuHasItems';

describe('menuHasItems', () => {
  it('is false for a menu without categories', () => {
    expect(menuHasItems(makeMenu({ menu_categories: [] }))).toBe(false);
  });

  it('is false for a menu whose categories hold no dishes yet', () => {
    const categories = [makeCategory({ id: 1, items: [] }), makeCategory({ id: 2, items: [] })];
    expect(menuHasItems(makeMenu({ menu_categories: categories }))).toBe(false);
  });

  it('is true once one category holds a dish', () => {
    const categories = [makeCategory({ id: 1, items: [] }), makeCategory({ id: 2, items: [makeItem()] })];
    expect(menuHasItems(makeMenu({ menu_categories: categories }))).toBe(true);
  });
});
