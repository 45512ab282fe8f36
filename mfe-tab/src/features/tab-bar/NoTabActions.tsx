import { Group } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { originRecorded } from '@tabula/shared';
import { TabBarButton } from './TabBarButton';

/** Without a tab: open or join one. The forms' Cancel then returns to the menu (`from` = menu). */
export function NoTabActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recordOrigin = useUnit(originRecorded);
  const go = (path: '/open-tab' | '/join-tab') => {
    recordOrigin('menu');
    navigate(path);
  };
  return (
    <Group grow gap="xs">
      <TabBarButton variant="filled" onClick={() => go('/open-tab')}>
        {t('tabBar.openTab')}
      </TabBarButton>
      <TabBarButton onClick={() => go('/join-tab')}>{t('tabBar.joinTab')}</TabBarButton>
    </Group>
  );
}
