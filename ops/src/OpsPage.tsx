import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Badge, Button, Container, Group, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useUnit } from 'effector-react';
import type { RemoteOverview } from '@tabula/shared';
import { AuditLog } from './AuditLog';
import type { AuditModel } from './auditModel';
import { ForcePromote } from './ForcePromote';
import type { OpsModel } from './model';
import { checkSplit, type SplitCheck } from './results';
import { texts } from './texts';
import { WeightFields, weightsIn } from './WeightFields';
import type { ExperimentsModel } from './experiments/model';
import { ExperimentsSection } from './experiments/ExperimentsSection';
import { DeveloperOverride } from './DeveloperOverride';
import type { OverrideModel } from './overrideModel';
import type { ReleaseModel } from './release/model';
import { DefaultHistory } from './release/DefaultHistory';
import { ReleaseNotices } from './release/ReleaseNotices';
import { StopVersion } from './release/StopVersion';
import type { RolloutsModel } from './rollouts/model';
import { RolloutsSection } from './rollouts/RolloutsSection';
import { PreviewLinks } from './previews/PreviewLinks';
import type { PreviewsModel } from './previews/model';
import { OutcomeNotice } from './OutcomeNotice';

/** `banner`: what the page shows under its title whatever the view (the payments mode). */
export function OpsPage({
  model,
  experiments,
  audit,
  override,
  release,
  rollouts,
  previews,
  banner,
}: {
  model: OpsModel;
  experiments: ExperimentsModel;
  audit?: AuditModel;
  override?: OverrideModel;
  release: ReleaseModel;
  rollouts?: RolloutsModel;
  previews?: PreviewsModel;
  banner?: ReactNode;
}) {
  const [token, remotes, notice, busy] = useUnit([model.$token, model.$remotes, model.$notice, model.$busy]);
  const refresh = useUnit(model.refreshed);
  const signedIn = token !== null;

  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn, refresh]);

  return (
    <Container size="lg" px="sm" py="md" component="main">
      <Stack gap="md">
        <Title order={1} size="h2">
          {texts.title}
        </Title>
        {banner}
        {notice ? <OutcomeNotice succeeded={notice.kind === 'done'}>{texts.notice(notice)}</OutcomeNotice> : null}
        {notice ? <ForcePromote model={model} notice={notice} busy={busy} /> : null}
        {signedIn ? <ReleaseNotices model={release} /> : null}
        {signedIn ? (
          <Remotes model={model} experiments={experiments} release={release} remotes={remotes} busy={busy} />
        ) : (
          <TokenForm model={model} />
        )}
        {signedIn && rollouts && remotes ? <RolloutsSection model={rollouts} remotes={remotes} /> : null}
        {signedIn && override && remotes && remotes.length > 0 ? (
          <DeveloperOverride model={override} remotes={remotes.map((r) => r.name)} />
        ) : null}
        {signedIn && previews ? <PreviewLinks model={previews} /> : null}
        {signedIn && audit ? <AuditLog audit={audit} /> : null}
      </Stack>
    </Container>
  );
}

function TokenForm({ model }: { model: OpsModel }) {
  const tokenEntered = useUnit(model.tokenEntered);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = String(new FormData(event.currentTarget).get('token') ?? '').trim();
    setMissing(token === '');
    if (token !== '') tokenEntered(token);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          name="token"
          label={texts.tokenLabel}
          description={texts.tokenHint}
          // Mantine's dimmed description is 3.3:1 on white, under the 4.5:1 small text needs.
          descriptionProps={{ c: 'dark.6' }}
          error={missing ? texts.tokenRequired : undefined}
          autoComplete="current-password"
          required
        />
        <Button type="submit">{texts.signIn}</Button>
      </Stack>
    </form>
  );
}

