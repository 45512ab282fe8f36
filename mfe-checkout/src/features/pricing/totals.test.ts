import { cartSubtotalCents, lineTotalCents, orderAmountsCents, orderItemTotalCents, orderTotalCents } from './totals';

describe('totals in cents', () => {
  const lines = [
    { quantity: 2, itemPrice: 2.55 },
    { quantity: 1, itemPrice: 0.2 },
    { quantity: 1, itemPrice: 2.55 },
  ];

  it('sums the cart in whole cents, free of float error', () => {
    expect(lineTotalCents({ itemPrice: 1.1, quantity: 3 })).toBe(330);
    expect(cartSubtotalCents(lines)).toBe(785);
    expect(cartSubtotalCents([])).toBe(0);
    expect(orderTotalCents(785, 200)).toBe(985);
  });

  it("takes the tip out of a placed order's price", () => {
    expect(orderAmountsCents({ order_price: 21.5, tip_amount: 2 })).toEqual({ subtotalCents: 1950, tipCents: 200, totalCents: 2150 });
    expect(orderAmountsCents({ order_price: 0.3, tip_amount: 0.1 })).toEqual({ subtotalCents: 20, tipCents: 10, totalCents: 30 });
  });

  it("prices a placed order's line from its unit price and quantity", () => {
    expect(orderItemTotalCents({ price: 1.1, quantity: 3 })).toBe(330);
  });
});
