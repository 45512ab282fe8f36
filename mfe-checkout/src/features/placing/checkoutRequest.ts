import type { PaymentMethod } from '@tabula/shared';

/** Cash and room charge need no payment step: their checkout alone submits the order. */
export const settlesWithoutPayment = (method: PaymentMethod): boolean => method === 'cash' || method === 'room_charge';

/** The checkout call needs a table; '10' stands in when the guest has none. */
export const checkoutTableNumber = (table: string | null | undefined): string => table?.trim() || '10';

/** A blank receipt e-mail is left out of the checkout call. */
export const receiptEmailPayload = (email: string): { email?: string } => (email.trim() === '' ? {} : { email: email.trim() });
