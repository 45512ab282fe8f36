import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ExpiryDialogsProps {
  order: boolean;
  tab: boolean;
  /** The expired tab's order held dishes: the guest's next order gets them (the kernel's \$dishesToReAdd). */
  itemsKept: boolean;
  onOrderOk: () => void;
  onTabOk: () => void;
}

/** The order-expired and tab-expired dialogs, at most one open (ExpiryOverlays decides which). */
export default function ExpiryDialogs({ order, tab, itemsKept, onOrderOk, onTabOk }: ExpiryDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal opened={order} onClose={onOrderOk} withCloseButton={false} centered title={t('overlays.orderExpired')}>
        <Button fullWidth onClick={onOrderOk}>
          {t('common.ok')}
        </Button>
      </Modal>
      <Modal opened={tab} onClose={onTabOk} withCloseButton={false} centered title={t('overlays.tabExpired')}>
        <Text size="sm" mb="md">
          {t('overlays.tabExpiredHint')}
        </Text>
        {itemsKept ? (
          <Text size="sm" mb="md">
            {t('overlays.tabExpiredItemsKept')}
          </Text>
        ) : null}
        <Button fullWidth onClick={onTabOk}>
          {t('common.ok')}
        </Button>
      </Modal>
    </>
  );
}
