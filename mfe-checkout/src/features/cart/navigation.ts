import type { PaymentMethod, TipOption, TipState } from '@tabula/shared';

/** What /payment and /tip hand back to the cart: the guest's choice there. */
export interface CartNavigationState {
  paymentMethod?: PaymentMethod;
  tip?: TipState;
}

const TIP_OPTIONS: readonly unknown[] = [1, 2, 'other', 'none'] satisfies TipOption[];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readTip(value: unknown): TipState | undefined {
  if (!isRecord(value)) return undefined;
  const { option, amount } = value;
  if (!TIP_OPTIONS.includes(option) || typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return undefined;
  return { option: option as TipOption, amount };
}

/** History state survives reloads and can be anything: only well-formed choices are taken. */
export function readCartNavigationState(state: unknown): CartNavigationState {
  if (!isRecord(state)) return {};
  const paymentMethod = typeof state.paymentMethod === 'string' && state.paymentMethod !== '' ? state.paymentMethod : undefined;
  const tip = readTip(state.tip);
  return { ...(paymentMethod ? { paymentMethod } : {}), ...(tip ? { tip } : {}) };
}
