import { itemCountInOrder } from './itemCount';

describe('itemCountInOrder', () => {
  it('counts one dish across its lines', () => {
    const lines = [
      { item_id: 1, quantity: 2 },
      { item_id: 2, quantity: 1 },
      { item_id: 1, quantity: 1 },
    ];
    expect(itemCountInOrder(lines, 1)).toBe(3);
    expect(itemCountInOrder(lines, 9)).toBe(0);
  });
});
