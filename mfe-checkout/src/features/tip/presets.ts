/** Preset tips of 1 and 2 currency units, in cents. */
export const TIP_PRESETS = [100, 200] as const;

export type TipPreset = (typeof TIP_PRESETS)[number];

export type TipOption = TipPreset | 'other' | 'none';

export interface TipState {
  option: TipOption;
  cents: number;
}

/** Option 2 starts selected, yet the amount starts at 0 until the guest picks. */
export const INITIAL_TIP: TipState = { option: 200, cents: 0 };

/** Changing the payment method resets the tip. */
export const tipAfterMethodChange = (): TipState => INITIAL_TIP;
