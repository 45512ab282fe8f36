import { request, type PaymentMethod, type CheckoutAnswer } from '@tabula/shared';

export interface CheckoutRequest {
  note: string;
  tip_amount: number;
  table_number: string;
  payment_method: PaymentMethod;
  email?: string;
  /** The total (items and tip) the guest was shown; the API refuses another (409, order_changed). */
  total_amount?: number;
}

// A hotel guest's session goes along: room service places an order without a tab only for its own room.
export const checkout = (orderUuid: string, body: CheckoutRequest) =>
  request<CheckoutAnswer>({
    method: 'POST',
    path: `/api/order/${encodeURIComponent(orderUuid)}/checkout/`,
    body,
    withSession: true,
  });
