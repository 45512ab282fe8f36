import { useEffect } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $hasTab, $venue, type PageProps } from '@tabula/shared';
import { paymentOptions } from '../../features/payment-method';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { useReadOnlyGate } from '../../features/read-only';
import { paymentBackPressed, paymentLeft, paymentOpened, paymentPicked } from './model';

/** Chooses how to pay, among the ways the cart would offer, then goes to the cart with the choice. */
export default function PaymentPage(_props: PageProps) {
  const { t } = useTranslation();
  const [venue, hasTab, choose, goBack, opened, left] = useUnit([
    $venue,
    $hasTab,
    paymentPicked,
    paymentBackPressed,
    paymentOpened,
    paymentLeft,
  ]);
  const offered = venue ? paymentOptions(venue, hasTab).map((option) => option.method) : [];
  const readOnly = useReadOnlyGate();
  // Without dishes in an order the model sends the guest where the cart is.
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);

  if (readOnly) return null;
  return (
    <Screen>
      <ScreenHeader title={t('payment.title')} onBack={goBack} />
      <Stack gap="md">
        <Button
          size="lg"
          variant="default"
          leftSection={<IconCash aria-hidden />}
          disabled={!offered.includes('cash')}
          onClick={() => choose('cash')}
        >
          {t('payment.cash')}
        </Button>
        <Button
          size="lg"
          variant="default"
          leftSection={<IconCreditCard aria-hidden />}
          disabled={!offered.includes('card')}
          onClick={() => choose('card')}
        >
          {t('payment.card')}
        </Button>
      </Stack>
    </Screen>
  );
}
