import { Alert, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $orderHistory, newestFirst, type PageProps } from '@tabula/shared';
import { OrderRow, historyBackPressed, useOrderHistoryRefresh } from '../../features/history';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';

export default function PreviousOrdersPage(_props: PageProps) {
  const { t } = useTranslation();
  const [history, goBack] = useUnit([$orderHistory, historyBackPressed]);
  const { loading, failed } = useOrderHistoryRefresh();
  const orders = newestFirst(history);

  return (
    <Screen>
      <ScreenHeader title={t('previousOrders.title')} onBack={goBack} />
      {failed ? (
        <Alert color="orange" variant="light" role="alert">
          {t('errors.network')}
        </Alert>
      ) : null}
      {orders.length > 0 ? (
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
          {orders.map((order) => (
            <OrderRow key={order.order_uuid} order={order} />
          ))}
        </Stack>
      ) : loading ? (
        <Busy minHeight="40dvh" />
      ) : (
        <Text ta="center" c="gray.7" mt="xl">
          {t('previousOrders.empty')}
        </Text>
      )}
    </Screen>
  );
}
