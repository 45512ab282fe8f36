/** Wallet sheets are requested as from Cyprus, where the venues' card accounts are. */
const WALLET_COUNTRY = 'CY';

/** The venue's currency in the wallet's lower case, euros when the venue names none. */
const walletCurrency = (currency: string | null | undefined): string => (currency || 'eur').toLowerCase();

export interface WalletRequest {
  country: string;
  currency: string;
  total: { label: string; amount: number };
}

/**
 * The wallet sheet's request: country CY, the venue's currency (eur by default) and one line,
 * 'Order Total Payment', for the total in minor units: the total in cents is exactly that integer.
 */
export const walletPaymentRequest = (totalCents: number, currency: string | null | undefined, label: string): WalletRequest => ({
  country: WALLET_COUNTRY,
  currency: walletCurrency(currency),
  total: { label, amount: totalCents },
});
