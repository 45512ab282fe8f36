import { Button, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ServerComingDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function ServerComingDialog({ opened, onClose }: ServerComingDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('menu.serverComing.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t('menu.serverComing.body')}</Text>
      <Button fullWidth mt="lg" onClick={onClose}>
        {t('common.ok')}
      </Button>
    </Modal>
  );
}
