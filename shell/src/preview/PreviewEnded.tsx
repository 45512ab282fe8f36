import { Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { BadgeFrame } from './BadgeFrame';
import { $badgeHidden, badgeHidden } from './model';
import './texts';

/**
 * Says why a preview link opened the page every guest gets: the link ended. In the badge's place and
 * style, hidden by its cross for this page.
 */
export function PreviewEnded() {
  const { t } = useTranslation();
  const [hidden, hide] = useUnit([$badgeHidden, badgeHidden]);
  if (hidden) return null;
  return (
    <BadgeFrame label={t('preview.preview')} onHide={() => hide()}>
      <Text role="status" size="xs" fw={600} c="white">
        {t('preview.ended')}
      </Text>
    </BadgeFrame>
  );
}
