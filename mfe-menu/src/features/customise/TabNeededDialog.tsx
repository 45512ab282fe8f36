import { Button, Group, Modal, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $tabPromptOpen, joinTabChosen, openTabChosen, roomSignInChosen, tabPromptDismissed } from './tabNeededModel';

interface TabNeededDialogProps {
  /** Room service guests get their tab by signing in with their room, not by opening one. */
  hotelRoom: boolean;
}

/**
 * At a venue that takes orders only on a tab, adding a dish first needs a tab; at room service that is
 * the guest's room, which the hotel login opens, so the dialog says to sign in rather than open a tab.
 */
export function TabNeededDialog({ hotelRoom }: TabNeededDialogProps) {
  const { t } = useTranslation();
  const [opened, openTab, joinTab, signIn, dismiss] = useUnit([
    $tabPromptOpen,
    openTabChosen,
    joinTabChosen,
    roomSignInChosen,
    tabPromptDismissed,
  ]);
  return (
    <Modal
      opened={opened}
      onClose={() => dismiss()}
      centered
      title={t(hotelRoom ? 'item.roomNeeded.title' : 'item.tabNeeded.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{t(hotelRoom ? 'item.roomNeeded.body' : 'item.tabNeeded.body')}</Text>
      <Group justify="flex-end" mt="lg">
        {hotelRoom ? (
          <Button onClick={() => signIn()}>{t('common.continue')}</Button>
        ) : (
          <>
            <Button variant="default" onClick={() => joinTab()}>
              {t('tabBar.joinTab')}
            </Button>
            <Button onClick={() => openTab()}>{t('tabBar.openTab')}</Button>
          </>
        )}
      </Group>
    </Modal>
  );
}
