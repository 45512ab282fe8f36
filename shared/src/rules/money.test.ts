import { CURRENCIES_WRITTEN_OUT, formatCents, formatMenuPrice, formatOptionCents, fromCents, toCents } from './money';

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

  const intl = (cents: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

  it('writes the common currencies exactly as Intl does', () => {
    // A fixed sequence of amounts from cents to billions, both signs.
    let seed = 7;
    const amounts = [0, -0, 1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 123456789, -1, -250, -100000, 2 ** 40];
    for (let i = 0; i < 500; i += 1) {
      seed = (seed * 48271) % 2147483647;
      amounts.push((seed % 2 ? -1 : 1) * (seed % 10 ** (1 + (i % 12))));
    }
    for (const currency of CURRENCIES_WRITTEN_OUT) {
      for (const cents of amounts) expect(`${currency} ${formatCents(cents, currency)}`).toBe(`${currency} ${intl(cents, currency)}`);
    }
  });

  it('makes no Intl number format for the common currencies, whose first costs the menu a long task', async () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      // A fresh copy of the module, whose formatters the tests above have not made yet.
      await jest.isolateModulesAsync(async () => {
        const fresh = await import('./money');
        expect(fresh.formatCents(1250, 'EUR')).toBe('€12.50');
        expect(fresh.formatCents(1250, 'gbp')).toBe('£12.50');
      });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leaves a fraction of a cent, and other currencies, to Intl', () => {
    expect(formatCents(10.5, 'EUR')).toBe(intl(10.5, 'EUR'));
    expect(formatCents(1250, 'CHF')).toBe(intl(1250, 'CHF'));
    expect(formatCents(1250, 'JPY')).toBe(intl(1250, 'JPY'));
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

describe('formatMenuPrice', () => {
  it('prints cents in the en-US currency style', () => {
    expect(formatMenuPrice(1250, 'EUR')).toBe('€12.50');
    expect(formatMenuPrice(123450, 'usd')).toBe('$1,234.50');
    expect(formatMenuPrice(200)).toBe('$2.00');
  });

  it('hides a zero amount', () => {
    expect(formatMenuPrice(0, 'EUR')).toBe('');
    expect(formatMenuPrice(1, 'EUR')).toBe('€0.01');
  });
});
