import { Group } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { joinTabChosen, openTabChosen } from './choiceModel';
import { TabBarButton } from './TabBarButton';

/** Without a tab: open or join one. */
export function NoTabActions() {
  const { t } = useTranslation();
  const [openTab, joinTab] = useUnit([openTabChosen, joinTabChosen]);
  return (
    <Group grow gap="xs">
      <TabBarButton variant="filled" onClick={() => openTab()}>
        {t('tabBar.openTab')}
      </TabBarButton>
      <TabBarButton onClick={() => joinTab()}>{t('tabBar.joinTab')}</TabBarButton>
    </Group>
  );
}
