import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { ReleaseModel } from './model';
import { releaseTexts as texts } from './texts';

/** Stops one version by hand, after saying what that does and asking why (the API records the reason). */
export function StopVersion({ model, remote, version, busy }: { model: ReleaseModel; remote: string; version: string; busy: boolean }) {
  const stop = useUnit(model.stopSubmitted);
  const [open, setOpen] = useState(false);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    setMissing(reason === '');
    if (reason === '') return;
    stop({ remote, version, reason });
    setOpen(false);
  };
  return (
    <>
      <Button
        size="xs"
        mih={44}
        variant="outline"
        color="red.9"
        disabled={busy}
        aria-label={texts.stopLabel(remote, version)}
        onClick={() => setOpen(true)}
      >
        {texts.stop}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        closeButtonProps={{ 'aria-label': texts.close }}
        title={texts.stopTitle(remote, version)}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{texts.stopWhat}</Text>
            <Textarea
              name="reason"
              label={texts.reason}
              required
              maxLength={500}
              autosize
              minRows={2}
              error={missing ? texts.reasonRequired : undefined}
            />
            <Group gap="sm">
              <Button type="submit" color="red.9" mih={44}>
                {texts.confirmStop}
              </Button>
              <Button variant="default" mih={44} onClick={() => setOpen(false)}>
                {texts.cancel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
