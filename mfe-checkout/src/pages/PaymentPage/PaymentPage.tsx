import { Button, Stack } from '@mantine/core';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $venue, type PageProps, type PaymentMethod } from '@tabula/shared';
import type { CartNavigationState } from '../../features/cart/navigation';
import { useGoBack } from '../../features/navigation/useGoBack';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';

/** Chooses how to pay, then hands the choice to the cart. */
export default function PaymentPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/cartopen');
  const venue = useUnit($venue);
  const takesCash = venue?.accept_cash ?? false;
  const takesCard = Boolean(venue?.accept_card && venue.stripe_account_ref);

  const choose = (paymentMethod: PaymentMethod) => {
    const state: CartNavigationState = { paymentMethod };
    navigate('/cartopen', { state });
  };

  return (
    <Screen>
      <ScreenHeader title={t('payment.title')} onBack={goBack} />
      <Stack gap="md">
        <Button size="lg" variant="default" leftSection={<IconCash aria-hidden />} disabled={!takesCash} onClick={() => choose('cash')}>
          {t('payment.cash')}
        </Button>
        <Button size="lg" variant="default" leftSection={<IconCreditCard aria-hidden />} disabled={!takesCard} onClick={() => choose('card')}>
          {t('payment.card')}
        </Button>
      </Stack>
    </Screen>
  );
}
