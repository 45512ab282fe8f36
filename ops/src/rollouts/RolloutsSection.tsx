import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { RemoteOverview } from '@tabula/shared';
import type { RolloutsModel } from './model';
import { RolloutCard } from './RolloutCard';
import { StartRolloutForm } from './StartRolloutForm';
import { rolloutTexts as texts } from './texts';
import { OutcomeNotice } from '../OutcomeNotice';

/** Every progressive rollout, running first, each a card; and the form that starts one. */
export function RolloutsSection({ model, remotes, timeZone }: { model: RolloutsModel; remotes: RemoteOverview[]; timeZone?: string }) {
  const [rollouts, readAt, notice, startOpen, busy] = useUnit([
    model.$rollouts,
    model.$readAt,
    model.$notice,
    model.$startOpen,
    model.$busy,
  ]);
  const [opened, pause, resume, abort] = useUnit([model.startOpened, model.pauseClicked, model.resumeClicked, model.abortConfirmed]);
  return (
    <Stack component="section" aria-labelledby="rollouts-title" gap="sm">
      <Title order={2} size="h3" id="rollouts-title">
        {texts.title}
      </Title>
      <Text size="sm">{texts.hint}</Text>
      {notice ? <OutcomeNotice succeeded={notice.kind === 'done'}>{texts.notice(notice)}</OutcomeNotice> : null}
      {startOpen ? (
        <StartRolloutForm model={model} remotes={remotes} />
      ) : remotes.length > 0 ? (
        <Group>
          <Button variant="default" mih={44} onClick={() => opened()}>
            {texts.start}
          </Button>
        </Group>
      ) : null}
      {rollouts?.length === 0 ? <Text>{texts.none}</Text> : null}
      {rollouts?.map((rollout) => (
        <RolloutCard
          key={rollout.id}
          rollout={rollout}
          busy={busy}
          nowMs={readAt}
          timeZone={timeZone}
          actions={{ onPause: () => pause(rollout.id), onResume: () => resume(rollout.id), onAbort: () => abort(rollout.id) }}
        />
      ))}
    </Stack>
  );
}
