import type { PaymentMethod } from '@tabula/shared';
import { INITIAL_TIP, TIP_PRESETS, tipAgrees, type TipState } from '../tip';

/** What the guest chose in the cart for the order being built: it survives leaving the cart. */
export interface CartChoices {
  note: string;
  /** Null until the guest picks: the venue's default applies. */
  paymentMethod: PaymentMethod | null;
  tip: TipState;
}

export const NO_CART_CHOICES: CartChoices = { note: '', paymentMethod: null, tip: INITIAL_TIP };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const TIP_OPTIONS: readonly unknown[] = [...TIP_PRESETS, 'other', 'none'];

/**
 * A stored tip whose chip would not be worth its amount (as the former start, €2.00 pressed for nothing,
 * was stored) starts again from Not Now: the cart never highlights one amount and adds another.
 */
function parseTip(value: unknown): TipState {
  if (!isRecord(value) || !TIP_OPTIONS.includes(value.option) || typeof value.cents !== 'number') return INITIAL_TIP;
  const tip: TipState = { option: value.option as TipState['option'], cents: value.cents };
  return tipAgrees(tip) ? tip : INITIAL_TIP;
}

/** Tolerates anything: a corrupt or older stored value starts the choices afresh. */
export function parseCartChoices(value: unknown): CartChoices {
  if (!isRecord(value)) return NO_CART_CHOICES;
  return {
    note: typeof value.note === 'string' ? value.note : '',
    paymentMethod: typeof value.paymentMethod === 'string' && value.paymentMethod !== '' ? value.paymentMethod : null,
    tip: parseTip(value.tip),
  };
}

/** The choices as stored, with the order they were made for. */
export interface StoredChoices {
  orderId: string | null;
  choices: CartChoices;
}

export const parseStoredChoices = (value: unknown): StoredChoices =>
  isRecord(value)
    ? { orderId: typeof value.orderId === 'string' ? value.orderId : null, choices: parseCartChoices(value.choices) }
    : { orderId: null, choices: NO_CART_CHOICES };
