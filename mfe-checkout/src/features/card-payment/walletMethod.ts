import type { ExpressPaymentType } from '@stripe/stripe-js';
import type { PaymentMethod } from '@tabula/shared';

/** The API records the wallet the guest paid with; wallets it does not name are recorded as 'wallet'. */
const NAMED_BY_API: readonly ExpressPaymentType[] = ['apple_pay', 'google_pay', 'link'];

export const walletPaymentMethod = (type: ExpressPaymentType): PaymentMethod => (NAMED_BY_API.includes(type) ? type : 'wallet');