function Remotes({
  model,
  experiments,
  release,
  remotes,
  busy,
}: {
  model: OpsModel;
  experiments: ExperimentsModel;
  release: ReleaseModel;
  remotes: RemoteOverview[] | null;
  busy: boolean;
}) {
  const [refresh, signOut] = useUnit([model.refreshed, model.signedOut]);
  return (
    <Stack gap="lg" aria-busy={busy}>
      <Group gap="sm">
        <Button variant="default" onClick={() => refresh()} loading={busy}>
          {texts.refresh}
        </Button>
        <Button variant="default" onClick={() => signOut()}>
          {texts.signOut}
        </Button>
      </Group>
      {remotes === null ? <Text>{busy ? texts.loading : null}</Text> : <ExperimentsSection model={experiments} />}
      {remotes?.length === 0 ? <Text>{texts.noRemotes}</Text> : null}
      {remotes?.map((remote) => (
        <RemoteSection key={remote.name} model={model} release={release} remote={remote} busy={busy} />
      ))}
    </Stack>
  );
}

/** Wide tables scroll sideways inside a focusable region, so a 360 px screen and a keyboard reach every column. */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

function RemoteSection({
  model,
  release,
  remote,
  busy,
}: {
  model: OpsModel;
  release: ReleaseModel;
  remote: RemoteOverview;
  busy: boolean;
}) {
  const promote = useUnit(model.promoteClicked);
  const [splitting, setSplitting] = useState(false);
  const headingId = `remote-${remote.name}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {remote.name}
      </Title>
      <Text>{texts.defaultVersion(remote.default)}</Text>
      <DefaultHistory model={model} remote={remote} busy={busy} />
      <ScrollRegion label={texts.versionsCaption(remote.name)}>
        <Table miw={320}>
          <Table.Caption c="dark.7">{texts.versionsCaption(remote.name)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{texts.version}</Table.Th>
              <Table.Th scope="col">{texts.registered}</Table.Th>
              <Table.Th scope="col">{texts.promote}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {remote.versions.map((version) => (
              <Table.Tr key={version.version}>
                <Table.Th scope="row">
                  {version.version}
                  {version.halted_reason ? (
                    <Text size="sm" c="red.9" fw={400}>
                      {texts.halted(version.halted_reason)}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td>{texts.registeredAt(version.registered_at, version.registered_by)}</Table.Td>
                <Table.Td>
                  {version.version === remote.default ? (
                    <Badge variant="outline" color="dark">
                      {texts.isDefault}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      disabled={busy}
                      aria-label={texts.promoteLabel(remote.name, version.version)}
                      onClick={() => promote({ remote: remote.name, version: version.version })}
                    >
                      {texts.promote}
                    </Button>
                  )}
                  {!version.halted_reason ? (
                    <StopVersion model={release} remote={remote.name} version={version.version} busy={busy} />
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>

      {splitting ? (
        <SplitForm model={model} remote={remote} onClose={() => setSplitting(false)} />
      ) : (
        <Group>
          <Button variant="default" aria-label={texts.splitLabel(remote.name)} onClick={() => setSplitting(true)}>
            {texts.split}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function SplitForm({ model, remote, onClose }: { model: OpsModel; remote: RemoteOverview; onClose: () => void }) {
  const splitSubmitted = useUnit(model.splitSubmitted);
  const [problem, setProblem] = useState<Extract<SplitCheck, { ok: false }>['error'] | null>(null);
  const formId = `split-${remote.name}`;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const venue = String(new FormData(event.currentTarget).get('venue') ?? '');
    const weights = weightsIn(
      event.currentTarget,
      remote.versions.map(({ version }) => version),
    );
    const checked = checkSplit(venue, weights);
    if (!checked.ok) {
      setProblem(checked.error);
      return;
    }
    setProblem(null);
    splitSubmitted({ remote: remote.name, venue: venue.trim(), variants: checked.variants });
    onClose();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${formId}-title`}>
      <Stack gap="sm" maw={420}>
        <Title order={3} size="h4" id={`${formId}-title`}>
          {texts.splitTitle(remote.name)}
        </Title>
        <TextInput
          name="venue"
          label={texts.venue}
          required
          autoComplete="off"
          error={problem === 'venue' ? texts.splitErrors.venue : undefined}
        />
        <WeightFields
          versions={remote.versions}
          label={texts.weightOf}
          weightError={problem === 'weight' ? texts.splitErrors.weight : undefined}
          totalError={problem === 'total' ? texts.splitErrors.total : undefined}
          apply={texts.applySplit}
          cancel={texts.cancel}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}
