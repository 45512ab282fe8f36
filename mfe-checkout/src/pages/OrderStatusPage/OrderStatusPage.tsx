import { useEffect } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $orderId, type PageProps } from '@tabula/shared';
import {
  $leavingForMenu,
  $menuReady,
  menuRequested,
  orderScreenLeft,
  useOrderStatusCheck,
  $placedOrder,
} from '../../features/order-status';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';
import { updatedCleared } from '../../features/placing';

/**
 * The guest's last submitted order: the placed order the shared store keeps (persisted), not the
 * draft being built, so a reload or Back shows the order's real state, decided or not. A guest who has
 * placed nothing yet sees their order as it is once a check has said (an open order the venue let expire
 * says so); one still open was never sent, and the guest goes on to the menu.
 */
export default function OrderStatusPage({ TabBar }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [placed, currentOrderId, clearUpdated, left, requestMenu, leaving, menuReady] = useUnit([
    $placedOrder,
    $orderId,
    updatedCleared,
    orderScreenLeft,
    menuRequested,
    $leavingForMenu,
    $menuReady,
  ]);
  const followed = placed?.order_uuid ?? currentOrderId;
  const checked = useOrderStatusCheck(followed, placed !== null && placed.state !== 'waiting');
  const state = placed?.state ?? checked.state;
  // The guest's own order is not said to be sent until a check has found it was.
  const checking = placed === null && checked.open !== false;

  // The order screen is where a just-placed order was to be shown: the cart's signal is done with.
  useEffect(() => {
    clearUpdated();
  }, [clearUpdated]);

  useEffect(() => left, [left]);

  useEffect(() => {
    if (menuReady) navigate('/menu');
  }, [menuReady, navigate]);

  // No order at all: there is nothing to follow.
  useEffect(() => {
    if (!followed) navigate('/menu', { replace: true });
  }, [followed, navigate]);

  // Nothing placed, and the guest's own order is still open: it never went to the venue.
  const neverSent = placed === null && checked.open === true;
  useEffect(() => {
    if (neverSent) navigate('/menu', { replace: true });
  }, [neverSent, navigate]);

  useEffect(() => {
    if (state === 'declined') navigate('/orderdecline', { replace: true });
  }, [state, navigate]);

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
        <Button size="md" fullWidth variant="light" loading={leaving} onClick={() => requestMenu(currentOrderId)}>
          {t('orderStatus.viewMenu')}
        </Button>
      </Screen>
    </>
  );
}
