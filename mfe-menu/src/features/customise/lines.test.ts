import { makeCustomisedPizza, makeItem } from '@tabula/shared/test';
import { cartLineFromChoice, lineFromServer } from './lines';

const { group, item } = makeCustomisedPizza();

describe('cartLineFromChoice', () => {
  it('prices the line from the choice', () => {
    const line = cartLineFromChoice({ item, priceId: 70, selection: { 3: [32, 31] }, quantity: 2, note: 'crispy', currency: 'EUR' }, 55);
    expect(line).toEqual({
      item_id: 7,
      order_item_id: 55,
      name: 'Pizza',
      quantity: 2,
      price: 14,
      price_id: 70,
      prices: item.prices,
      options: [31, 32],
      optionsObject: { 3: [32, 31] },
      note: 'crispy',
      itemPrice: 15.5,
      itemOrderPrice: 31,
      item_customisations: [group],
      currency: 'EUR',
    });
  });

  it("falls back to the item's own price and sums in cents", () => {
    const plain = makeItem({ price: 1.1, prices: [] });
    expect(cartLineFromChoice({ item: plain, priceId: null, selection: {}, quantity: 3, note: '', currency: 'EUR' })).toMatchObject({
      itemPrice: 1.1,
      itemOrderPrice: 3.3,
    });
  });
});

describe('lineFromServer', () => {
  it("keeps the server's line id, quantity, note and price", () => {
    const line = cartLineFromChoice({ item, priceId: 70, selection: {}, quantity: 1, note: '', currency: 'EUR' });
    const server = { order_item_id: 91, quantity: 3, note: 'hot', price: 1.1, order_price: 3.3 } as Parameters<typeof lineFromServer>[1];
    expect(lineFromServer(line, server)).toMatchObject({
      order_item_id: 91,
      quantity: 3,
      note: 'hot',
      itemPrice: 1.1,
      itemOrderPrice: 3.3,
    });
  });
});
