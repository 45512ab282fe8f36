import { formatCents, formatOptionCents, fromCents, toCents } from './money';

describe('formatCents', () => {
  it('prints cents in the en-US currency style', () => {
    expect(formatCents(1000, 'EUR')).toBe('€10.00');
    expect(formatCents(5, 'EUR')).toBe('€0.05');
    expect(formatCents(123450, 'usd')).toBe('$1,234.50');
    expect(formatCents(0, 'EUR')).toBe('€0.00');
  });

  it('defaults to USD', () => {
    expect(formatCents(200)).toBe('$2.00');
    expect(formatCents(200, '')).toBe('$2.00');
  });

  it('still prints an amount with an unknown currency code', () => {
    expect(formatCents(200, 'NOPE')).toBe('2.00 NOPE');
  });
});

describe('formatOptionCents', () => {
  it('prefixes option prices with + and hides free options', () => {
    expect(formatOptionCents(50, 'EUR')).toBe('+€0.50');
    expect(formatOptionCents(0, 'EUR')).toBe('');
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
