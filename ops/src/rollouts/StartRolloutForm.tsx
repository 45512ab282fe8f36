import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { RemoteOverview } from '@tabula/shared';
import type { RolloutsModel } from './model';
import { checkRolloutStart, type StartProblem } from './startCheck';
import { rolloutTexts as texts } from './texts';

const TARGET = 44;
const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/** The typed fields of the form, each declared once: its name is the problem startCheck reports for it. */
const TIMING_FIELDS: { name: Extract<StartProblem, 'steps' | 'every'>; label: string; hint: string; initial: string }[] = [
  { name: 'steps', label: texts.steps, hint: texts.stepsHint, initial: '5,25,50,100' },
  { name: 'every', label: texts.every, hint: texts.everyHint, initial: '30m' },
];

/** Remote, version (any but its default), steps and step length; the API's refusal (contract gate, one running per remote, a stopped version) stays on the form. */
export function StartRolloutForm({ model, remotes }: { model: RolloutsModel; remotes: RemoteOverview[] }) {
  const [submitted, closed, refusal, busy] = useUnit([model.startSubmitted, model.startClosed, model.$startRefusal, model.$busy]);
  // The form's own choice: which remote's versions the version list offers.
  const [remoteName, setRemoteName] = useState(remotes[0]?.name ?? '');
  const [problem, setProblem] = useState<StartProblem | null>(null);
  const remote = remotes.find((r) => r.name === remoteName);
  const versions = (remote?.versions ?? []).filter((v) => v.version !== remote?.default).map((v) => v.version);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkRolloutStart({
      remote: remoteName,
      version: field(form, 'version'),
      steps: field(form, 'steps'),
      every: field(form, 'every'),
    });
    setProblem(checked.ok ? null : checked.problem);
    if (checked.ok) submitted(checked.request);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="rollout-start-title">
      <Stack gap="sm" maw={420}>
        <Title order={3} size="h4" id="rollout-start-title">
          {texts.startTitle}
        </Title>
        <NativeSelect
          name="remote"
          label={texts.remote}
          data={remotes.map((r) => r.name)}
          value={remoteName}
          onChange={(event) => setRemoteName(event.currentTarget.value)}
        />
        {versions.length === 0 ? (
          <Text size="sm">{texts.noVersion}</Text>
        ) : (
          <NativeSelect
            key={remoteName}
            name="version"
            label={texts.version}
            data={versions}
            error={problem === 'version' ? texts.startProblems.version : undefined}
          />
        )}
        {TIMING_FIELDS.map((timing) => (
          <TextInput
            key={timing.name}
            name={timing.name}
            label={timing.label}
            description={timing.hint}
            descriptionProps={{ c: 'dark.6' }}
            defaultValue={timing.initial}
            autoComplete="off"
            required
            error={problem === timing.name ? texts.startProblems[timing.name] : undefined}
          />
        ))}
        {refusal ? (
          <Text role="alert" c="red.9" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {texts.refused(refusal)}
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button type="submit" mih={TARGET} loading={busy} disabled={versions.length === 0}>
            {texts.startApply}
          </Button>
          <Button variant="default" mih={TARGET} onClick={() => closed()}>
            {texts.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
