import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatCents, type PageProps } from '@tabula/shared';
import { $placedOrderRefund, PlacedOrderSummary } from '../../features/order-status';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { $declineShown, declineAcknowledged, declinePageLeft, declinePageOpened } from './model';

export default function OrderDeclinePage(_props: PageProps) {
  const { t } = useTranslation();
  const [shown, refund, opened, left, acknowledge] = useUnit([
    $declineShown,
    $placedOrderRefund,
    declinePageOpened,
    declinePageLeft,
    declineAcknowledged,
  ]);

  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);

  return (
    <Screen>
      {shown ? (
        <Stack align="center" ta="center" gap="md" mt="xl">
          <IconCircleX size={72} stroke={1.5} color="var(--mantine-color-red-8)" aria-hidden />
          <Title order={1} size="h2">
            {t('orderStatus.declined')}
          </Title>
          <Text>{t('orderStatus.declinedBody')}</Text>
          {refund ? <Text fw={600}>{t('orderStatus.refunded', { amount: formatCents(refund.cents, refund.currency) })}</Text> : null}
          <PlacedOrderSummary />
          <Button size="md" fullWidth onClick={() => acknowledge()}>
            {t('orderStatus.backToMenu')}
          </Button>
        </Stack>
      ) : (
        <Busy />
      )}
    </Screen>
  );
}
