/** Preset tips of 1 and 2 currency units, in cents. */
export const TIP_PRESETS = [100, 200] as const;

export type TipPreset = (typeof TIP_PRESETS)[number];

export type TipOption = TipPreset | 'other' | 'none';

export interface TipState {
  option: TipOption;
  cents: number;
}

/**
 * 'Not Now' starts highlighted, with nothing to tip: what the chips highlight is what the Tip line and the
 * total add (issue 33 overrides the spec's 'option 2 starts selected, amount 0', which highlighted €2.00
 * while adding nothing, so that pressing it added €2.00 while it looked chosen already).
 */
export const INITIAL_TIP: TipState = { option: 'none', cents: 0 };

/** Changing the payment method resets the tip, to the same state the cart starts with. */
export const tipAfterMethodChange = (): TipState => INITIAL_TIP;

/** What a chip is worth for this tip: a preset its amount, 'Other' the amount typed, 'Not Now' nothing. */
export const chipCents = (option: TipOption, tip: TipState): number => {
  if (option === 'none') return 0;
  if (option === 'other') return tip.cents;
  return option;
};

/**
 * The highlighted chip is worth exactly the tip added, and only 'Not Now' is a highlighted nothing: no
 * preset pressed for another amount, no 'Other (€0.00)'.
 */
export const tipAgrees = (tip: TipState): boolean =>
  Number.isInteger(tip.cents) &&
  tip.cents >= 0 &&
  chipCents(tip.option, tip) === tip.cents &&
  (tip.option === 'none') === (tip.cents === 0);
