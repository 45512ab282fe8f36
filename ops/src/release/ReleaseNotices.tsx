import { Button, Stack, Text } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ReleaseModel, ReleaseNotice } from './model';
import { ForceOfferControl } from './ForceOffer';
import { releaseTexts as texts } from './texts';

function noticeText(notice: ReleaseNotice): string {
  if (notice.kind === 'stopped') return texts.stopped(notice.remote, notice.version, notice.default);
  if (notice.kind === 'forced') return texts.forced(notice.offer);
  if (notice.kind === 'ended') return texts.ended(notice.remote, notice.version, notice.venues);
  return notice.message === 'network' ? texts.network : texts.failed(notice.message);
}

/** What a release control did, and the venues a promote did not reach, with the one step that ends their splits. */
export function ReleaseNotices({ model }: { model: ReleaseModel }) {
  const [notice, kept, force, busy, endSplits] = useUnit([model.$notice, model.$kept, model.$force, model.$busy, model.endSplitsClicked]);
  if (!notice && !kept && !force) return null;
  return (
    <Stack gap="xs">
      {notice ? (
        // Red 9 and teal 9 on white read above the 4.5:1 small text needs.
        <Text role={notice.kind === 'failed' ? 'alert' : 'status'} c={notice.kind === 'failed' ? 'red.9' : 'teal.9'} fw={700}>
          {noticeText(notice)}
        </Text>
      ) : null}
      {kept ? (
        <Stack gap="xs" align="flex-start">
          <Text role="status" fw={700}>
            {texts.kept(kept.remote, kept.version, kept.venues)}
          </Text>
          <Button
            mih={44}
            variant="outline"
            color="red.9"
            disabled={busy}
            aria-label={texts.endSplitsLabel(kept.remote, kept.venues)}
            onClick={() => endSplits(kept)}
          >
            {texts.endSplits}
          </Button>
        </Stack>
      ) : null}
      {force ? <ForceOfferControl model={model} offer={force} busy={busy} /> : null}
    </Stack>
  );
}
