import { Button, Group } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { originRecorded } from '@tabula/shared';
import * as buttonClasses from './TabBarButton.module.css';

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
      <Button classNames={buttonClasses} size="compact-md" fz="xs" onClick={() => go('/open-tab')}>
        {t('tabBar.openTab')}
      </Button>
      <Button classNames={buttonClasses} size="compact-md" fz="xs" variant="default" onClick={() => go('/join-tab')}>
        {t('tabBar.joinTab')}
      </Button>
    </Group>
  );
}
