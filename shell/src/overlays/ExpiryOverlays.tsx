import { Button, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $orderExpired, $tabExpired, orderExpiredAcknowledged, tabExpiredAcknowledged } from '@tabula/shared';

/** Spec §2: above any route while the order-expired or tab-expired flag is set. */
export function ExpiryOverlays() {
  const { t } = useTranslation();
  const [orderExpired, tabExpired] = useUnit([$orderExpired, $tabExpired]);
  const onOrderOk = useUnit(orderExpiredAcknowledged);
  const onTabOk = useUnit(tabExpiredAcknowledged);
  return (
    <>
      <Modal
        opened={orderExpired}
        onClose={() => onOrderOk()}
        withCloseButton={false}
        centered
        title={t('overlays.orderExpired')}
      >
        <Button fullWidth onClick={() => onOrderOk()}>
          {t('common.ok')}
        </Button>
      </Modal>
      <Modal
        opened={tabExpired && !orderExpired}
        onClose={() => onTabOk()}
        withCloseButton={false}
        centered
        title={t('overlays.tabExpired')}
      >
        <Text size="sm" mb="md">
          {t('overlays.tabExpiredHint')}
        </Text>
        <Button fullWidth onClick={() => onTabOk()}>
          {t('common.ok')}
        </Button>
      </Modal>
    </>
  );
}
