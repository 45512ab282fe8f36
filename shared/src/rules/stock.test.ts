import { makeCategory, makeItem, makeMenu } from '../test/fixtures';
import { isOutOfStock } from './stock';

const soldOut = { availability: { out_of_stock: true } };

describe('isOutOfStock', () => {
  it('is false when every level is in stock', () => {
    expect(isOutOfStock(makeMenu(), makeCategory(), makeItem())).toBe(false);
  });

  it.each([
    ['menu', makeMenu(soldOut), makeCategory(), makeItem()],
    ['category', makeMenu(), makeCategory(soldOut), makeItem()],
    ['item', makeMenu(), makeCategory(), makeItem(soldOut)],
  ])('inherits from the %s', (_level, menu, category, item) => {
    expect(isOutOfStock(menu, category, item)).toBe(true);
  });

  it('treats missing levels as in stock', () => {
    expect(isOutOfStock(null, undefined, makeItem())).toBe(false);
    expect(isOutOfStock(null, undefined, makeItem(soldOut))).toBe(true);
  });
});
