import { INITIAL_TIP, TIP_PRESETS, tipAfterMethodChange } from './presets';

describe('tip presets', () => {
  it('offers presets of 1 and 2 and starts on 2 with amount 0', () => {
    expect(TIP_PRESETS).toEqual([100, 200]);
    expect(INITIAL_TIP).toEqual({ option: 200, cents: 0 });
  });

  it('resets when the payment method changes', () => {
    expect(tipAfterMethodChange()).toEqual({ option: 200, cents: 0 });
  });
});
