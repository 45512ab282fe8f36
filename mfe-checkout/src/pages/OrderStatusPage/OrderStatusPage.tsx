import { useEffect, useRef, useState } from 'react';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { $orderId, fetchOrderDetailsFx, type PageProps } from '@tabula/shared';
import { useOrderStatusCheck } from '../../features/order-status/useOrderStatusCheck';
import { Screen } from '../../widgets/Screen';

/**
 * The order the screen opened for. Once the venue decides, the shared store moves on to the guest's
 * next order; the screen keeps reporting on this one.
 */
function useWatchedOrder(): string | null {
  const orderId = useUnit($orderId);
  const watched = useRef<string | null>(null);
  if (watched.current === null && orderId) watched.current = orderId;
  return watched.current;
}

export default function OrderStatusPage({ TabBar }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const orderId = useWatchedOrder();
  const [currentOrderId, fetchDetails] = useUnit([$orderId, fetchOrderDetailsFx]);
  const state = useOrderStatusCheck(orderId);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (state === 'declined') navigate('/orderdecline', { replace: true });
  }, [state, navigate]);

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
