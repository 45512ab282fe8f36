import { Button, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { PinnedBuild } from '../remotes/registryFile';
import { $failedVersions } from '../remotes/model';
import { BadgeFrame } from './BadgeFrame';
import { $badgeHidden, badgeHidden, exitPreviewFx } from './model';
import './texts';

const isPin = (pin: unknown): pin is PinnedBuild => {
  const { remote, version, entry, by } = (pin ?? {}) as Partial<Record<keyof PinnedBuild, unknown>>;
  return [remote, version, entry].every((v) => typeof v === 'string' && v !== '') && (by === 'preview' || by === 'override');
};

// A stop reason that is not a filled string is left out, the pin kept.
const withStop = (pin: PinnedBuild): PinnedBuild => {
  const { stopped, ...rest } = pin;
  return typeof stopped === 'string' && stopped.trim() !== '' ? { ...rest, stopped } : rest;
};

/** The well-formed pins of what the registry says this browser runs; anything else is left out. */
export const parsePinned = (value: unknown): PinnedBuild[] => (Array.isArray(value) ? value.filter(isPin).map(withStop) : []);

const where = (entry: string) => {
  try {
    return new URL(entry).host;
  } catch {
    return entry;
  }
};

/**
 * Tells a team's browser it runs builds no guest gets ("Preview: mfe_menu v2"), with the way out:
 * Exit clears the preview (and any override) and reloads; the cross only hides the badge. A previewed
 * version the API stopped says so; an override that failed to load says the page runs the default instead.
 */
export function PreviewBadge({ pinned: given }: { pinned: unknown }) {
  const { t } = useTranslation();
  const [hidden, hide, exit, leaving, failed] = useUnit([$badgeHidden, badgeHidden, exitPreviewFx, exitPreviewFx.pending, $failedVersions]);
  const pinned = parsePinned(given);
  if (pinned.length === 0 || hidden) return null;
  const previews = pinned
    .filter((p) => p.by === 'preview')
    .map((p) => `${p.remote} ${p.version}${p.stopped ? ` (${t('preview.stopped', { reason: p.stopped })})` : ''}`);
  const overridden = pinned.filter((p) => p.by === 'override');
  const hasFailed = (p: PinnedBuild) => failed.includes(`${p.remote}@${p.version}`);
  const overrides = overridden.filter((p) => !hasFailed(p)).map((p) => `${p.remote} ← ${where(p.entry)}`);
  const failedOverrides = overridden.filter(hasFailed).map((p) => `${p.remote} ← ${where(p.entry)}`);
  return (
    <BadgeFrame label={t('preview.region')} onHide={() => hide()}>
      <Text size="xs" fw={600} c="white">
        {[
          ...(previews.length > 0 ? [`${t('preview.preview')}: ${previews.join(', ')}`] : []),
          ...(overrides.length > 0 ? [`${t('preview.override')}: ${overrides.join(', ')}`] : []),
          ...(failedOverrides.length > 0 ? [t('preview.overrideFailed', { overrides: failedOverrides.join(', ') })] : []),
        ].join(' · ')}
      </Text>
      <Button size="compact-xs" variant="white" color="dark" loading={leaving} onClick={() => exit()}>
        {t('preview.exit')}
      </Button>
    </BadgeFrame>
  );
}
