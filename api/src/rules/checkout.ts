import { CARD_METHODS, PAYMENT_METHODS } from '@tabula/shared/entities';
import { badRequest } from './violation';

// The methods are the kernel's, which the checkout request schema is written with.
export { CARD_METHODS, PAYMENT_METHODS };
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export function isCardMethod(method: PaymentMethod): boolean {
  return (CARD_METHODS as readonly string[]).includes(method);
}

/** A tip below this is always allowed, so a small order can still carry the 1 and 2 unit presets and some more. */
const TIP_FLOOR_CENTS = 1_000;

/**
 * The largest tip an order takes: its items subtotal, or 10.00 when the subtotal is smaller. A tip
 * above the whole bill is almost surely a typo (10,000 on a 7.50 order), and a card charge the guest
 * then has to dispute; the browser applies the same cap before the guest pays.
 */
export function maxTipCents(subtotalCents: number): number {
  return Math.max(subtotalCents, TIP_FLOOR_CENTS);
}

/** 12.5 EUR → '12.50 EUR': the unit and the code, as the venue's guests read the cap. */
function formatAmount(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** A tip is paid by card only (cash and room-charge orders carry none), up to the cap. */
export function assertTipAllowed(input: { method: PaymentMethod; tipCents: number; subtotalCents: number; currency: string }): void {
  if (input.tipCents > 0 && !isCardMethod(input.method)) throw badRequest('A tip can only be paid by card.', 'tip_card_only');
  const cap = maxTipCents(input.subtotalCents);
  if (input.tipCents > cap) throw badRequest(`The tip can be at most ${formatAmount(cap, input.currency)} for this order.`, 'tip_too_high');
}

/** A venue that requires a tab takes an order without one only paid now by card ("order and pay now"). */
export function assertTablessAllowed(input: { method: PaymentMethod; hasTab: boolean; acceptsOrdersWithoutTab: boolean }): void {
  if (!input.hasTab && !input.acceptsOrdersWithoutTab && !isCardMethod(input.method)) {
    throw badRequest('Open or join a tab to pay by cash or room charge here, or pay now by card.', 'tab_required');
  }
}
