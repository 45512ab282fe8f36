import { centsInput, parseMoneyInput } from './moneyInput';

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

describe('centsInput', () => {
  it('writes cents back as an amount the parser reads to the same cents', () => {
    expect(centsInput(200)).toBe('2');
    expect(centsInput(150)).toBe('1.50');
    expect(centsInput(5)).toBe('0.05');
    for (const cents of [0, 5, 99, 100, 150, 1234]) expect(parseMoneyInput(centsInput(cents))).toEqual({ ok: true, cents });
  });
});
