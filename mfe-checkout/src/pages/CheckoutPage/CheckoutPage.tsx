import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { Elements } from '@stripe/react-stripe-js';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  $orderDetail,
  $venue,
  $venueStatus,
  fetchOrderDetailsFx,
  isCheckoutAllowed,
  roomChargeOffered,
  type PageProps,
} from '@tabula/shared';
import { CardPaymentForm } from '../../features/card-payment/CardPaymentForm';
import { RoomChargeButton } from '../../features/card-payment/RoomChargeButton';
import { WalletPayment } from '../../features/card-payment/WalletPayment';
import { readCheckoutState } from '../../features/card-payment/checkoutState';
import { useVenueStripe } from '../../features/card-payment/stripe';
import { useGoBack } from '../../features/navigation/useGoBack';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';

export default function CheckoutPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/cartopen');
  const location = useLocation();
  const order = readCheckoutState(location.state);
  const [venue, venueStatus, orderDetail, fetchDetails] = useUnit([$venue, $venueStatus, $orderDetail, fetchOrderDetailsFx]);
  const account = venue?.stripe_account_ref ?? null;
  const stripe = useVenueStripe(account);
  const [orderChecked, setOrderChecked] = useState(false);
  const orderId = order?.orderID ?? null;

  // The order's status decides whether it can still be paid: read it fresh from the API.
  useEffect(() => {
    if (!orderId) return undefined;
    let active = true;
    fetchDetails(orderId)
      .catch(() => undefined)
      .finally(() => {
        if (active) setOrderChecked(true);
      });
    return () => {
      active = false;
    };
  }, [orderId, fetchDetails]);

  const settled = venueStatus !== 'idle' && venueStatus !== 'loading' && orderChecked;
  const payable = Boolean(
    order && account && orderDetail?.order_uuid === order.orderID && isCheckoutAllowed(orderDetail.status),
  );

  // Spec §2: no state, no connected account, no order or an order past status 0 go to /.
  useEffect(() => {
    if (!order || (settled && !payable)) navigate('/', { replace: true });
  }, [order, settled, payable, navigate]);

  if (!order || !venue || !payable) return <Busy />;

  return (
    <Screen>
      <ScreenHeader title={t('checkout.title')} onBack={goBack} />
      {stripe.state === 'loading' ? <Busy minHeight="30dvh" /> : null}
      {stripe.state === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {t('errors.network')}
        </Alert>
      ) : null}
      {stripe.state === 'ready' ? (
        <>
          <WalletPayment stripe={stripe.stripe} order={order} />
          <Elements stripe={stripe.stripe}>
            <CardPaymentForm order={order} />
          </Elements>
        </>
      ) : null}
      {roomChargeOffered(venue) ? <RoomChargeButton order={order} /> : null}
    </Screen>
  );
}
