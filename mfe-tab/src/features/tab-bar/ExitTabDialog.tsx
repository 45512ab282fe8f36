import { Button, Group, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ExitTabDialogProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** Exit tab's question: Cancel keeps the tab, Exit ends it. */
export default function ExitTabDialog({ opened, onClose, onConfirm }: ExitTabDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('tabBar.exitConfirm')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button color="red.9" onClick={onConfirm}>
          {t('tabBar.exit')}
        </Button>
      </Group>
    </Modal>
  );
}
