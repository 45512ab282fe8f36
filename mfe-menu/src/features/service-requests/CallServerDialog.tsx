import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CallServerDialogProps {
  opened: boolean;
  sending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export function CallServerDialog({ opened, sending, onClose, onConfirm }: CallServerDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('menu.callServerDialog.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('menu.callServerDialog.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button loading={sending} onClick={onConfirm}>
          {t('menu.callServerDialog.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
