import { Button, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { RemoteOverview } from '@tabula/shared';
import type { OpsModel } from '../model';
import { releaseTexts as texts } from './texts';

/**
 * A remote's earlier defaults, newest first, and the one rollback that restores the next of them:
 * each press steps back once, so the button names the version that press brings back.
 */
export function DefaultHistory({ model, remote, busy }: { model: OpsModel; remote: RemoteOverview; busy: boolean }) {
  const rollback = useUnit(model.rollbackClicked);
  const headingId = `history-${remote.name}`;
  const next = remote.previous_default;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h4" id={headingId}>
        {texts.historyTitle(remote.name)}
      </Title>
      {remote.earlier_defaults.length === 0 ? (
        <Text>{texts.historyEmpty}</Text>
      ) : (
        // A plain ordered list: newest first, as a rollback walks it.
        <Stack component="ol" gap={4} m={0} pl="lg">
          {remote.earlier_defaults.map((entry, i) => (
            <Text component="li" key={`${entry.version}-${i}`}>
              {texts.historyEntry(entry.version, entry.since, entry.replaced_at)}
            </Text>
          ))}
        </Stack>
      )}
      {next && next !== remote.default ? (
        <div>
          <Button
            mih={44}
            variant="outline"
            color="red.9"
            disabled={busy}
            aria-label={texts.rollbackLabel(remote.name, next)}
            onClick={() => rollback({ remote: remote.name, version: next })}
          >
            {texts.rollback(next)}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
