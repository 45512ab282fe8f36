import { ShipWinner } from '../release/ShipWinner';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ExperimentReport, ExperimentVariantReport } from '@tabula/shared';
import { amount, dateTime, duration, layoutShift, milliseconds, percent, perGuest, shareInterval, uplift } from './format';
import { checkRampWeights, type RampCheck } from './rampWeights';
import { experimentTexts as texts } from './texts';
import { WeightFields, weightsIn } from '../WeightFields';

export interface ExperimentActions {
  onShip: (version: string) => void;
  onStop: () => void;
  onRamp: (variants: Record<string, number>) => void;
}

/** A label and its value, wrapping under each other on a narrow screen. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text component="dt" fw={700} size="sm">
        {label}:
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** The treatment most likely to beat the control, whether or not there is enough data to call it. */
function bestTreatment(experiment: ExperimentReport): ExperimentVariantReport | undefined {
  return experiment.variants
    .filter((v) => !v.control && v.chance_to_beat_control !== null)
    .sort((a, b) => (b.chance_to_beat_control ?? 0) - (a.chance_to_beat_control ?? 0))[0];
}

function VariantFigures({
  variant,
  control,
  leading,
  currency,
}: {
  variant: ExperimentVariantReport;
  control?: ExperimentVariantReport;
  leading: boolean;
  currency: string;
}) {
  const vs = (value: string) => (control && !variant.control ? texts.vsControl(value) : '');
  return (
    <Stack gap={4} role="group" aria-label={variant.version}>
      <Group gap="xs" wrap="wrap">
        <Title order={4} size="h5">
          {variant.version}
        </Title>
        <Text size="sm">{texts.weight(variant.weight)}</Text>
        {variant.control ? (
          <Badge variant="outline" color="dark">
            {texts.control}
          </Badge>
        ) : null}
        {leading ? <Badge color="teal.9">{texts.leading}</Badge> : null}
      </Group>
      <Box component="dl" m={0}>
        <Figure label={texts.conversion}>
          {percent(variant.conversion)} ({texts.interval} {shareInterval(variant.ci_low, variant.ci_high)})
        </Figure>
        {variant.control ? null : (
          <>
            <Figure label={texts.upliftLabel}>{uplift(variant.uplift, variant.uplift_ci_low, variant.uplift_ci_high)}</Figure>
            <Figure label={texts.chance}>{percent(variant.chance_to_beat_control)}</Figure>
          </>
        )}
        <Figure label={texts.guests}>{texts.guestsValue(variant.exposed, variant.converted)}</Figure>
        <Figure label={texts.orders}>{texts.ordersValue(variant.orders_submitted, variant.orders_paid)}</Figure>
        <Figure label={texts.revenue}>{amount(variant.revenue_per_exposed_cents, currency)}</Figure>
        <Figure label={texts.failures}>
          {texts.failuresValue(
            perGuest(variant.load_failures, variant.exposed),
            perGuest(variant.render_failures, variant.exposed),
            control
              ? vs(`${perGuest(control.load_failures, control.exposed)} / ${perGuest(control.render_failures, control.exposed)}`)
              : '',
          )}
        </Figure>
        <Figure label={texts.lcp}>
          {milliseconds(variant.lcp_p75_ms)}
          {control ? vs(milliseconds(control.lcp_p75_ms)) : ''}
        </Figure>
        <Figure label={texts.inp}>
          {milliseconds(variant.inp_p75_ms)}
          {control ? vs(milliseconds(control.inp_p75_ms)) : ''}
        </Figure>
        <Figure label={texts.cls}>
          {layoutShift(variant.cls_p75)}
          {control ? vs(layoutShift(control.cls_p75)) : ''}
        </Figure>
      </Box>
    </Stack>
  );
}

