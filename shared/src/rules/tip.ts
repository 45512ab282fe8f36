import type { PaymentMethod } from '../entities';

/** Preset tips in currency units (spec §9). */
export const TIP_PRESETS = [1, 2] as const;

export type TipOption = (typeof TIP_PRESETS)[number] | 'other' | 'none';

export interface TipState {
  option: TipOption;
  amount: number;
}

/** Option 2 starts selected, yet the amount starts at 0 until the guest picks (spec §4). */
export const INITIAL_TIP: TipState = { option: 2, amount: 0 };

/** Picking an option replaces the amount: a preset's value, the custom amount for 'other', 0 for 'Not Now'. */
export function tipChosen(option: TipOption, customAmount = 0): TipState {
  if (option === 'none') return { option, amount: 0 };
  if (option === 'other') return { option, amount: customAmount };
  return { option, amount: option };
}

/** Changing the payment method resets the tip. */
export const tipAfterMethodChange = (): TipState => INITIAL_TIP;

/** Only card payments carry a tip. */
export const tipApplies = (method: PaymentMethod | null): boolean => method === 'card';

export const effectiveTip = (method: PaymentMethod | null, tip: TipState): number => (tipApplies(method) ? tip.amount : 0);

/** A custom amount is empty or a number 0 or greater. */
export function isValidCustomTip(input: string): boolean {
  const text = input.trim();
  if (text === '') return true;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0;
}

/** The amount of a valid custom input; empty means 0. */
export const parseCustomTip = (input: string): number => (isValidCustomTip(input) ? Number(input.trim() || 0) : 0);
