import { useEffect, useMemo } from 'react';
import { Button } from '@mantine/core';
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { walletPaymentRequest } from './walletRequest';
import { $checkoutBusy, type ConfirmResult } from '../placing';
import { $wallet, $walletFailure, walletPaymentSubmitted, walletRequestMade } from './model';
import type { CheckoutState } from './checkoutState';
import { PaymentFailureAlert, paymentFailureMessage } from './PaymentFailure';
import { walletPaymentMethod } from './walletMethod';

interface WalletPaymentProps {
  stripe: Stripe;
  order: CheckoutState;
}

/**
 * The wallet button (Apple Pay, Google Pay, Link), shown only when the device offers one. The payment
 * request carries country CY, the venue's currency, one line 'Order Total Payment'
 * for the total in minor units.
 */
export function WalletPayment({ stripe, order }: WalletPaymentProps) {
  const { t } = useTranslation();
  const [pay, busy, wallet, failure, requestMade] = useUnit([
    walletPaymentSubmitted,
    $checkoutBusy,
    $wallet,
    $walletFailure,
    walletRequestMade,
  ]);
  const label = t('checkout.walletLabel');
  const request = useMemo(
    () => stripe.paymentRequest(walletPaymentRequest(order.totalCents, order.currency, label)),
    [stripe, order.totalCents, order.currency, label],
  );

  useEffect(() => {
    requestMade(request);
  }, [request, requestMade]);

  useEffect(() => {
    // Stripe's flow for the payment request: confirm without actions so the sheet can close, then run
    // any action the card asks for (3-D Secure).
    const onPaymentMethod = (event: PaymentRequestPaymentMethodEvent) => {
      // The sheet is closed once, whichever step ends the payment.
      let sheetOpen = true;
      const closeSheet = (status: 'success' | 'fail') => {
        if (sheetOpen) event.complete(status);
        sheetOpen = false;
      };
      const confirm = async (clientSecret: string): Promise<ConfirmResult> => {
        const first = await stripe.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (first.error) return { ok: false, reason: first.error.message ?? null };
        closeSheet('success');
        if (first.paymentIntent.status !== 'requires_action') return { ok: true };
        const second = await stripe.confirmCardPayment(clientSecret);
        return second.error ? { ok: false, reason: second.error.message ?? null } : { ok: true };
      };
      pay({
        orderId: order.orderId,
        note: order.orderNote,
        tipCents: order.tipCents,
        table_number: order.table_number,
        payment_method: walletPaymentMethod(event.walletName),
        confirm,
        closeSheet,
      });
    };
    request.on('paymentmethod', onPaymentMethod);
    return () => {
      request.off('paymentmethod', onPaymentMethod);
    };
  }, [request, stripe, pay, order]);

  if (!wallet) return null;
  return (
    <>
      {/* Stripe requires show() in the press itself, before anything is awaited. */}
      <Button size="md" fullWidth color="dark" disabled={busy} onClick={() => request.show()}>
        {t('checkout.payWith', { wallet })}
      </Button>
      {failure ? <PaymentFailureAlert message={paymentFailureMessage(failure.error, t)} /> : null}
    </>
  );
}