function RampForm({
  experiment,
  onRamp,
  onClose,
}: {
  experiment: ExperimentReport;
  onRamp: ExperimentActions['onRamp'];
  onClose: () => void;
}) {
  const [problem, setProblem] = useState<Extract<RampCheck, { ok: false }>['error'] | null>(null);
  const titleId = `ramp-${experiment.id}-title`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRampWeights(
      weightsIn(
        event.currentTarget,
        experiment.variants.map(({ version }) => version),
      ),
    );
    if (!checked.ok) return setProblem(checked.error);
    setProblem(null);
    onRamp(checked.variants);
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={4} size="h5" id={titleId}>
          {texts.rampTitle(experiment.remote, experiment.venue)}
        </Title>
        <Text size="sm">{texts.rampHint}</Text>
        <WeightFields
          versions={experiment.variants}
          label={texts.rampWeight}
          weightError={problem === 'weight' ? texts.rampErrors.weight : undefined}
          totalError={problem === 'total' ? texts.rampErrors.total : undefined}
          apply={texts.rampApply}
          cancel={texts.cancel}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/**
 * One experiment as an operator decides on it: who leads and how sure that is, the guardrails
 * against the control, why it was stopped if the API stopped a variant, and the actions. Everything
 * wraps, so a 360 px screen reads it without scrolling sideways.
 */
export function ExperimentCard({
  experiment,
  actions,
  busy,
  now,
  timeZone,
}: {
  experiment: ExperimentReport;
  actions: ExperimentActions;
  busy: boolean;
  now: string;
  timeZone?: string;
}) {
  const [ramping, setRamping] = useState(false);
  const headingId = `experiment-${experiment.id}`;
  const control = experiment.variants.find((v) => v.control);
  const best = bestTreatment(experiment);
  const phase = experiment.phases.find((p) => p.phase === experiment.phase);
  const running = experiment.status === 'running';
  const weights = Object.entries(phase?.weights ?? {})
    .map(([version, weight]) => `${version} ${weight}`)
    .join(', ');
  return (
    <Paper component="article" withBorder p="sm" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            {texts.cardTitle(experiment.remote, experiment.venue)}
          </Title>
          <Badge color={running ? 'teal.9' : 'dark'} variant={running ? 'filled' : 'outline'}>
            {running ? texts.running : (texts.ended[experiment.ended_reason ?? 'stopped'] ?? texts.endedLabel)}
          </Badge>
        </Group>
        <Text size="sm">
          {experiment.ended_at
            ? texts.ran(
                dateTime(experiment.started_at, timeZone),
                dateTime(experiment.ended_at, timeZone),
                duration(experiment.started_at, experiment.ended_at),
              )
            : texts.started(dateTime(experiment.started_at, timeZone), duration(experiment.started_at, now))}
        </Text>
        <Text size="sm">{texts.phase(experiment.phase, experiment.phases.length, weights)}</Text>

        {experiment.stopped_automatically.map((stop) => (
          <Alert key={stop.version} role="note" color="red" variant="outline" title={`${texts.stoppedAutomatically}: ${stop.version}`}>
            <Text size="sm" c="dark.9">
              {stop.reason}
            </Text>
          </Alert>
        ))}
        {experiment.srm_warning ? (
          <Alert role="note" color="red" variant="outline">
            <Text size="sm" c="dark.9">
              {texts.srm(experiment.srm_p === null ? '–' : experiment.srm_p.toPrecision(2))}
            </Text>
          </Alert>
        ) : null}

        {experiment.enough_data ? (
          <Text fw={700}>
            {experiment.leader && experiment.leader !== experiment.control && best
              ? texts.leader(experiment.leader, percent(best.chance_to_beat_control), experiment.control)
              : texts.controlLeads(experiment.control)}
          </Text>
        ) : (
          <Text fw={700}>
            {texts.notEnough(experiment.min_exposed, experiment.variants.map((v) => `${v.version} ${v.exposed}`).join(', '))}
          </Text>
        )}

        {experiment.variants.map((variant) => (
          <VariantFigures
            key={variant.version}
            variant={variant}
            control={control}
            leading={variant.version === experiment.leader}
            currency={experiment.currency}
          />
        ))}

        {running ? (
          ramping ? (
            <RampForm experiment={experiment} onRamp={actions.onRamp} onClose={() => setRamping(false)} />
          ) : (
            <Group gap="xs" wrap="wrap">
              {best ? (
                <ShipWinner
                  version={best.version}
                  remote={experiment.remote}
                  venue={experiment.venue}
                  enoughData={experiment.enough_data}
                  busy={busy}
                  onShip={actions.onShip}
                />
              ) : null}
              <Button
                variant="default"
                disabled={busy}
                aria-label={texts.rampLabel(experiment.remote, experiment.venue)}
                onClick={() => setRamping(true)}
              >
                {texts.ramp}
              </Button>
              <Button
                color="red.9"
                disabled={busy}
                aria-label={texts.stopLabel(experiment.remote, experiment.venue)}
                onClick={actions.onStop}
              >
                {texts.stop}
              </Button>
            </Group>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}
