import type { CanMakePaymentResult } from '@stripe/stripe-js';
import type { BillPaymentRequest } from '@tabula/shared';

/** The wallets the button offers, by the name Stripe's payment request gives them, with the name guests know. */
const WALLETS = [
  ['applePay', 'Apple Pay'],
  ['googlePay', 'Google Pay'],
  ['link', 'Link'],
] as const;

/** The device's wallet, by its brand name; null when it has none (a card saved in the browser is not one). */
export function availableWallet(result: CanMakePaymentResult | null): string | null {
  return WALLETS.find(([key]) => result?.[key])?.[1] ?? null;
}

/** The API records the wallet the guest paid with; a browser's saved card is a card, and other wallets 'wallet'. */
export function walletPaymentMethod(walletName: string): BillPaymentRequest['method'] {
  if (walletName === 'applePay') return 'apple_pay';
  if (walletName === 'googlePay') return 'google_pay';
  if (walletName === 'link') return 'link';
  if (walletName === 'browserCard') return 'card';
  return 'wallet';
}
