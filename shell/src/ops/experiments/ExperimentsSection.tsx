import { Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import { ExperimentCard } from './ExperimentCard';
import { percent, shareInterval } from './format';
import type { ExperimentsModel } from './model';
import { experimentTexts as texts } from './texts';

/** Every experiment, running first, each as a card an operator decides on; then each version across venues. */
export function ExperimentsSection({ model, timeZone }: { model: ExperimentsModel; timeZone?: string }) {
  const [experiments, pooled, notice, busy] = useUnit([model.$experiments, model.$pooled, model.$notice, model.$busy]);
  const [ship, stop, ramp] = useUnit([model.shipClicked, model.stopClicked, model.rampSubmitted]);
  const now = new Date().toISOString();
  return (
    <Stack component="section" aria-labelledby="experiments-title" gap="sm">
      <Title order={2} size="h3" id="experiments-title">
        {texts.title}
      </Title>
      {notice ? (
        <Text role={notice.kind === 'done' ? 'status' : 'alert'} c={notice.kind === 'done' ? 'teal.9' : 'red.9'} fw={700}>
          {texts.notice(notice)}
        </Text>
      ) : null}
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
      {pooled && pooled.length > 0 ? (
        <Stack component="section" aria-labelledby="pooled-title" gap={4}>
          <Title order={3} size="h4" id="pooled-title">
            {texts.pooledTitle}
          </Title>
          <Stack component="ul" gap={4} m={0} pl="md">
            {pooled.map((version) => (
              <Text component="li" size="sm" key={`${version.remote} ${version.version}`}>
                <Text component="span" fw={700} size="sm">
                  {version.remote} {version.version}
                </Text>
                {': '}
                {texts.pooledLine(
                  version.experiments,
                  version.venues.join(', '),
                  version.exposed,
                  percent(version.conversion),
                  shareInterval(version.ci_low, version.ci_high),
                )}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}
