import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { checkoutFx, updatedCleared, type PaymentMethod } from '@tabula/shared';
import type { CheckoutState } from './checkoutState';

/**
 * Posts the checkout for a card or wallet payment and returns the payment intent's client secret,
 * or null when the API returned none (spec §8: 'Payment failed'). Failed calls throw. This screen
 * moves on by itself, so the store's 'updated' flag (the cart's signal) is put back at once.
 */
export function useIntentForPayment(): (order: CheckoutState, method: PaymentMethod, email?: string) => Promise<string | null> {
  const [checkout, clearUpdated] = useUnit([checkoutFx, updatedCleared]);
  return useCallback(
    async (order, method, email) => {
      try {
        const placed = await checkout({
          orderId: order.orderID,
          note: order.orderNote,
          tip_amount: order.tip,
          table_number: order.table_number,
          payment_method: method,
          ...(email === undefined ? {} : { email }),
        });
        return placed.payment_intent?.client_secret ?? null;
      } finally {
        clearUpdated();
      }
    },
    [checkout, clearUpdated],
  );
}
