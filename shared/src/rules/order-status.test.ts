import { makeOrder, makeOrderItem } from '../test/fixtures';
import { belongsInHistory, closesTab, shouldClearCart } from './order-status';

describe('order status rules', () => {
  it('clears the cart when the status is not 0 or there are no items', () => {
    const items = [makeOrderItem()];
    expect(shouldClearCart(makeOrder({ status: 0, order_items: items }))).toBe(false);
    expect(shouldClearCart(makeOrder({ status: 0, order_items: [] }))).toBe(true);
    expect(shouldClearCart(makeOrder({ status: 2, order_items: items }))).toBe(true);
    expect(shouldClearCart(makeOrder({ status: 3, order_items: items }))).toBe(true);
  });

  it('keeps every submitted order in history', () => {
    expect(belongsInHistory({ status: 0 })).toBe(false);
    expect(belongsInHistory({ status: 2 })).toBe(true);
    expect(belongsInHistory({ status: 4 })).toBe(true);
  });

  it('closes the tab only for a declined order with tab_status 4', () => {
    expect(closesTab({ status: 4, tab_status: 4 })).toBe(true);
    expect(closesTab({ status: 4, tab_status: 1 })).toBe(false);
    expect(closesTab({ status: 3, tab_status: 4 })).toBe(false);
  });
});
