import { Button } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import * as buttonClasses from './TabBarButton.module.css';

export function ShareTabButton({ onShare }: { onShare: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      classNames={buttonClasses}
      size="compact-md"
      fz="xs"
      variant="default"
      leftSection={<IconShare size={14} aria-hidden />}
      onClick={onShare}
    >
      {t('tabBar.share')}
    </Button>
  );
}
