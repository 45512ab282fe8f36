import { makeCustomisation, makeItem, makeOption } from '@tabula/shared/test';
import { unitPriceCents } from './prices';

const item = makeItem({
  price: 7,
  prices: [
    { id: 1, description: 'Small', amount: 9, position: 0 },
    { id: 2, description: 'Large', amount: 11.3, position: 1 },
  ],
  item_customisations: [
    makeCustomisation({
      customisation_options: [makeOption({ customisation_option_id: 5, price: 1 }), makeOption({ customisation_option_id: 6, price: 0.2 })],
    }),
  ],
});

describe('unitPriceCents', () => {
  it('is the chosen price plus option prices, in whole cents', () => {
    expect(unitPriceCents(item, 2, [5, 6])).toBe(1250);
    expect(unitPriceCents(item, 1, [])).toBe(900);
  });

  it("falls back to the dish's own price", () => {
    expect(unitPriceCents(item, null, [6])).toBe(720);
  });
});
