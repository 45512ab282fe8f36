import { useEffect, useMemo, useRef } from 'react';
import { Button } from '@mantine/core';
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { walletPaymentRequest } from './walletRequest';
import { $checkoutBusy, type ConfirmResult } from '../placing';
import { $wallet, $walletFailure, walletPaymentSubmitted, walletRequestMade } from './model';
import type { CheckoutState } from './checkoutState';
import type { CardPayment, PaysFor } from './PayForm';
import { PaymentFailureAlert, paymentFailureMessage } from './PaymentFailure';
import { walletPaymentMethod } from './walletMethod';

type WalletPaymentProps = { stripe: Stripe } & PaysFor;

/** The wallet button for the order handed to the card screen, or for a payment another screen describes (the bill's). */
export function WalletPayment({ stripe, order, payment }: WalletPaymentProps) {
  return order ? <OrderWalletPayment stripe={stripe} order={order} /> : <ScreenWalletPayment stripe={stripe} payment={payment} />;
}

/** Stripe's flow for a wallet's payment method: confirm without actions so the sheet can close, then run any action the card asks for (3-D Secure). */
function walletConfirm(stripe: Stripe, event: PaymentRequestPaymentMethodEvent, closeSheet: (status: 'success' | 'fail') => void) {
  return async (clientSecret: string): Promise<ConfirmResult> => {
    const first = await stripe.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
    if (first.error) return { ok: false, reason: first.error.message ?? null };
    closeSheet('success');
    if (first.paymentIntent.status !== 'requires_action') return { ok: true };
    const second = await stripe.confirmCardPayment(clientSecret);
    return second.error ? { ok: false, reason: second.error.message ?? null } : { ok: true };
  };
}

/** The sheet is closed once, whichever step ends the payment. */
function sheetCloser(event: PaymentRequestPaymentMethodEvent) {
  let sheetOpen = true;
  return (status: 'success' | 'fail') => {
    if (sheetOpen) event.complete(status);
    sheetOpen = false;
  };
}

/**
 * The wallet button for a screen's own payment (the bill): the same sheet, for the screen's total, paid
 * through the screen's Pay. A payment that fails, before or after the card is confirmed, closes the sheet.
 */
function ScreenWalletPayment({ stripe, payment }: { stripe: Stripe; payment: CardPayment }) {
  const { t } = useTranslation();
  const [wallet, requestMade] = useUnit([$wallet, walletRequestMade]);
  const label = t('checkout.walletLabel');
  const request = useMemo(
    () => stripe.paymentRequest(walletPaymentRequest(payment.totalCents, payment.currency, label)),
    [stripe, payment.totalCents, payment.currency, label],
  );
  const openSheet = useRef<((status: 'success' | 'fail') => void) | null>(null);
  const { payWith, failure } = payment;

  useEffect(() => {
    requestMade(request);
  }, [request, requestMade]);

  useEffect(() => {
    const onPaymentMethod = (event: PaymentRequestPaymentMethodEvent) => {
      const closeSheet = sheetCloser(event);
      openSheet.current = closeSheet;
      const confirm = walletConfirm(stripe, event, closeSheet);
      payWith?.(walletPaymentMethod(event.walletName), async (secret) => {
        const result = await confirm(secret);
        if (!result.ok) closeSheet('fail');
        return result;
      });
    };
    request.on('paymentmethod', onPaymentMethod);
    return () => {
      request.off('paymentmethod', onPaymentMethod);
    };
  }, [request, stripe, payWith]);

  // Refused before any card was touched (the bill changed meanwhile): the sheet says so too.
  useEffect(() => {
    if (failure && openSheet.current) {
      openSheet.current('fail');
      openSheet.current = null;
    }
  }, [failure]);

  if (!wallet || !payWith) return null;
  return (
    <Button size="md" fullWidth color="dark" disabled={payment.locked || payment.held} onClick={() => request.show()}>
      {t('checkout.payWith', { wallet })}
    </Button>
  );
}

/**
 * The wallet button (Apple Pay, Google Pay, Link), shown only when the device offers one. The payment
 * request carries country CY, the venue's currency, one line 'Order Total Payment'
 * for the total in minor units.
 */
function OrderWalletPayment({ stripe, order }: { stripe: Stripe; order: CheckoutState }) {
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
      const closeSheet = sheetCloser(event);
      const confirm = walletConfirm(stripe, event, closeSheet);
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
