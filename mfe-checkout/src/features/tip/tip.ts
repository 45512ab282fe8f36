import type { PaymentMethod } from '@tabula/shared';
import { parseMoneyInput } from './moneyInput';
import { INITIAL_TIP, type TipOption, type TipState } from './presets';

/**
 * Picking an option replaces the amount: a preset's value, the custom amount for 'other', 0 for 'Not Now'.
 * A custom amount of nothing is 'Not Now': no chip worth €0.00 but that one is ever pressed.
 */
export function tipChosen(option: TipOption, customCents = 0): TipState {
  if (option === 'none' || (option === 'other' && customCents === 0)) return INITIAL_TIP;
  if (option === 'other') return { option, cents: customCents };
  return { option, cents: option };
}

/** Only card payments carry a tip: cash and room charge are settled with the venue, tip or not. */
export const tipApplies = (method: PaymentMethod | null): boolean => method === 'card';

export const effectiveTipCents = (method: PaymentMethod | null, tip: TipState): number => (tipApplies(method) ? tip.cents : 0);

/** Below this the cap is this: a tip may always reach 10.00 in the venue's currency. */
const TIP_CAP_FLOOR_CENTS = 1000;

/**
 * The most a tip may be: the order's items subtotal, or 10.00 when the items come to less. The API
 * refuses a larger tip by the same rule, so the cart says so first, naming the cap.
 */
export const tipCapCents = (subtotalCents: number): number => Math.max(subtotalCents, TIP_CAP_FLOOR_CENTS);

export const tipTooHigh = (tipCents: number, subtotalCents: number): boolean => tipCents > tipCapCents(subtotalCents);

export type TipInput = { ok: true; cents: number } | { ok: false; problem: 'notANumber' | 'negative' | 'tooHigh' };

/** A custom tip as typed: empty (no tip) or an amount of 0 or more, rounded to cents, up to the cap. */
export function readTipInput(input: string, subtotalCents: number): TipInput {
  const amount = parseMoneyInput(input);
  if (!amount.ok) return { ok: false, problem: amount.reason };
  if (tipTooHigh(amount.cents, subtotalCents)) return { ok: false, problem: 'tooHigh' };
  return amount;
}
