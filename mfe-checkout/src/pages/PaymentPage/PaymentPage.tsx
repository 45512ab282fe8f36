import { Button, Stack } from '@mantine/core';
import { IconCash, IconCreditCard } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $hasTab, $venue, type PageProps, type PaymentMethod } from '@tabula/shared';
import { paymentOptions } from '../../features/payment-method';
import { useGoBack } from '@tabula/shared';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { paymentMethodChosen } from '../../features/cart-choices';
import { useReadOnlyGate } from '../../features/read-only';

/** Chooses how to pay, among the ways the cart would offer, then goes to the cart with the choice. */
export default function PaymentPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/cartopen');
  const [venue, hasTab, chooseMethod] = useUnit([$venue, $hasTab, paymentMethodChosen]);
  const offered = venue ? paymentOptions(venue, hasTab).map((option) => option.method) : [];
  const readOnly = useReadOnlyGate();

  const choose = (method: PaymentMethod) => {
    chooseMethod(method);
    navigate('/cartopen');
  };

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
