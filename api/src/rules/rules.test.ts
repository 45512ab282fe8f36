import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasOrderExpired, hasTabExpired, tabExpiry, tabStatus } from './expiry';
import { checkOutAt, isEmail, optionalUuid, tableNumber } from './input';
import { toCents, toMajor } from './money';
import { newTabPassword, sentPassword, TAB_PASSWORDS } from './password';
import { assertOrderChangeable, assertVenueTakesOrders } from './ordering';
import { assertOpen, canReview, OrderStatus } from './status';
import { RuleViolation } from './violation';

describe('status transitions', () => {
  it('only an open order takes changes', () => {
    assert.doesNotThrow(() => assertOpen(OrderStatus.Open));
    for (const s of [2, 3, 4]) {
      assert.throws(
        () => assertOpen(s),
        (e: unknown) => e instanceof RuleViolation && e.statusCode === 403,
      );
    }
  });
  it('staff may only accept or decline a submitted order', () => {
    assert.equal(canReview(2, 3), true);
    assert.equal(canReview(2, 4), true);
    assert.equal(canReview(0, 3), false);
    assert.equal(canReview(3, 4), false);
    assert.equal(canReview(2, 2), false);
  });
});

describe('expiry', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const past = new Date('2030-01-01T11:00:00Z');
  const future = new Date('2030-01-01T13:00:00Z');
  it('open and submitted orders expire; finished ones do not', () => {
    assert.equal(hasOrderExpired(0, past, now), true);
    assert.equal(hasOrderExpired(2, past, now), true);
    assert.equal(hasOrderExpired(3, past, now), false);
    assert.equal(hasOrderExpired(4, past, now), false);
    assert.equal(hasOrderExpired(0, future, now), false);
  });
  it('tabs close when they expire', () => {
    assert.equal(hasTabExpired(past, now), true);
    assert.equal(tabStatus(true), 4);
    assert.equal(tabStatus(false), 0);
  });
  it('a hotel guest tab lasts until check-out', () => {
    assert.equal(tabExpiry(now, 1000, future), future);
    assert.equal(tabExpiry(now, 1000).getTime(), now.getTime() + 1000);
  });
});

describe('input', () => {
  it('reads optional uuid headers', () => {
    assert.equal(optionalUuid(undefined, 'tab-uuid'), null);
    assert.equal(optionalUuid('empty', 'tab-uuid'), null);
    assert.equal(optionalUuid('0B3E6F5C-1D2A-4C3B-8A9F-000000000001', 'x'), '0b3e6f5c-1d2a-4c3b-8a9f-000000000001');
    assert.throws(() => optionalUuid('nope', 'tab-uuid'), /Invalid tab-uuid/);
  });
  it('normalises table numbers to text', () => {
    assert.equal(tableNumber(10), '10');
    assert.equal(tableNumber(' 7 '), '7');
    assert.equal(tableNumber(''), null);
  });
  it('checks e-mail addresses', () => {
    assert.equal(isEmail('guest@example.com'), true);
    assert.equal(isEmail('guest@example'), false);
    assert.equal(isEmail('a b@example.com'), false);
  });
  it('parses check-out dates at noon UTC, in the future, within a year', () => {
    const now = new Date('2030-01-01T08:00:00Z');
    assert.equal(checkOutAt('2030-01-02', now).toISOString(), '2030-01-02T12:00:00.000Z');
    assert.throws(() => checkOutAt('2029-12-31', now), /future/);
    assert.throws(() => checkOutAt('2030-02-30', now), /not a valid date/);
    assert.throws(() => checkOutAt('02/01/2030', now), /YYYY-MM-DD/);
    assert.throws(() => checkOutAt('2032-01-01', now), /too far/);
  });
});

describe('money and passwords', () => {
  it('converts between major units and cents without float drift', () => {
    assert.equal(toCents(0.1 + 0.2), 30);
    assert.equal(toCents(9.005), 901);
    assert.equal(toMajor(1234), 12.34);
  });
  it('draws eight digits not used on the table', () => {
    const draws = [42, 42, 7];
    const pw = newTabPassword(new Set(['00000042']), () => draws.shift() ?? 0);
    assert.equal(pw, '00000007');
  });
  it('draws from all 10^8 eight-digit passwords', () => {
    assert.match(newTabPassword(new Set()), /^\d{8}$/);
    const highest = newTabPassword(new Set(), () => TAB_PASSWORDS - 1);
    assert.equal(highest, '99999999');
  });
  it('takes a password sent as a number with the leading zeros it lost', () => {
    assert.equal(sentPassword(42), '00000042');
    assert.equal(sentPassword('0042'), '0042');
  });
});

describe('ordering guards', () => {
  const now = new Date('2030-01-01T12:00:00Z');
  const later = new Date('2030-01-02T12:00:00Z');
  it('refuses changes to a submitted or expired order', () => {
    assert.doesNotThrow(() => assertOrderChangeable({ status: 0, expires_at: later }, now));
    assert.throws(() => assertOrderChangeable({ status: 2, expires_at: later }, now), /already been submitted/);
    assert.throws(() => assertOrderChangeable({ status: 0, expires_at: now }, now), /Your Order has expired/);
  });
  it('refuses orders at read-only or paused venues', () => {
    const open = { read_only_menu: false, read_only_text: null, is_currently_accepting_orders: true };
    assert.doesNotThrow(() => assertVenueTakesOrders(open));
    assert.throws(() => assertVenueTakesOrders({ ...open, read_only_menu: true, read_only_text: 'Look only' }), /Look only/);
    assert.throws(() => assertVenueTakesOrders({ ...open, is_currently_accepting_orders: false }), /not accepting orders/);
  });
});
