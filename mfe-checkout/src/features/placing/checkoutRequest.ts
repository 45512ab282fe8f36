import type { PaymentMethod } from '@tabula/shared';
import type { ReviewLine } from '../order-review';

/** Cash and room charge need no payment step: their checkout alone submits the order. */
export const settlesWithoutPayment = (method: PaymentMethod): boolean => method === 'cash' || method === 'room_charge';

/** The checkout call needs a table; '10' stands in when the guest has none. */
export const checkoutTableNumber = (table: string | null | undefined): string => table?.trim() || '10';

/** A blank receipt e-mail is left out of the checkout call. */
export const receiptEmailPayload = (email: string): { email?: string } => (email.trim() === '' ? {} : { email: email.trim() });

/** The total the guest was shown for these lines and tip, in cents. */
export const shownTotalCents = (lines: readonly Pick<ReviewLine, 'unitCents' | 'quantity'>[], tipCents: number): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) + tipCents;
