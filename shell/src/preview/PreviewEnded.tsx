import { CloseButton, Group, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
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
    <Group
      component="aside"
      aria-label={t('preview.preview')}
      gap={6}
      wrap="nowrap"
      pos="fixed"
      left={8}
      bottom={88}
      px={10}
      py={4}
      bg="dark.7"
      c="white"
      style={{ zIndex: 400, borderRadius: 16, maxWidth: 'calc(100vw - 16px)' }}
    >
      <Text role="status" size="xs" fw={600} c="white">
        {t('preview.ended')}
      </Text>
      <CloseButton size="sm" variant="transparent" c="white" aria-label={t('preview.hide')} onClick={() => hide()} />
    </Group>
  );
}
