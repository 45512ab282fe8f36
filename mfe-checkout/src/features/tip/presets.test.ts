import { INITIAL_TIP, TIP_PRESETS, chipCents, tipAfterMethodChange, tipAgrees } from './presets';
import { effectiveTipCents, tipChosen } from './tip';

describe('tip presets', () => {
  it('offers presets of 1 and 2, and starts on Not Now with nothing to tip', () => {
    expect(TIP_PRESETS).toEqual([100, 200]);
    expect(INITIAL_TIP).toEqual({ option: 'none', cents: 0 });
  });

  it('highlights from the start the chip worth what the Tip line adds', () => {
    expect(chipCents(INITIAL_TIP.option, INITIAL_TIP)).toBe(effectiveTipCents('card', INITIAL_TIP));
    expect(tipAgrees(INITIAL_TIP)).toBe(true);
  });

  it('resets to that same state when the payment method changes', () => {
    expect(tipAfterMethodChange()).toEqual(INITIAL_TIP);
    expect(tipAgrees(tipAfterMethodChange())).toBe(true);
  });

  it('never has a chip pressed for another amount, nor one worth nothing but Not Now', () => {
    expect(tipAgrees({ option: 200, cents: 0 })).toBe(false);
    expect(tipAgrees({ option: 100, cents: 200 })).toBe(false);
    expect(tipAgrees({ option: 'other', cents: 0 })).toBe(false);
    expect(tipAgrees({ option: 'none', cents: 150 })).toBe(false);
    for (const option of [100, 200, 'other', 'none'] as const) expect(tipAgrees(tipChosen(option, 350))).toBe(true);
    expect(tipAgrees(tipChosen('other', 0))).toBe(true);
  });
});
