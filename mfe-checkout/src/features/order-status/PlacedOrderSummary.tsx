import { Divider, Stack, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $venue } from '@tabula/shared';
import { OrderItemLine } from '../order-detail';
import { orderAmountsCents } from '../pricing';
import { Totals } from '../../widgets/Totals';
import { $placedOrderDetails } from './placedOrder';

/**
 * The placed order the screen is about, as last read from the API: its reference ('Order 1002'), its items
 * with their quantities, and its total, so a guest knows which order waits, was confirmed, declined or
 * expired. Nothing until its details have been read.
 */
export function PlacedOrderSummary() {
  const { t } = useTranslation();
  const [order, venue] = useUnit([$placedOrderDetails, $venue]);
  if (!order) return null;
  const reference = t('previousOrders.order', { reference: order.reference_id });
  return (
    <Stack component="section" gap="xs" aria-label={reference} ta="left" w="100%">
      <Title order={2} size="h4">
        {reference}
      </Title>
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {order.order_items.map((item) => (
          <OrderItemLine key={item.order_item_id} item={item} menus={venue?.menus ?? []} currency={order.currency} />
        ))}
      </Stack>
      <Divider />
      <Totals {...orderAmountsCents(order)} currency={order.currency} totalLabel={t('orderDetail.total')} />
    </Stack>
  );
}
