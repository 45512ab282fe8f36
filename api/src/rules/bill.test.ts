import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { allocate, assertBillTip, orderedBy, paymentAmount } from './bill';

const lines = new Map([
  [11, 300],
  [12, 850],
  [13, 600],
]);

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
};

describe('what a bill payment pays', () => {
  it('works out each way from the balance as it stands', () => {
    assert.equal(paymentAmount({ way: 'whole' }, 1750, lines), 1750);
    assert.equal(paymentAmount({ way: 'shares', shares: { count: 3, paying: 1 } }, 1750, lines), 583);
    assert.equal(paymentAmount({ way: 'shares', shares: { count: 3, paying: 3 } }, 1750, lines), 1750);
    assert.equal(paymentAmount({ way: 'items', orderItemIds: [11, 13] }, 1750, lines), 900);
    assert.equal(paymentAmount({ way: 'amount', amountCents: 1000 }, 1750, lines), 1000);
  });

  it('refuses nothing to pay, more than the balance, and lines that are not on the bill', () => {
    assert.equal(
      refusal(() => paymentAmount({ way: 'whole' }, 0, lines)),
      'bill_amount_invalid',
    );
    assert.equal(
      refusal(() => paymentAmount({ way: 'amount', amountCents: 1751 }, 1750, lines)),
      'bill_amount_invalid',
    );
    assert.equal(
      refusal(() => paymentAmount({ way: 'items', orderItemIds: [99] }, 1750, lines)),
      'bill_amount_invalid',
    );
    assert.equal(
      refusal(() => paymentAmount({ way: 'items', orderItemIds: [11, 11] }, 1750, lines)),
      'bill_amount_invalid',
    );
    assert.equal(
      refusal(() => paymentAmount({ way: 'shares', shares: { count: 1, paying: 1 } }, 1750, lines)),
      'bill_amount_invalid',
    );
    assert.equal(
      refusal(() => paymentAmount({ way: 'shares', shares: { count: 4, paying: 5 } }, 1750, lines)),
      'bill_amount_invalid',
    );
  });

  it('takes a tip up to what is paid, or 10.00 when that is smaller', () => {
    assert.doesNotThrow(() => assertBillTip(1000, 450));
    assert.doesNotThrow(() => assertBillTip(5000, 5000));
    assert.equal(
      refusal(() => assertBillTip(1001, 450)),
      'tip_too_high',
    );
  });
});

describe('spreading a payment over the orders', () => {
  const orders = [
    { id: 1, owedCents: 300 },
    { id: 2, owedCents: 600 },
  ];

  it('pays the oldest orders first, each up to what it owes', () => {
    assert.deepEqual(allocate(450, orders), {
      allocations: [
        { orderId: 1, cents: 300 },
        { orderId: 2, cents: 150 },
      ],
      leftOverCents: 0,
    });
  });

  it('pays the orders of the picked lines first', () => {
    assert.deepEqual(allocate(600, orders, [{ orderId: 2, cents: 600 }]), { allocations: [{ orderId: 2, cents: 600 }], leftOverCents: 0 });
  });

  it('leaves over what the orders cannot take, for the caller to give back', () => {
    assert.deepEqual(allocate(1000, orders).leftOverCents, 100);
  });
});

describe('who ordered', () => {
  it('numbers the table’s browsers as they first ordered, the opener first and by name', () => {
    assert.deepEqual(
      orderedBy([{ guestId: 'b' }, { guestId: 'a' }, { guestId: null }, { guestId: 'c' }, { guestId: 'b' }], { guestId: 'a', name: 'Ada' }),
      [
        { name: null, number: 2 },
        { name: 'Ada', number: 1 },
        { name: null, number: null },
        { name: null, number: 3 },
        { name: null, number: 2 },
      ],
    );
  });
});
