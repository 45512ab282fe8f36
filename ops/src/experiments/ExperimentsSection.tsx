import { Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { ExperimentCard } from './ExperimentCard';
import type { ExperimentsModel } from './model';
import { PooledVersions } from './PooledVersions';
import { experimentTexts as texts } from './texts';
import { OutcomeNotice } from '../OutcomeNotice';

/** Every experiment, running first, each as a card an operator decides on; then each version across venues (PooledVersions). */
export function ExperimentsSection({ model, timeZone }: { model: ExperimentsModel; timeZone?: string }) {
  const [experiments, pooled, notice, busy] = useUnit([model.$experiments, model.$pooled, model.$notice, model.$busy]);
  const [ship, stop, ramp] = useUnit([model.shipClicked, model.stopClicked, model.rampSubmitted]);
  const now = new Date().toISOString();
  return (
    <Stack component="section" aria-labelledby="experiments-title" gap="sm">
      <Title order={2} size="h3" id="experiments-title">
        {texts.title}
      </Title>
      {notice ? <OutcomeNotice succeeded={notice.kind === 'done'}>{texts.notice(notice)}</OutcomeNotice> : null}
      {experiments?.length === 0 ? <Text>{texts.none}</Text> : null}
      {experiments?.map((experiment) => (
        <ExperimentCard
          key={experiment.id}
          experiment={experiment}
          busy={busy}
          now={now}
          timeZone={timeZone}
          actions={{
            onShip: (version) => ship({ id: experiment.id, version }),
            onStop: () => stop(experiment.id),
            onRamp: (variants) => ramp({ id: experiment.id, variants }),
          }}
        />
      ))}
      {pooled && pooled.length > 0 ? <PooledVersions versions={pooled} /> : null}
    </Stack>
  );
}
