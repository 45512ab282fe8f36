import { request, type CheckoutAnswer, type CheckoutRequest } from '@tabula/shared';

export type { CheckoutRequest };

// A hotel guest's session goes along: room service places an order without a tab only for its own room.
export const checkout = (orderUuid: string, body: CheckoutRequest) =>
  request<CheckoutAnswer>({
    method: 'POST',
    path: `/api/order/${encodeURIComponent(orderUuid)}/checkout/`,
    body,
    withSession: true,
  });
