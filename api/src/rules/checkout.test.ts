import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertTablessAllowed, assertTipAllowed, isCardMethod, maxTipCents } from './checkout';

const order = { method: 'card' as const, tipCents: 0, subtotalCents: 750, currency: 'EUR' };
const placement = { method: 'card' as const, hasTab: false, acceptsOrdersWithoutTab: false };

describe('checkout rules', () => {
  it('caps a tip at the items subtotal, or 10.00 when the subtotal is smaller', () => {
    assert.equal(maxTipCents(750), 1000);
    assert.equal(maxTipCents(1000), 1000);
    assert.equal(maxTipCents(4250), 4250);
  });

  it('takes a tip by card or wallet only, and names the cap in the venue currency', () => {
    assert.equal(isCardMethod('apple_pay'), true);
    assert.equal(isCardMethod('room_charge'), false);
    assert.doesNotThrow(() => assertTipAllowed({ ...order, tipCents: 1000 }));
    assert.doesNotThrow(() => assertTipAllowed({ ...order, method: 'google_pay', tipCents: 200 }));
    assert.doesNotThrow(() => assertTipAllowed({ ...order, method: 'cash' }));
    assert.throws(() => assertTipAllowed({ ...order, method: 'cash', tipCents: 100 }), /^RuleViolation: A tip can only be paid by card\.$/);
    assert.throws(() => assertTipAllowed({ ...order, method: 'room_charge', tipCents: 1 }), /only be paid by card/);
    assert.throws(() => assertTipAllowed({ ...order, tipCents: 1001, currency: 'usd' }), /at most 10\.00 USD for this order\.$/);
  });

  it('lets an order without a tab at a venue that requires one be paid now by card, but not by cash or room charge', () => {
    assert.doesNotThrow(() => assertTablessAllowed(placement));
    assert.doesNotThrow(() => assertTablessAllowed({ ...placement, method: 'link' }));
    assert.throws(() => assertTablessAllowed({ ...placement, method: 'cash' }), /Open or join a tab/);
    assert.throws(() => assertTablessAllowed({ ...placement, method: 'room_charge' }), /Open or join a tab/);
    assert.doesNotThrow(() => assertTablessAllowed({ ...placement, method: 'cash', acceptsOrdersWithoutTab: true }));
    assert.doesNotThrow(() => assertTablessAllowed({ ...placement, method: 'cash', hasTab: true }));
  });
});
