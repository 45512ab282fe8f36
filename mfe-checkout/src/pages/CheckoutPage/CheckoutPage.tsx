import { useEffect } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { $orderList, $venue, type PageProps, type Venue } from '@tabula/shared';
import {
  CardUnavailable,
  RoomCharge,
  StripeCardForm,
  WalletPayment,
  $checkoutGate,
  $paymentConfig,
  $wallet,
  checkoutLeft,
  checkoutOpened,
  useVenueStripe,
} from '../../features/card-payment';
import { readCheckoutState, withOrderTotal, type CheckoutState } from '../../features/card-payment';
import { $paying, $placedElsewhere, PlacedElsewhereNotice } from '../../features/placing';
import { TestCardForm } from '../../features/test-card';
import { OrderChangeNotice, useOrderOnScreen } from '../../features/order-review';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
// The screen's navigation lives in its model's samples.
import { checkoutBackPressed } from './model';

interface StripePaymentProps {
  publishableKey: string;
  account: string;
  venue: Venue;
  order: CheckoutState;
}

/** Stripe Elements: the wallet button when the device has one, then the card fields. */
function StripePayment({ publishableKey, account, venue, order }: StripePaymentProps) {
  const { t } = useTranslation();
  const stripe = useVenueStripe(publishableKey, account);
  const walletShown = useUnit($wallet) !== null;
  if (stripe.state === 'loading') return <Busy minHeight="30dvh" />;
  if (stripe.state === 'failed') return <CardUnavailable venue={venue} table={order.table_number} />;
  return (
    <>
      <WalletPayment stripe={stripe.stripe} order={order} />
      <Elements stripe={stripe.stripe}>
        <StripeCardForm order={order} heading={t(walletShown ? 'checkout.orEnterCard' : 'checkout.cardDetails')} />
      </Elements>
    </>
  );
}

export default function CheckoutPage(_props: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const handedOver = readCheckoutState(location.state);
  const [placedElsewhere, lines, venue, paying, config, gate, opened, left, goBack] = useUnit([
    $placedElsewhere,
    $orderList,
    $venue,
    $paying,
    $paymentConfig,
    $checkoutGate,
    checkoutOpened,
    checkoutLeft,
    checkoutBackPressed,
  ]);
  const order = handedOver ? withOrderTotal(handedOver, lines) : null;
  const account = venue?.stripe_account_ref ?? null;
  useOrderOnScreen();
  const orderId = order?.orderId ?? null;

  // The payment configuration and whether the order may still be paid are read afresh on each visit.
  useEffect(() => {
    opened(orderId);
    return left;
  }, [orderId, opened, left]);

  // Where the screen sends the guest (the order screen once paid, the start with nothing to pay) is its model's.
  const payable = gate === 'open' && Boolean(account);

  // Placed or paid from another window or tab meanwhile: there is nothing left to pay here.
  if (placedElsewhere) {
    return (
      <Screen>
        <ScreenHeader title={t('checkout.title')} onBack={goBack} />
        <PlacedElsewhereNotice />
      </Screen>
    );
  }

  if (!order || !venue || !account || !payable) return <Busy />;

  return (
    <Screen>
      <ScreenHeader title={t('checkout.title')} onBack={goBack} backDisabled={paying} />
      <OrderChangeNotice />
      {config.state === 'loading' ? <Busy minHeight="30dvh" /> : null}
      {config.state === 'failed' ? <CardUnavailable venue={venue} table={order.table_number} /> : null}
      {config.state === 'ready' && config.config.provider === 'simulated' ? <TestCardForm order={order} /> : null}
      {config.state === 'ready' && config.config.provider === 'stripe' ? (
        config.config.publishable_key ? (
          <StripePayment publishableKey={config.config.publishable_key} account={account} venue={venue} order={order} />
        ) : (
          <CardUnavailable venue={venue} table={order.table_number} />
        )
      ) : null}
      <RoomCharge venue={venue} order={order} />
    </Screen>
  );
}
