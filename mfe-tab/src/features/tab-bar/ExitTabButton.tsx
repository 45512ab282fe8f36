import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { tabExited } from '@tabula/shared';
import * as buttonClasses from './TabBarButton.module.css';

/** Exit tab asks first; confirming ends the tab and the shared model starts a fresh order (spec §4). */
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
      <Button
        classNames={buttonClasses}
        size="compact-md"
        fz="xs"
        variant="default"
        leftSection={<IconLogout size={14} aria-hidden />}
        onClick={open}
      >
        {t('tabBar.exitTab')}
      </Button>
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
