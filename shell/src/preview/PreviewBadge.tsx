import { Button, CloseButton, Group, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { PinnedBuild } from '../remotes/registryFile';
import { $badgeHidden, badgeHidden, exitPreviewFx } from './model';
import './texts';

const isPin = (pin: unknown): pin is PinnedBuild => {
  const { remote, version, entry, by } = (pin ?? {}) as Partial<Record<keyof PinnedBuild, unknown>>;
  return [remote, version, entry].every((v) => typeof v === 'string' && v !== '') && (by === 'preview' || by === 'override');
};

/** The well-formed pins of what the registry says this browser runs; anything else is left out. */
export const parsePinned = (value: unknown): PinnedBuild[] => (Array.isArray(value) ? value.filter(isPin) : []);

const where = (entry: string) => {
  try {
    return new URL(entry).host;
  } catch {
    return entry;
  }
};

/**
 * Tells a team's browser it runs builds no guest gets ("Preview: mfe_menu v2"), with the way out:
 * Exit clears the preview (and any override) and reloads; the cross only hides the badge.
 */
export function PreviewBadge({ pinned: given }: { pinned: unknown }) {
  const { t } = useTranslation();
  const [hidden, hide, exit, leaving] = useUnit([$badgeHidden, badgeHidden, exitPreviewFx, exitPreviewFx.pending]);
  const pinned = parsePinned(given);
  if (pinned.length === 0 || hidden) return null;
  const previews = pinned.filter((p) => p.by === 'preview').map((p) => `${p.remote} ${p.version}`);
  const overrides = pinned.filter((p) => p.by === 'override').map((p) => `${p.remote} ← ${where(p.entry)}`);
  return (
    <Group
      component="aside"
      aria-label={t('preview.region')}
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
      <Text size="xs" fw={600} c="white">
        {[
          ...(previews.length > 0 ? [`${t('preview.preview')}: ${previews.join(', ')}`] : []),
          ...(overrides.length > 0 ? [`${t('preview.override')}: ${overrides.join(', ')}`] : []),
        ].join(' · ')}
      </Text>
      <Button size="compact-xs" variant="white" color="dark" loading={leaving} onClick={() => exit()}>
        {t('preview.exit')}
      </Button>
      <CloseButton size="sm" variant="transparent" c="white" aria-label={t('preview.hide')} onClick={() => hide()} />
    </Group>
  );
}
