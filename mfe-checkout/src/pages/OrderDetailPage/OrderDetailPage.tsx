import { useEffect, useState } from 'react';
import { Alert, Button, Divider, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $currency, $language, $orderId, $venue, reOrderFx, type PageProps } from '@tabula/shared';
import { formatDateTime } from '../../features/formatting';
import { orderAmountsCents } from '../../features/pricing';
import { apiErrorMessage } from '../../features/errors/apiErrorMessage';
import { OrderItemLine } from '../../features/order-detail/OrderItemLine';
import { orderFromState } from '../../features/order-detail/orderFromState';
import { useGoBack } from '../../features/navigation/useGoBack';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { Totals } from '../../widgets/Totals';

export default function OrderDetailPage(_props: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack('/previousOrders');
  const location = useLocation();
  const order = orderFromState(location.state);
  const [venue, currency, language, currentOrderId, reOrder, reordering] = useUnit([
    $venue,
    $currency,
    $language,
    $orderId,
    reOrderFx,
    reOrderFx.pending,
  ]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!order) navigate('/previousOrders', { replace: true });
  }, [order, navigate]);

  if (!order) return <Busy />;

  const onReOrder = async () => {
    if (!currentOrderId) return;
    setError(null);
    try {
      await reOrder({ orderToCopyUuid: order.order_uuid, orderId: currentOrderId });
      navigate('/menu');
    } catch (failure) {
      setError(apiErrorMessage(failure, t));
    }
  };

  return (
    <Screen>
      <ScreenHeader title={t('previousOrders.order', { reference: order.reference_id })} onBack={goBack} />
      <Text c="gray.7">{formatDateTime(order.submitted_for_review, language)}</Text>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {order.order_items.map((item) => (
          <OrderItemLine key={item.order_item_id} item={item} menus={venue?.menus ?? []} currency={currency} />
        ))}
      </Stack>
      {order.note ? (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {t('orderDetail.note')}
          </Text>
          <Text size="sm">{order.note}</Text>
        </Stack>
      ) : null}
      <Divider />
      <Totals
        {...orderAmountsCents(order)}
        currency={currency}
        totalLabel={t('orderDetail.total')}
      />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button size="md" fullWidth loading={reordering} disabled={!currentOrderId} onClick={() => void onReOrder()}>
        {t('orderDetail.reorder')}
      </Button>
    </Screen>
  );
}
