import { makeCustomisation, makeItem, makeOption } from '../test/fixtures';
import { cartItemCount, lineTotal, unitPrice } from './pricing';

const item = makeItem({
  price: 7,
  prices: [
    { id: 1, description: 'Small', amount: 9, position: 0 },
    { id: 2, description: 'Large', amount: 12.2, position: 1 },
  ],
  item_customisations: [
    makeCustomisation({
      customisation_options: [
        makeOption({ customisation_option_id: 5, price: 0.1 }),
        makeOption({ customisation_option_id: 6, price: 0.2 }),
      ],
    }),
  ],
});

describe('unitPrice', () => {
  it('is the chosen price plus option prices', () => {
    expect(unitPrice(item, 2, [5, 6])).toBe(12.5);
    expect(unitPrice(item, 1, [])).toBe(9);
  });

  it("falls back to the item's own price", () => {
    expect(unitPrice(item, null, [6])).toBe(7.2);
  });
});

describe('totals', () => {
  it('multiplies unit by quantity', () => {
    expect(lineTotal(12.5, 3)).toBe(37.5);
    expect(lineTotal(1.1, 3)).toBe(3.3);
  });

  const lines = [
    { item_id: 1, quantity: 2, itemPrice: 2.55 },
    { item_id: 2, quantity: 1, itemPrice: 0.2 },
    { item_id: 1, quantity: 1, itemPrice: 2.55 },
  ];

  it('counts the items of the cart', () => {
    expect(cartItemCount(lines)).toBe(4);
  });
});
