import { useEffect, useState } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $orderId, $placedOrder, fetchOrderDetailsFx, updatedCleared, type PageProps } from '@tabula/shared';
import { useOrderStatusCheck } from '../../features/order-status/useOrderStatusCheck';
import { Busy } from '../../widgets/Busy';
import { Screen } from '../../widgets/Screen';

/**
 * The guest's last submitted order: the placed order the shared store keeps (persisted), never the
 * draft being built, so a reload or Back shows the order's real state, decided or not.
 */
export default function OrderStatusPage({ TabBar }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [placed, currentOrderId, fetchDetails, clearUpdated] = useUnit([$placedOrder, $orderId, fetchOrderDetailsFx, updatedCleared]);
  const state = placed?.state ?? 'waiting';
  useOrderStatusCheck(placed?.order_uuid ?? null, state !== 'waiting');
  const [leaving, setLeaving] = useState(false);

  // The order screen is where a just-placed order was to be shown: the cart's signal is done with.
  useEffect(() => {
    clearUpdated();
  }, [clearUpdated]);

  // Nothing was ever placed here: there is no order to follow.
  useEffect(() => {
    if (!placed) navigate('/menu', { replace: true });
  }, [placed, navigate]);

  useEffect(() => {
    if (state === 'declined') navigate('/orderdecline', { replace: true });
  }, [state, navigate]);

  if (!placed) return <Busy />;

  const viewMenu = async () => {
    setLeaving(true);
    if (currentOrderId) {
      // The menu shows the order's counts; a failure here must not keep the guest on this screen.
      await fetchDetails(currentOrderId).catch((error: unknown) => console.warn('[checkout] order details', error));
    }
    navigate('/menu');
  };

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
          {state === 'confirmed' ? (
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
        <Button size="md" fullWidth variant="light" loading={leaving} onClick={() => void viewMenu()}>
          {t('orderStatus.viewMenu')}
        </Button>
      </Screen>
    </>
  );
}
