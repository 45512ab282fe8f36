import { effectiveTipCents, readTipInput, tipApplies, tipCapCents, tipChosen, tipTooHigh } from './tip';

describe('tip rules', () => {
  it('sets the amount from the chosen option', () => {
    expect(tipChosen(100)).toEqual({ option: 100, cents: 100 });
    expect(tipChosen(200)).toEqual({ option: 200, cents: 200 });
    expect(tipChosen('other', 350)).toEqual({ option: 'other', cents: 350 });
    expect(tipChosen('none', 900)).toEqual({ option: 'none', cents: 0 });
  });

  it('applies only to card payments: cash and room charge carry none', () => {
    expect(tipApplies('card')).toBe(true);
    expect(tipApplies('cash')).toBe(false);
    expect(effectiveTipCents('cash', { option: 200, cents: 200 })).toBe(0);
    expect(effectiveTipCents('room_charge', { option: 200, cents: 200 })).toBe(0);
    expect(effectiveTipCents('card', { option: 200, cents: 200 })).toBe(200);
  });
});

describe('the tip cap', () => {
  it('is the items subtotal, or 10.00 when the items come to less', () => {
    expect(tipCapCents(750)).toBe(1000);
    expect(tipCapCents(0)).toBe(1000);
    expect(tipCapCents(4550)).toBe(4550);
    expect(tipTooHigh(1000, 750)).toBe(false);
    expect(tipTooHigh(1001, 750)).toBe(true);
    expect(tipTooHigh(4550, 4550)).toBe(false);
  });
});

describe('readTipInput', () => {
  it('accepts an empty amount or one of 0 or more, rounded to cents, with a point or a comma', () => {
    expect(readTipInput('', 750)).toEqual({ ok: true, cents: 0 });
    expect(readTipInput('0', 750)).toEqual({ ok: true, cents: 0 });
    expect(readTipInput('2.5', 750)).toEqual({ ok: true, cents: 250 });
    expect(readTipInput('2,5', 750)).toEqual({ ok: true, cents: 250 });
    expect(readTipInput('1.555', 750)).toEqual({ ok: true, cents: 156 });
  });

  it('says what is wrong with anything else', () => {
    expect(readTipInput('-1', 750)).toEqual({ ok: false, problem: 'negative' });
    expect(readTipInput('abc', 750)).toEqual({ ok: false, problem: 'notANumber' });
    expect(readTipInput('99999999', 750)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(readTipInput('10.01', 750)).toEqual({ ok: false, problem: 'tooHigh' });
    expect(readTipInput('10', 750)).toEqual({ ok: true, cents: 1000 });
  });
});
