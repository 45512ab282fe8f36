import { useEffect } from 'react';
import { Elements } from '@stripe/react-stripe-js';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $venue, formatCents, type PageProps } from '@tabula/shared';
import {
  $bill,
  $billChanged,
  $billLoad,
  $billPaid,
  $billPaying,
  AskAtTable,
  BillOrders,
  BillRoomCharge,
  BillTotals,
  PayChoice,
  billReloadRequested,
  billScreenClosed,
  billScreenOpened,
  billStanding,
  tableBillMethods,
  useBillCardPayment,
} from '../../features/bill';
import { $paymentConfig, $wallet, StripeCardForm, WalletPayment, useVenueStripe, type CardPayment } from '../../features/card-payment';
import { TestCardForm } from '../../features/test-card';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
// The screen's navigation lives in its model's samples.
import { billBackPressed } from './model';

/** Stripe's card elements on the venue's account, paying the bill. */
function StripeBillCard({ publishableKey, account, payment }: { publishableKey: string; account: string; payment: CardPayment }) {
  const { t } = useTranslation();
  const stripe = useVenueStripe(publishableKey, account);
  const walletShown = useUnit($wallet) !== null;
  if (stripe.state === 'loading') return <Busy minHeight="20dvh" />;
  if (stripe.state === 'failed') return <Text>{t('checkout.unavailable')}</Text>;
  return (
    <>
      <WalletPayment stripe={stripe.stripe} payment={payment} />
      <Elements stripe={stripe.stripe}>
        <StripeCardForm payment={payment} heading={t(walletShown ? 'checkout.orEnterCard' : 'checkout.cardDetails')} />
      </Elements>
    </>
  );
}

/** The card form of the API's provider: the test-mode form with the simulator, Stripe's elements otherwise. */
function BillCard() {
  const { t } = useTranslation();
  const [config, venue] = useUnit([$paymentConfig, $venue]);
  const payment = useBillCardPayment();
  if (config.state === 'loading') return <Busy minHeight="20dvh" />;
  if (config.state === 'failed') return <Text>{t('checkout.unavailable')}</Text>;
  if (config.config.provider === 'simulated') return <TestCardForm payment={payment} />;
  const account = venue?.stripe_account_ref;
  if (!config.config.publishable_key || !account) return <Text>{t('checkout.unavailable')}</Text>;
  return <StripeBillCard publishableKey={config.config.publishable_key} account={account} payment={payment} />;
}

/**
 * The tab's bill, for every member: each submitted, unpaid order with its lines and who ordered it, what is paid
 * and the balance due, read again every 3 s while open. It is paid in the app four ways (the whole balance, equal
 * shares, the guest's items, another amount) with a tip, or asked for at the table.
 */
export default function BillPage(_props: PageProps) {
  const { t } = useTranslation();
  const [bill, load, venue, changed, paid, paying, opened, closed, retry, goBack] = useUnit([
    $bill,
    $billLoad,
    $venue,
    $billChanged,
    $billPaid,
    $billPaying,
    billScreenOpened,
    billScreenClosed,
    billReloadRequested,
    billBackPressed,
  ]);

  useEffect(() => {
    opened();
    return closed;
  }, [opened, closed]);

  const standing = billStanding(load === 'ready' ? bill : null);
  const askAtTable = <AskAtTable methods={venue ? tableBillMethods(venue) : []} />;

  return (
    <Screen>
      <ScreenHeader title={t('bill.title')} onBack={goBack} backDisabled={paying} />
      {load === 'loading' ? <Busy /> : null}
      {load === 'failed' ? (
        <Stack gap="sm" align="flex-start">
          <Text role="alert">{t('bill.loadFailed')}</Text>
          <Button variant="outline" onClick={() => retry()}>
            {t('bill.retry')}
          </Button>
        </Stack>
      ) : null}
      {load === 'nothing' || (load === 'ready' && standing === 'nothing') ? (
        <Stack gap="xl">
          <Text>{t('bill.nothing')}</Text>
          {askAtTable}
        </Stack>
      ) : null}
      {bill && load === 'ready' && standing !== 'nothing' ? (
        <Stack gap="lg">
          {changed ? (
            <Alert color="yellow" variant="light" role="alert">
              <Text size="sm" c="gray.9">
                {t('bill.changed')}
              </Text>
            </Alert>
          ) : null}
          {paid ? (
            <Alert color="green" variant="light" role="status">
              <Text size="sm" c="gray.9">
                {t('bill.paid', { amount: formatCents(paid.total_cents, bill.currency) })}
              </Text>
            </Alert>
          ) : null}
          <BillOrders bill={bill} />
          <Divider />
          <BillTotals bill={bill} />
          {standing === 'paidInFull' ? (
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('bill.paidInFull')}
              </Title>
              <Text>{t('bill.paidInFullBody')}</Text>
            </Stack>
          ) : (
            <>
              <Divider />
              <Stack gap="md" component="section" aria-labelledby="pay-in-app">
                <Title order={2} size="h4" id="pay-in-app">
                  {t('bill.payInApp')}
                </Title>
                <PayChoice bill={bill} />
                {bill.methods.card ? <BillCard /> : null}
                {bill.methods.room_charge ? <BillRoomCharge /> : null}
              </Stack>
              <Divider />
              {askAtTable}
            </>
          )}
        </Stack>
      ) : null}
    </Screen>
  );
}
