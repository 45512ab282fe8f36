import { Button, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { $orderExpired, $tabExpired, orderExpiredAcknowledged, tabExpiredAcknowledged } from '@tabula/shared';

/** The order screen says itself that the order expired; the dialog waits until the guest leaves it. */
const reportsOrderItself = (pathname: string) => /^\/order(\/|$)/i.test(pathname);

/**
 * Above any route while the order-expired or tab-expired flag is set, one at a time. OK resets the flag and
 * takes the guest to the start page, where a new order (or tab) begins.
 */
export function ExpiryOverlays() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [orderExpired, tabExpired, acknowledgeOrder, acknowledgeTab] = useUnit([
    $orderExpired,
    $tabExpired,
    orderExpiredAcknowledged,
    tabExpiredAcknowledged,
  ]);
  const orderDialog = orderExpired && !reportsOrderItself(pathname);
  const onOrderOk = () => {
    acknowledgeOrder();
    navigate('/');
  };
  const onTabOk = () => {
    acknowledgeTab();
    navigate('/');
  };
  return (
    <>
      <Modal opened={orderDialog} onClose={onOrderOk} withCloseButton={false} centered title={t('overlays.orderExpired')}>
        <Button fullWidth onClick={onOrderOk}>
          {t('common.ok')}
        </Button>
      </Modal>
      <Modal opened={tabExpired && !orderDialog} onClose={onTabOk} withCloseButton={false} centered title={t('overlays.tabExpired')}>
        <Text size="sm" mb="md">
          {t('overlays.tabExpiredHint')}
        </Text>
        <Button fullWidth onClick={onTabOk}>
          {t('common.ok')}
        </Button>
      </Modal>
    </>
  );
}
