import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { tabExited } from '@tabula/shared';
import { TabBarButton } from './TabBarButton';

/** Exit tab asks first; confirming ends the tab and the shared model starts a fresh order. */
export function ExitTabButton() {
  const { t } = useTranslation();
  const exitTab = useUnit(tabExited);
  const [opened, { open, close }] = useDisclosure(false);
  const confirm = () => {
    close();
    exitTab();
  };
  return (
    <>
      <TabBarButton icon={<IconLogout size={14} aria-hidden />} onClick={open}>
        {t('tabBar.exitTab')}
      </TabBarButton>
      <Modal
        opened={opened}
        onClose={close}
        title={t('tabBar.exitConfirm')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="red.9" onClick={confirm}>
            {t('tabBar.exit')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
