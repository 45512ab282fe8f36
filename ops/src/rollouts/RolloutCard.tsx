import { useState } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProgressiveRolloutReport, RolloutGuardrail } from '@tabula/shared';
import { dateTime } from '../experiments/format';
import { stepLength, timeUntil } from './format';
import { rolloutTexts as texts } from './texts';

export interface RolloutActions {
  onPause: () => void;
  onResume: () => void;
  onAbort: () => void;
}

/** WCAG 2.5.5's 44 px: every control of the card is at least that tall. */
const TARGET = 44;

const statusOf = (rollout: ProgressiveRolloutReport): keyof typeof texts.status =>
  rollout.status === 'running' && rollout.paused ? 'paused' : rollout.status;

const STATUS_COLOR = { running: 'teal.9', paused: 'yellow.9', completed: 'dark', aborted: 'red.9' } as const;
const GUARDRAIL_COLOR: Record<RolloutGuardrail['state'], string> = { holds: 'teal.9', waiting: 'dark.7', tripped: 'red.9' };

/** The steps as a line of shares: the ones done, the current one marked (aria-current), the ones to come. */
function StepLine({ rollout }: { rollout: ProgressiveRolloutReport }) {
  const running = rollout.status === 'running';
  return (
    <Box
      component="ol"
      aria-label={texts.stepsLabel(rollout.id)}
      m={0}
      p={0}
      style={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}
    >
      {rollout.steps.map((share, index) => {
        const step = index + 1;
        const current = running && step === rollout.step;
        const done = rollout.status === 'completed' || step < rollout.step || (rollout.status === 'aborted' && step === rollout.step);
        return (
          <Box
            component="li"
            key={share}
            aria-current={current ? 'step' : undefined}
            px={10}
            py={4}
            fw={current ? 700 : 400}
            style={{
              borderRadius: 16,
              border: `2px solid var(--mantine-color-${current ? 'dark-8' : done ? 'teal-9' : 'gray-6'})`,
              background: current ? 'var(--mantine-color-dark-8)' : 'transparent',
              color: current ? 'var(--mantine-color-white)' : 'var(--mantine-color-dark-9)',
              whiteSpace: 'nowrap',
            }}
          >
            {share} %{current ? ` · ${texts.now}` : ''}
          </Box>
        );
      })}
    </Box>
  );
}

function Guardrails({ rollout }: { rollout: ProgressiveRolloutReport }) {
  return (
    <Box component="ul" aria-label={texts.guardrailsLabel(rollout.id)} m={0} p={0} style={{ listStyle: 'none' }}>
      {rollout.guardrails.map((guardrail) => (
        <Box component="li" key={guardrail.name} py={4}>
          <Group gap={6} wrap="wrap" align="baseline">
            <Text component="span" fw={700} size="sm">
              {texts.guardrail[guardrail.name]}:
            </Text>
            <Text component="span" fw={700} size="sm" c={GUARDRAIL_COLOR[guardrail.state]}>
              {texts.guardrailState[guardrail.state]}
            </Text>
          </Group>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {guardrail.figure}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function Controls({ rollout, actions, busy }: { rollout: ProgressiveRolloutReport; actions: RolloutActions; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  if (confirming) {
    return (
      <Stack gap="xs" role="group" aria-label={texts.abortLabel(rollout.id)}>
        <Text fw={700}>{texts.abortQuestion(rollout.version, rollout.control)}</Text>
        <Group gap="xs" wrap="wrap">
          <Button
            color="red.9"
            mih={TARGET}
            disabled={busy}
            onClick={() => {
              setConfirming(false);
              actions.onAbort();
            }}
          >
            {texts.abortConfirm}
          </Button>
          <Button variant="default" mih={TARGET} onClick={() => setConfirming(false)}>
            {texts.abortKeep}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="wrap">
      {rollout.paused ? (
        <Button mih={TARGET} disabled={busy} aria-label={texts.resumeLabel(rollout.id)} onClick={actions.onResume}>
          {texts.resume}
        </Button>
      ) : (
        <Button variant="default" mih={TARGET} disabled={busy} aria-label={texts.pauseLabel(rollout.id)} onClick={actions.onPause}>
          {texts.pause}
        </Button>
      )}
      <Button color="red.9" mih={TARGET} disabled={busy} aria-label={texts.abortLabel(rollout.id)} onClick={() => setConfirming(true)}>
        {texts.abort}
      </Button>
    </Group>
  );
}

/**
 * One progressive rollout as an operator follows it: the version against its control, its status and
 * why it ended, its steps with the current one marked and when the next starts, each guardrail's
 * figure and verdict, and Pause, Resume or Abort while it runs. Everything wraps, so 360 px reads it.
 */
export function RolloutCard({
  rollout,
  actions,
  busy,
  nowMs,
  timeZone,
}: {
  rollout: ProgressiveRolloutReport;
  actions: RolloutActions;
  busy: boolean;
  nowMs: number;
  timeZone?: string;
}) {
  const headingId = `rollout-${rollout.id}`;
  const status = statusOf(rollout);
  const running = rollout.status === 'running';
  const last = rollout.step >= rollout.steps.length;
  return (
    <Paper component="article" withBorder p="sm" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {texts.cardTitle(rollout.id, rollout.remote, rollout.version)}
          </Title>
          <Badge color={STATUS_COLOR[status]} variant={running ? 'filled' : 'outline'} style={{ flexShrink: 0 }}>
            {texts.status[status]}
          </Badge>
        </Group>
        <Text size="sm">{texts.against(rollout.control)}</Text>
        {rollout.reason ? (
          rollout.status === 'aborted' ? (
            <Alert role="note" color="red" variant="outline" title={texts.status.aborted}>
              <Text size="sm" c="dark.9" style={{ overflowWrap: 'anywhere' }}>
                {rollout.reason}
              </Text>
            </Alert>
          ) : (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {rollout.reason}
            </Text>
          )
        ) : null}
        <StepLine rollout={rollout} />
        <Text size="sm">{texts.stepOf(rollout.step, rollout.steps.length, stepLength(rollout.step_seconds))}</Text>
        {running ? <Text size="sm">{texts.share(rollout.share, rollout.version)}</Text> : null}
        {running && rollout.paused ? <Text size="sm">{texts.paused}</Text> : null}
        {running && rollout.next_step_at ? (
          <Text size="sm" fw={700}>
            {last
              ? texts.completes(timeUntil(rollout.next_step_at, nowMs), rollout.version)
              : texts.nextStep(rollout.steps[rollout.step] as number, timeUntil(rollout.next_step_at, nowMs))}
          </Text>
        ) : null}
        <Text size="sm">{texts.venues(rollout.venues)}</Text>
        {rollout.kept_venues.length > 0 ? <Text size="sm">{texts.keptVenues(rollout.kept_venues)}</Text> : null}
        <Text size="sm">{texts.startedBy(rollout.started_by, dateTime(rollout.started_at, timeZone))}</Text>
        <Guardrails rollout={rollout} />
        {running ? <Controls rollout={rollout} actions={actions} busy={busy} /> : null}
      </Stack>
    </Paper>
  );
}
