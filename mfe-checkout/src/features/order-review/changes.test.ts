import { makeCartLine, makeOrderItem } from '@tabula/shared/test';
import { orderChanges, reviewLineOfCart, reviewLineOfOrder, type ReviewLine } from './changes';

const line = (overrides: Partial<ReviewLine>): ReviewLine => ({
  id: 1,
  name: 'Nachos',
  quantity: 1,
  unitCents: 650,
  options: [],
  note: '',
  priceId: null,
  ...overrides,
});

describe('orderChanges', () => {
  it('finds nothing when the guest would pay for what they saw', () => {
    expect(orderChanges([line({})], [line({})])).toEqual([]);
  });

  it('names lines added elsewhere and lines removed elsewhere', () => {
    const ipa = line({ id: 2, name: 'IPA', quantity: 2, unitCents: 550 });
    expect(orderChanges([line({})], [line({}), ipa])).toEqual([{ kind: 'added', name: 'IPA', quantity: 2 }]);
    expect(orderChanges([line({}), ipa], [ipa])).toEqual([{ kind: 'removed', name: 'Nachos', quantity: 1 }]);
  });

  it('names a new quantity, and a line whose options, note or price changed', () => {
    expect(orderChanges([line({})], [line({ quantity: 3 })])).toEqual([{ kind: 'quantity', name: 'Nachos', quantity: 3, previous: 1 }]);
    expect(orderChanges([line({})], [line({ options: [4] })])).toEqual([{ kind: 'changed', name: 'Nachos' }]);
    expect(orderChanges([line({})], [line({ note: 'no chili' })])).toEqual([{ kind: 'changed', name: 'Nachos' }]);
    expect(orderChanges([line({})], [line({ unitCents: 700 })])).toEqual([{ kind: 'changed', name: 'Nachos' }]);
  });

  it("reads a cart line and the server's order line alike", () => {
    const cart = makeCartLine({ order_item_id: 9, name: 'Burger', quantity: 2, itemPrice: 12.5, options: [31, 30], note: 'rare' });
    const order = makeOrderItem({
      order_item_id: 9,
      name: 'Burger',
      quantity: 2,
      price: 12.5,
      note: 'rare',
      price_id: cart.price_id,
      order_item_options: [30, 31].map((ref) => ({
        order_option_id: ref,
        customisation_option_ref: ref,
        name: `o${ref}`,
        price: 0,
        position: 0,
        display_as_main_item: false,
      })),
    });
    expect(reviewLineOfCart(cart)).toEqual(reviewLineOfOrder(order));
  });
});
