import { CloseButton, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The preview badge's place and look: a dark pill over the page's bottom-left corner, out of the cart
 * bar's way, with the cross that hides it for this page.
 */
export function BadgeFrame({ label, onHide, children }: { label: string; onHide: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group
      component="aside"
      aria-label={label}
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
      {children}
      <CloseButton size="sm" variant="transparent" c="white" aria-label={t('preview.hide')} onClick={onHide} />
    </Group>
  );
}
