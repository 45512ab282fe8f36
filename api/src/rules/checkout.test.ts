import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertCheckoutAllowed, isCardMethod, maxTipCents } from './checkout';

const order = { method: 'card' as const, tipCents: 0, subtotalCents: 750, currency: 'EUR', hasTab: true, acceptsOrdersWithoutTab: false };

describe('checkout rules', () => {
  it('caps a tip at the items subtotal, or 10.00 when the subtotal is smaller', () => {
    assert.equal(maxTipCents(750), 1000);
    assert.equal(maxTipCents(1000), 1000);
    assert.equal(maxTipCents(4250), 4250);
  });

  it('takes a tip by card or wallet only, and names the cap in the venue currency', () => {
    assert.equal(isCardMethod('apple_pay'), true);
    assert.equal(isCardMethod('room_charge'), false);
    assert.doesNotThrow(() => assertCheckoutAllowed({ ...order, tipCents: 1000 }));
    assert.doesNotThrow(() => assertCheckoutAllowed({ ...order, method: 'google_pay', tipCents: 200 }));
    assert.throws(() => assertCheckoutAllowed({ ...order, method: 'cash', tipCents: 100 }), /^RuleViolation: A tip can only be paid by card\.$/);
    assert.throws(() => assertCheckoutAllowed({ ...order, method: 'room_charge', tipCents: 1 }), /only be paid by card/);
    assert.throws(() => assertCheckoutAllowed({ ...order, tipCents: 1001, currency: 'usd' }), /at most 10\.00 USD for this order\.$/);
  });

  it('lets an order without a tab at a venue that requires one be paid now by card, but not by cash or room charge', () => {
    const tabless = { ...order, hasTab: false };
    assert.doesNotThrow(() => assertCheckoutAllowed(tabless));
    assert.doesNotThrow(() => assertCheckoutAllowed({ ...tabless, method: 'link' }));
    assert.throws(() => assertCheckoutAllowed({ ...tabless, method: 'cash' }), /Open or join a tab/);
    assert.throws(() => assertCheckoutAllowed({ ...tabless, method: 'room_charge' }), /Open or join a tab/);
    assert.doesNotThrow(() => assertCheckoutAllowed({ ...tabless, method: 'cash', acceptsOrdersWithoutTab: true }));
  });
});
