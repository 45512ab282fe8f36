import { INITIAL_TIP, TIP_PRESETS, effectiveTip, isValidCustomTip, parseCustomTip, tipAfterMethodChange, tipApplies, tipChosen } from './tip';

describe('tip rules', () => {
  it('offers presets of 1 and 2 and starts on 2 with amount 0', () => {
    expect(TIP_PRESETS).toEqual([1, 2]);
    expect(INITIAL_TIP).toEqual({ option: 2, amount: 0 });
  });

  it('sets the amount from the chosen option', () => {
    expect(tipChosen(1)).toEqual({ option: 1, amount: 1 });
    expect(tipChosen(2)).toEqual({ option: 2, amount: 2 });
    expect(tipChosen('other', 3.5)).toEqual({ option: 'other', amount: 3.5 });
    expect(tipChosen('none', 9)).toEqual({ option: 'none', amount: 0 });
  });

  it('resets when the payment method changes', () => {
    expect(tipAfterMethodChange()).toEqual({ option: 2, amount: 0 });
  });

  it('applies only to card payments', () => {
    expect(tipApplies('card')).toBe(true);
    expect(tipApplies('cash')).toBe(false);
    expect(effectiveTip('cash', { option: 2, amount: 2 })).toBe(0);
    expect(effectiveTip('card', { option: 2, amount: 2 })).toBe(2);
  });

  it('accepts an empty custom amount or a number 0 or greater', () => {
    expect(['', ' ', '0', '2.5', '10'].every(isValidCustomTip)).toBe(true);
    expect(['-1', 'abc', '1e999', '2,5'].some(isValidCustomTip)).toBe(false);
    expect(parseCustomTip('')).toBe(0);
    expect(parseCustomTip('2.5')).toBe(2.5);
    expect(parseCustomTip('-3')).toBe(0);
  });
});
