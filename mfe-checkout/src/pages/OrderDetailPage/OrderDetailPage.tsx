import { useEffect } from 'react';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { $currency, $language, $orderId, $venue, reOrderFx, type PageProps } from '@tabula/shared';
import { formatDateTime } from '../../features/formatting';
import { PaymentLabel } from '../../features/history';
import { orderAmountsCents } from '../../features/pricing';
import { apiErrorMessage } from '../../features/errors';
import {
  $reOrderError,
  $reOrderSkipped,
  $reOrdered,
  OrderItemLine,
  orderFromState,
  orderDetailBackPressed,
  orderDetailOpened,
  reOrderMenuPressed,
  reOrderRequested,
  reOrderSettled,
} from '../../features/order-detail';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { ScreenHeader } from '../../widgets/ScreenHeader';
import { Totals } from '../../widgets/Totals';

export default function OrderDetailPage(_props: PageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const order = orderFromState(location.state);
  const [venue, currency, language, currentOrderId, reordering, failure, reOrdered, skipped, requestReOrder, opened, settle] = useUnit([
    $venue,
    $currency,
    $language,
    $orderId,
    reOrderFx.pending,
    $reOrderError,
    $reOrdered,
    $reOrderSkipped,
    reOrderRequested,
    orderDetailOpened,
    reOrderSettled,
  ]);
  const [viewMenu, goBack] = useUnit([reOrderMenuPressed, orderDetailBackPressed]);

  // Where the guest goes (the list without an order, the menu after a copy or View menu) is the model's; a
  // failure or a finished copy belongs to this visit of the screen only.
  const withOrder = order !== null;
  useEffect(() => {
    opened({ withOrder });
    return settle;
  }, [opened, settle, withOrder]);

  if (!order) return <Busy />;
  const error = failure ? apiErrorMessage(failure, t) : null;

  return (
    <Screen>
      <ScreenHeader title={t('previousOrders.order', { reference: order.reference_id })} onBack={goBack} />
      <Group justify="space-between" wrap="nowrap">
        <Text c="gray.7">{formatDateTime(order.submitted_for_review, language)}</Text>
        <PaymentLabel order={order} ta="right" />
      </Group>
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
      <Totals {...orderAmountsCents(order)} currency={currency} totalLabel={t('orderDetail.total')} />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {skipped && skipped.length > 0 ? (
        <Alert color="orange" variant="light" role="alert">
          <Stack gap="xs">
            <Text size="sm" c="gray.9">
              {t('orderDetail.reorderSkipped', { items: skipped.join(', ') })}
            </Text>
            <Button variant="default" onClick={() => viewMenu()}>
              {t('orderStatus.viewMenu')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Button
        size="md"
        fullWidth
        loading={reordering}
        disabled={!currentOrderId || reOrdered}
        onClick={() => currentOrderId && requestReOrder({ orderToCopyUuid: order.order_uuid, orderId: currentOrderId })}
      >
        {t('orderDetail.reorder')}
      </Button>
    </Screen>
  );
}
