import { useEffect } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $orderId, formatCents, type PageProps } from '@tabula/shared';
import {
  $leavingForMenu,
  $placedOrder,
  $placedOrderRefund,
  menuRequested,
  orderScreenLeft,
  PlacedOrderSummary,
  useOrderStatusCheck,
} from '../../features/order-status';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { $followedOrderId, $orderChecking, $orderScreenState, orderScreenOpened } from './model';

/**
 * The guest's last submitted order: the placed order the shared store keeps (persisted), not the
 * draft being built, so a reload or Back shows the order's real state, decided or not. A guest who has
 * placed nothing yet sees their order as it is once a check has said (an open order the venue let expire
 * says so); one still open was never sent, and the guest goes on to the menu.
 */
export default function OrderStatusPage({ TabBar }: PageProps) {
  const { t } = useTranslation();
  const refund = useUnit($placedOrderRefund);
  const [currentOrderId, followed, placed, state, checking, opened, left, requestMenu, leaving] = useUnit([
    $orderId,
    $followedOrderId,
    $placedOrder,
    $orderScreenState,
    $orderChecking,
    orderScreenOpened,
    orderScreenLeft,
    menuRequested,
    $leavingForMenu,
  ]);
  useOrderStatusCheck(followed, placed !== null && placed.state !== 'waiting');

  // Where the screen sends the guest (menu, declined screen) follows from its model once it is open.
  useEffect(() => {
    opened();
    return left;
  }, [opened, left]);

  if (!followed) return <Busy />;

  return (
    <>
      {/* A banner landmark: everything on the page sits in one (axe 'region'). */}
      {TabBar ? (
        <header>
          <TabBar placement="top" />
        </header>
      ) : null}
      <Screen>
        <Stack align="center" ta="center" gap="md" mt="xl" role="status" aria-live="polite">
          {checking ? (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3">
                {t('orderStatus.checking')}
              </Title>
            </>
          ) : state === 'confirmed' ? (
            <>
              <IconCircleCheck size={72} stroke={1.5} color="var(--mantine-color-green-8)" aria-hidden />
              <Title order={1} size="h2">
                {t('orderStatus.confirmed')}
              </Title>
            </>
          ) : state === 'expired' ? (
            <>
              <IconClockX size={72} stroke={1.5} color="var(--mantine-color-red-8)" aria-hidden />
              <Title order={1} size="h2">
                {t('orderStatus.expired')}
              </Title>
              <Text>{t('orderStatus.expiredBody')}</Text>
              {refund ? <Text fw={600}>{t('orderStatus.refunded', { amount: formatCents(refund.cents, refund.currency) })}</Text> : null}
            </>
          ) : (
            <>
              <Loader aria-hidden />
              <Title order={1} size="h3">
                {t('orderStatus.waiting')}
              </Title>
            </>
          )}
        </Stack>
        {/* The placed order as the kernel filed it when it was placed (a read of its own would settle its state before the first check). */}
        {placed ? <PlacedOrderSummary /> : null}
        <Button size="md" fullWidth variant="light" loading={leaving} onClick={() => requestMenu(currentOrderId)}>
          {t('orderStatus.viewMenu')}
        </Button>
      </Screen>
    </>
  );
}
