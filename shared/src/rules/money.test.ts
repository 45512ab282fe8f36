import { formatMoney, formatOptionPrice, formatPrice, fromCents, toCents } from './money';

describe('price formatting', () => {
  it('uses the en-US currency style', () => {
    expect(formatPrice(12.5, 'EUR')).toBe('€12.50');
    expect(formatPrice(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatPrice(3, 'GBP')).toBe('£3.00');
  });

  it('hides a zero amount', () => {
    expect(formatPrice(0, 'EUR')).toBe('');
  });

  it('defaults to USD', () => {
    expect(formatPrice(2)).toBe('$2.00');
    expect(formatMoney(2, '')).toBe('$2.00');
  });

  it('still prints an amount with an unknown currency code', () => {
    expect(formatMoney(2, 'NOPE')).toBe('2.00 NOPE');
  });

  it('formatMoney shows zero', () => {
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });

  it('prefixes option prices with + and hides free options', () => {
    expect(formatOptionPrice(0.5, 'EUR')).toBe('+€0.50');
    expect(formatOptionPrice(0, 'EUR')).toBe('');
  });
});

describe('cents', () => {
  it('turns API amounts into whole cents and back', () => {
    expect(toCents(7.5)).toBe(750);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1234)).toBe(12.34);
  });
});
