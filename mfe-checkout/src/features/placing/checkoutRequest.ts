import type { OrderStatus, PaymentIntent, PaymentMethod } from '@tabula/shared';
import type { ReviewLine } from '../order-review';

/** Cash and room charge need no payment step: their checkout alone submits the order. */
export const settlesWithoutPayment = (method: PaymentMethod): boolean => method === 'cash' || method === 'room_charge';

/**
 * A card order that comes to nothing (free dishes, no tip) asks for no card: Place Order checks it out at
 * once with payment_method 'card', and the API submits it, paid, with no payment intent.
 */
export const needsCardScreen = (method: PaymentMethod | null, totalCents: number): boolean => method === 'card' && totalCents > 0;

/** The checkout submitted the order without a payment to confirm (a zero total): it is placed, as a cash one is. */
export const submittedWithoutPayment = (answer: { payment_intent: PaymentIntent | null; status: OrderStatus }): boolean =>
  answer.payment_intent === null && answer.status === 2;

/** The checkout call needs a table; '10' stands in when the guest has none. */
export const checkoutTableNumber = (table: string | null | undefined): string => table?.trim() || '10';

/** A blank receipt e-mail is left out of the checkout call. */
export const receiptEmailPayload = (email: string): { email?: string } => (email.trim() === '' ? {} : { email: email.trim() });

/** The total the guest was shown for these lines and tip, in cents. */
export const shownTotalCents = (lines: readonly Pick<ReviewLine, 'unitCents' | 'quantity'>[], tipCents: number): number =>
  lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) + tipCents;
