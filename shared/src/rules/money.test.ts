import { formatCents, formatMoney, formatOptionPrice, fromCents, parseMoneyInput, toCents } from './money';

describe('price formatting', () => {
  it('uses the en-US currency style', () => {
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(1234.5, 'usd')).toBe('$1,234.50');
    expect(formatMoney(3, 'GBP')).toBe('£3.00');
  });

  it('defaults to USD', () => {
    expect(formatMoney(2)).toBe('$2.00');
    expect(formatMoney(2, '')).toBe('$2.00');
  });

  it('still prints an amount with an unknown currency code', () => {
    expect(formatMoney(2, 'NOPE')).toBe('2.00 NOPE');
  });

  it('formatMoney shows zero', () => {
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
  });

  it('prints cents as the currency amount', () => {
    expect(formatCents(1000, 'EUR')).toBe('€10.00');
    expect(formatCents(5, 'EUR')).toBe('€0.05');
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

describe('parseMoneyInput', () => {
  it('reads whole and decimal amounts, with a point or a comma', () => {
    expect(parseMoneyInput('2')).toEqual({ ok: true, cents: 200 });
    expect(parseMoneyInput('2.5')).toEqual({ ok: true, cents: 250 });
    expect(parseMoneyInput('2,5')).toEqual({ ok: true, cents: 250 });
    expect(parseMoneyInput(' 0,05 ')).toEqual({ ok: true, cents: 5 });
    expect(parseMoneyInput(',5')).toEqual({ ok: true, cents: 50 });
    expect(parseMoneyInput('3.')).toEqual({ ok: true, cents: 300 });
  });

  it('rounds to the cent on the digits typed, half up', () => {
    expect(parseMoneyInput('1.555')).toEqual({ ok: true, cents: 156 });
    expect(parseMoneyInput('1.554')).toEqual({ ok: true, cents: 155 });
    expect(parseMoneyInput('0.999')).toEqual({ ok: true, cents: 100 });
  });

  it('takes an empty amount as nothing', () => {
    expect(parseMoneyInput('')).toEqual({ ok: true, cents: 0 });
    expect(parseMoneyInput('   ')).toEqual({ ok: true, cents: 0 });
  });

  it('says why anything else is refused', () => {
    expect(parseMoneyInput('-1')).toEqual({ ok: false, reason: 'negative' });
    expect(parseMoneyInput('- 2,5')).toEqual({ ok: false, reason: 'negative' });
    for (const text of ['abc', '.', '1.000,50', '1e3', '2 €', '1,2,3', '99999999999999']) {
      expect(parseMoneyInput(text)).toEqual({ ok: false, reason: 'notANumber' });
    }
  });
});
