import { formatCents, formatOptionCents } from './money';

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
