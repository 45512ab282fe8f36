import { type FormEvent } from 'react';
import { Anchor, Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { OverrideModel } from './overrideModel';
import { texts } from './texts';

/**
 * Points one remote at another entry (the developer's dev server) for this browser alone: the guests
 * and every other browser keep the registry's builds.
 */
export function DeveloperOverride({ model, remotes }: { model: OverrideModel; remotes: string[] }) {
  const [submit, outcome, pending] = useUnit([model.submitted, model.$outcome, model.$pending]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    submit({ remote: String(form.get('remote') ?? ''), entry: String(form.get('entry') ?? '').trim() });
  };
  return (
    <Stack component="section" aria-labelledby="developer-override" gap="sm">
      <Title order={2} size="h3" id="developer-override">
        {texts.overrideTitle}
      </Title>
      <Text size="sm">{texts.overrideHint}</Text>
      <form onSubmit={onSubmit}>
        <Stack gap="sm" maw={560}>
          <NativeSelect
            name="remote"
            label={texts.overrideRemote}
            data={remotes}
            defaultValue={remotes.includes(model.initial.remote) ? model.initial.remote : remotes[0]}
          />
          <TextInput
            name="entry"
            type="url"
            required
            label={texts.overrideEntry}
            placeholder="http://localhost:3001/mf-manifest.json"
            defaultValue={model.initial.entry}
          />
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
            {texts.overrideApply}
          </Button>
        </Stack>
      </form>
      {outcome?.ok ? (
        <Text role="status" c="teal.9" fw={700}>
          {texts.overrideDone(outcome.overrides)}
        </Text>
      ) : null}
      {outcome?.ok ? (
        <Anchor href="/menu" c="blue.9" fw={700} underline="always">
          {texts.overrideOpen}
        </Anchor>
      ) : null}
      {outcome && !outcome.ok ? (
        <Text role="alert" c="red.9" fw={700}>
          {outcome.message}
        </Text>
      ) : null}
    </Stack>
  );
}
