import { useEffect, useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { walletPaymentRequest } from './walletRequest';
import { $checkoutBusy, payFx, type ConfirmResult } from '../placing';
import type { CheckoutState } from './checkoutState';
import { PaymentFailureAlert, paymentFailureMessage } from './PaymentFailure';
import { availableWallet, walletPaymentMethod } from './walletMethod';

interface WalletPaymentProps {
  stripe: Stripe;
  order: CheckoutState;
  /** Whether the device offers a wallet: the card form's heading depends on it. */
  onAvailable: (available: boolean) => void;
}

/**
 * The wallet button (Apple Pay, Google Pay, Link), shown only when the device offers one. The payment
 * request carries country CY, the venue's currency, one line 'Order Total Payment'
 * for the total in minor units.
 */
export function WalletPayment({ stripe, order, onAvailable }: WalletPaymentProps) {
  const { t } = useTranslation();
  const [pay, busy] = useUnit([payFx, $checkoutBusy]);
  const [wallet, setWallet] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const label = t('checkout.walletLabel');
  const request = useMemo(
    () => stripe.paymentRequest(walletPaymentRequest(order.totalCents, order.currency, label)),
    [stripe, order.totalCents, order.currency, label],
  );

  useEffect(() => {
    let active = true;
    request
      .canMakePayment()
      .then((result) => {
        if (active) setWallet(availableWallet(result));
      })
      .catch((error: unknown) => console.warn('[checkout] wallet check failed', error));
    return () => {
      active = false;
    };
  }, [request]);

  useEffect(() => onAvailable(wallet !== null), [wallet, onAvailable]);

  useEffect(() => {
    // Stripe's flow for the payment request: confirm without actions so the sheet can close, then run
    // any action the card asks for (3-D Secure).
    const onPaymentMethod = async (event: PaymentRequestPaymentMethodEvent) => {
      setFailure(null);
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
      try {
        const paid = await pay({
          orderId: order.orderID,
          note: order.orderNote,
          tipCents: order.tipCents,
          table_number: order.table_number,
          payment_method: walletPaymentMethod(event.walletName),
          confirm,
        });
        // Null: another payment was already under way, and this one was not started.
        closeSheet(paid ? 'success' : 'fail');
      } catch (error) {
        closeSheet('fail');
        setFailure(paymentFailureMessage(error, t));
      }
    };
    request.on('paymentmethod', onPaymentMethod);
    return () => {
      request.off('paymentmethod', onPaymentMethod);
    };
  }, [request, stripe, pay, order, t]);

  if (!wallet) return null;
  return (
    <>
      {/* Stripe requires show() in the press itself, before anything is awaited. */}
      <Button size="md" fullWidth color="dark" disabled={busy} onClick={() => request.show()}>
        {t('checkout.payWith', { wallet })}
      </Button>
      {failure ? <PaymentFailureAlert message={failure} /> : null}
    </>
  );
}
