import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { PreviewsModel } from './model';
import type { PreviewLink } from '@tabula/shared';
import { previewsTexts as texts } from './texts';
import { OutcomeNotice } from '../OutcomeNotice';

type State = 'live' | 'revoked' | 'expired';

// 44 × 44 px, the target an operator's thumb needs on a phone (WCAG 2.5.5).
const TARGET = 44;

const stateOf = (link: PreviewLink, now: string): State =>
  link.revoked_at !== null ? 'revoked' : link.expires_at <= now ? 'expired' : 'live';

/** The open preview links, newest first, each with what it shows, who made it, until when, and a Revoke that asks first. */
export function PreviewLinks({ model, now = new Date().toISOString() }: { model: PreviewsModel; now?: string }) {
  const [links, failed, notice] = useUnit([model.$links, model.$failed, model.$notice]);
  return (
    <Stack component="section" aria-labelledby="preview-links" gap="sm">
      <Title order={2} size="h3" id="preview-links">
        {texts.title}
      </Title>
      <Text size="sm">{texts.hint}</Text>
      {notice ? <OutcomeNotice succeeded={notice.kind === 'revoked'}>{texts.notice(notice)}</OutcomeNotice> : null}
      {failed ? <Text c="red.9">{texts.unavailable}</Text> : null}
      {links?.length === 0 ? <Text>{texts.none}</Text> : null}
      {links && links.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {links.map((link) => (
            <LinkCard key={link.id} link={link} state={stateOf(link, now)} model={model} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function LinkCard({ link, state, model }: { link: PreviewLink; state: State; model: PreviewsModel }) {
  const [confirming, busy, revoke, confirm, cancel] = useUnit([
    model.$confirming,
    model.$busy,
    model.revokeClicked,
    model.revokeConfirmed,
    model.revokeCancelled,
  ]);
  const titleId = `preview-link-${link.id}`;
  return (
    <Paper component="li" withBorder p="sm" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h5" id={titleId}>
            {texts.linkTitle(link.id)}: {texts.versions(link.remotes)}
          </Title>
          <Badge color={state === 'live' ? 'teal.9' : 'dark'} variant={state === 'live' ? 'filled' : 'outline'}>
            {texts[state]}
          </Badge>
        </Group>
        {link.remotes
          .filter((r) => r.stopped)
          .map((r) => (
            <Text key={r.remote} size="sm" c="red.9">
              {texts.stopped(r.remote, r.version, r.stopped as string)}
            </Text>
          ))}
        <Text size="sm">{texts.madeBy(link.created_by, link.created_at)}</Text>
        <Text size="sm">{texts.opens(link.venue, link.path)}</Text>
        <Text size="sm">
          {link.revoked_at !== null ? texts.revokedBy(link.revoked_by, link.revoked_at) : texts.expires(link.expires_at)}
        </Text>
        {state === 'live' && confirming !== link.id ? (
          <Button
            variant="default"
            color="red.9"
            disabled={busy}
            aria-label={texts.revokeLabel(link.id)}
            onClick={() => revoke(link.id)}
            h={TARGET}
            style={{ alignSelf: 'flex-start' }}
          >
            {texts.revoke}
          </Button>
        ) : null}
        {state === 'live' && confirming === link.id ? (
          <Stack gap="xs" role="group" aria-label={texts.revokeLabel(link.id)}>
            <Text size="sm" fw={700}>
              {texts.confirm(link.id)}
            </Text>
            <Group gap="sm">
              <Button color="red.9" h={TARGET} loading={busy} onClick={() => confirm()}>
                {texts.confirmRevoke}
              </Button>
              <Button variant="default" h={TARGET} onClick={() => cancel()}>
                {texts.keep}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
