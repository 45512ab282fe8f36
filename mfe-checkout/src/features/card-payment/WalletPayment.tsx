import { useState } from 'react';
import { Alert, Box, Text } from '@mantine/core';
import { Elements, ExpressCheckoutElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementReadyEvent,
} from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { walletAmount, walletCurrency } from '@tabula/shared';
import { apiErrorMessage } from '../errors/apiErrorMessage';
import type { CheckoutState } from './checkoutState';
import { useIntentForPayment } from './useIntentForPayment';
import { walletPaymentMethod } from './walletMethod';

function WalletButton({ order }: { order: CheckoutState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stripe = useStripe();
  const elements = useElements();
  const intentFor = useIntentForPayment();
  const [available, setAvailable] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onReady = ({ availablePaymentMethods }: StripeExpressCheckoutElementReadyEvent) =>
    setAvailable(Object.values(availablePaymentMethods ?? {}).some(Boolean));

  // Spec §7: the wallet sheet shows one line, 'Order Total Payment', for the whole amount.
  const onClick = (event: StripeExpressCheckoutElementClickEvent) =>
    event.resolve({ lineItems: [{ name: t('checkout.walletLabel'), amount: walletAmount(order.total) }] });

  const onConfirm = async (event: StripeExpressCheckoutElementConfirmEvent) => {
    if (!stripe || !elements) return;
    setFailure(null);
    const fail = (message: string) => {
      event.paymentFailed({ reason: 'fail', message });
      setFailure(message);
    };
    try {
      const submitted = await elements.submit();
      if (submitted.error) {
        fail(`${t('errors.paymentFailed')}: ${submitted.error.message ?? t('errors.generic')}`);
        return;
      }
      const clientSecret = await intentFor(order, walletPaymentMethod(event.expressPaymentType));
      if (!clientSecret) {
        fail(t('errors.paymentFailed'));
        return;
      }
      const result = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: new URL('/order', window.location.href).toString() },
        redirect: 'if_required',
      });
      if (result.error) {
        fail(`${t('errors.paymentFailed')}: ${result.error.message ?? t('errors.generic')}`);
        return;
      }
      navigate('/order');
    } catch (error) {
      fail(`${t('errors.paymentFailed')}: ${apiErrorMessage(error, t)}`);
    }
  };

  return (
    // Stripe's advice: keep the element rendered (it must load to say what the device offers), unseen until then.
    <Box style={{ visibility: available || failure ? 'visible' : 'hidden' }}>
      <ExpressCheckoutElement onReady={onReady} onClick={onClick} onConfirm={(event) => void onConfirm(event)} />
      {failure ? (
        <Alert color="red" variant="light" role="alert" mt="xs">
          <Text c="red.9" size="sm">
            {failure}
          </Text>
        </Alert>
      ) : null}
    </Box>
  );
}

/**
 * The wallet button (Apple Pay, Google Pay, Link…), shown only when the device offers one. It has its
 * own Elements group: wallets need the amount up front, the card fields do not.
 */
export function WalletPayment({ stripe, order }: { stripe: Stripe; order: CheckoutState }) {
  if (walletAmount(order.total) <= 0) return null;
  return (
    <Elements stripe={stripe} options={{ mode: 'payment', amount: walletAmount(order.total), currency: walletCurrency(order.currency) }}>
      <WalletButton order={order} />
    </Elements>
  );
}
