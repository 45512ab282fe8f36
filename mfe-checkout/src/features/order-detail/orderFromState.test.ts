import { makeOrder } from '@tabula/shared/test';
import { orderFromState } from './orderFromState';

describe('the order handed to the detail screen', () => {
  it('is taken when it looks like an order', () => {
    const order = makeOrder({ order_uuid: 'o-1' });
    expect(orderFromState({ order })).toBe(order);
  });

  it('is refused when missing or malformed', () => {
    expect(orderFromState(null)).toBeNull();
    expect(orderFromState({})).toBeNull();
    expect(orderFromState({ order: { order_uuid: 'o-1' } })).toBeNull();
    expect(orderFromState({ order: { ...makeOrder(), order_price: '12' } })).toBeNull();
  });
});
