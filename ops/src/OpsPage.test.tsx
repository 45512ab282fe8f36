import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { auditEntry, auditLog } from './auditFixture';
import { createAuditModel } from './auditModel';
import { createOpsModel, TOKEN_KEY } from './model';
import type { ExperimentReport, ExperimentVariantReport, PromoteAnswer, RemoteOverview } from '@tabula/shared';
import type { createOpsCall, OpsApi, OpsResult } from './opsApi';
import { OpsPage } from './OpsPage';
import { createExperimentsModel } from './experiments/model';
import { createReleaseModel } from './release/model';

const built = { build_hash: 'ab'.repeat(32), shared: [], exposes: ['./MenuPage'] };
const menu: RemoteOverview = {
  name: 'mfe_menu',
  default: 'a',
  previous_default: null,
  earlier_defaults: [],
  versions: [
    {
      version: 'a',
      entry: 'http://localhost:8081/a/mf-manifest.json',
      registered_at: '2026-11-20T10:00:00.000Z',
      registered_by: 'system',
      halted_reason: null,
      ...built,
    },
    {
      version: 'b',
      entry: 'http://localhost:8081/b/mf-manifest.json',
      registered_at: '2026-11-21T10:00:00.000Z',
      registered_by: 'maria',
      halted_reason: 'Stopped automatically: 6 guests failed to load it',
      ...built,
    },
  ],
  rollouts: [
    {
      venue: 'bistro',
      variants: [
        { version: 'a', weight: 50, guests: 8, orders_submitted: 3, orders_paid: 2, load_failures: 0, stopped_reason: null },
        {
          version: 'b',
          weight: 0,
          guests: 4,
          orders_submitted: 1,
          orders_paid: 1,
          load_failures: 6,
          stopped_reason: '6 guests failed to load it in 10 minutes',
        },
      ],
    },
  ],
};

const ok = <T,>(body: T): OpsResult<T> => ({ ok: true, body });
/** What the API answers a promote that reached every venue. */
const promotedTo = (remote: string, version: string): PromoteAnswer => ({
  remote,
  default: version,
  previous: 'a',
  kept_splits: [],
  ended_splits: [],
});

const figures = (
  version: string,
  exposed: number,
  converted: number,
  more: Partial<ExperimentVariantReport> = {},
): ExperimentVariantReport => ({
  version,
  weight: 50,
  control: false,
  stopped_reason: null,
  exposed,
  converted,
  conversion: converted / exposed,
  ci_low: 0.1,
  ci_high: 0.3,
  uplift: null,
  uplift_ci_low: null,
  uplift_ci_high: null,
  chance_to_beat_control: null,
  orders_submitted: converted + 1,
  orders_paid: converted,
  revenue_cents: 320 * exposed,
  revenue_per_exposed_cents: 320,
  load_failures: 0,
  render_failures: 0,
  lcp_p75_ms: 1100,
  inp_p75_ms: 80,
  cls_p75: 0.01,
  ...more,
});

const running: ExperimentReport = {
  id: 3,
  venue: 'bistro',
  currency: 'EUR',
  remote: 'mfe_menu',
  status: 'running',
  control: 'a',
  started_at: '2026-11-20T10:00:00.000Z',
  ended_at: null,
  ended_reason: null,
  phase: 2,
  phases: [
    { phase: 1, weights: { a: 90, b: 10 }, started_at: '2026-11-20T10:00:00.000Z', ended_at: '2026-11-21T10:00:00.000Z' },
    { phase: 2, weights: { a: 50, b: 50 }, started_at: '2026-11-21T10:00:00.000Z', ended_at: null },
  ],
  srm_p: 0.42,
  srm_warning: false,
  enough_data: true,
  min_exposed: 100,
  leader: 'b',
  stopped_automatically: [{ version: 'c', reason: 'Stopped automatically: 5 guests failed to load it within 10 min' }],
  variants: [
    figures('a', 400, 40, { control: true }),
    figures('b', 410, 60, { uplift: 0.43, uplift_ci_low: 0.05, uplift_ci_high: 0.81, chance_to_beat_control: 0.987, lcp_p75_ms: 1250 }),
    figures('c', 12, 0, { weight: 0, stopped_reason: 'Stopped automatically: 5 guests failed', chance_to_beat_control: 0.02 }),
  ],
};

const ended: ExperimentReport = {
  ...running,
  id: 2,
  venue: 'harbour',
  currency: 'USD',
  status: 'ended',
  ended_at: '2026-11-19T12:30:00.000Z',
  ended_reason: 'stopped',
  started_at: '2026-11-19T10:00:00.000Z',
  stopped_automatically: [],
  enough_data: false,
  leader: null,
};

function fakeApi(overrides: Partial<OpsApi> = {}): jest.Mocked<OpsApi> {
  return {
    listRemotes: jest.fn(async () => ok({ remotes: [menu] })),
    promote: jest.fn(async (_token: string, remote: string, version: string) => ok(promotedTo(remote, version))),
    split: jest.fn(async () => ok(null)),
    rollback: jest.fn(async () => ok(null)),
    audit: jest.fn(async () => ok({ entries: auditLog })),
    listExperiments: jest.fn(async () => ok({ experiments: [running, ended] })),
    pooled: jest.fn(async () => ok({ versions: [] })),
    shipExperiment: jest.fn(async () => ok({ ...running, status: 'ended' as const })),
    stopExperiment: jest.fn(async () => ok({ ...running, status: 'ended' as const })),
    rampExperiment: jest.fn(async () => ok(running)),
    ...overrides,
  } as jest.Mocked<OpsApi>;
}

/** The page as index.tsx builds it; `call` serves the release controls (release/release.test.tsx tries them). */
function renderPage(api: OpsApi, call: jest.Mock = jest.fn(), storage: Storage = window.sessionStorage) {
  const model = createOpsModel(api, storage);
  const audit = createAuditModel(api, { $token: model.$token, reloaded: model.$remotes.updates });
  const experiments = createExperimentsModel(api, model);
  const release = createReleaseModel(call as unknown as ReturnType<typeof createOpsCall>, model, experiments);
  render(
    <MantineProvider>
      <OpsPage model={model} experiments={experiments} audit={audit} release={release} />
    </MantineProvider>,
  );
}

async function signIn(token = 'secret') {
  await userEvent.type(screen.getByLabelText(/Ops token/), token);
  await userEvent.click(screen.getByRole('button', { name: 'Open the operator page' }));
}

beforeEach(() => window.sessionStorage.clear());

describe('the operator page', () => {
  it('asks for the token once and keeps it for the browser tab', async () => {
    const api = fakeApi();
    renderPage(api);
    await userEvent.click(screen.getByRole('button', { name: 'Open the operator page' }));
    expect(screen.getByText('Enter the ops token.')).toBeInTheDocument();
    expect(api.listRemotes).not.toHaveBeenCalled();

    await signIn();
    expect(await screen.findByRole('heading', { name: 'mfe_menu' })).toBeInTheDocument();
    expect(api.listRemotes).toHaveBeenCalledWith('secret');
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe('secret');
  });

  it('opens with the kept token without asking again', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'mfe_menu' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Ops token/)).not.toBeInTheDocument();
    expect(api.listRemotes).toHaveBeenCalledWith('kept');
  });

  it('shows each experiment as a card: the leader, its chance and interval, guardrails against control, and why a variant stopped', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    renderPage(fakeApi());
    const card = await screen.findByRole('article', { name: 'mfe_menu at bistro' });
    expect(within(card).getByText('b leads: 98.7 % chance to beat a')).toBeInTheDocument();
    expect(within(card).getByText('Running')).toBeInTheDocument();
    expect(within(card).getByText(/^Started 20 Nov 2026, \d\d:00 \S+ \(/)).toBeInTheDocument();
    expect(within(card).getByText('Phase 2 of 2: a 50, b 50')).toBeInTheDocument();
    expect(within(card).getByText('Stopped automatically: c')).toBeInTheDocument();
    const b = within(card).getByRole('group', { name: 'b' });
    expect(within(b).getByText('14.6 % (95 % interval 10.0 – 30.0 %)')).toBeInTheDocument();
    expect(within(b).getByText('+43.0 % (+5.0 % to +81.0 %)')).toBeInTheDocument();
    expect(within(b).getByText('1,250 ms (control 1,100 ms)')).toBeInTheDocument();
    expect(within(b).getByText('410, 60 ordered')).toBeInTheDocument();
    expect(within(b).getByText('€3.20')).toBeInTheDocument();
    const harbour = screen.getByRole('article', { name: 'mfe_menu at harbour' });
    expect(within(harbour).getByText('Stopped')).toBeInTheDocument();
    // Written as the venue's own menu writes its prices, not as 'US$3.20'.
    expect(within(within(harbour).getByRole('group', { name: 'b' })).getByText('$3.20')).toBeInTheDocument();
    expect(within(harbour).getByText(/^Not enough data yet: each variant needs 100 guests/)).toBeInTheDocument();
    expect(within(harbour).getByText(/^Ran 19 Nov 2026, .* \(2 h 30 min\)$/)).toBeInTheDocument();
    expect(within(harbour).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ships the winner once confirmed, and reads everything again', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Ship the winner: b, the default of mfe_menu for every venue, ending the experiment at bistro',
      }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Ship b?' });
    expect(api.shipExperiment).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ship b' }));
    expect(await screen.findByText('b is shipped: the default everywhere, and mfe_menu at bistro has ended.')).toBeInTheDocument();
    expect(api.shipExperiment).toHaveBeenCalledWith('kept', 3, 'b');
    expect(api.listRemotes).toHaveBeenCalledTimes(2);
    expect(api.listExperiments).toHaveBeenCalledTimes(2);
  });

  it('ramps with new weights for every variant, after checking them, and stops', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Ramp mfe_menu at bistro: new weights' }));
    const b = screen.getByLabelText('Weight of b (0 to 100)');
    await userEvent.clear(b);
    await userEvent.type(b, '101');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new phase' }));
    expect(screen.getAllByText('Each weight is a whole number from 0 to 100.').length).toBeGreaterThan(0);
    expect(api.rampExperiment).not.toHaveBeenCalled();
    await userEvent.clear(b);
    await userEvent.type(b, '90');
    await userEvent.clear(screen.getByLabelText('Weight of a (0 to 100)'));
    await userEvent.type(screen.getByLabelText('Weight of a (0 to 100)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Start a new phase' }));
    expect(await screen.findByText('mfe_menu at bistro runs a new phase with the new weights.')).toBeInTheDocument();
    expect(api.rampExperiment).toHaveBeenCalledWith('kept', 3, { a: 10, b: 90, c: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Stop the experiment of mfe_menu at bistro' }));
    expect(
      await screen.findByText('mfe_menu at bistro is stopped: its guests get the default. Its results stay below.'),
    ).toBeInTheDocument();
    expect(api.stopExperiment).toHaveBeenCalledWith('kept', 3);
  });

  it('promotes a version and reads the remotes again', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote b to default of mfe_menu' }));
    expect(await screen.findByRole('status')).toHaveTextContent('b is now the default of mfe_menu.');
    expect(api.promote).toHaveBeenCalledWith('kept', 'mfe_menu', 'b', false);
    expect(api.listRemotes).toHaveBeenCalledTimes(2);
  });

  it('splits a venue with the weights entered, after checking them', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: "Split a venue's guests between versions of mfe_menu" }));
    await userEvent.type(screen.getByLabelText(/Venue slug/), 'harbour');
    await userEvent.type(screen.getByLabelText('Weight of b (0 to 100)'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the split' }));
    expect(screen.getAllByText('Each weight is a whole number from 0 to 100.').length).toBeGreaterThan(0);
    expect(api.split).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Weight of b (0 to 100)'));
    await userEvent.type(screen.getByLabelText('Weight of b (0 to 100)'), '20');
    await userEvent.type(screen.getByLabelText('Weight of a (0 to 100)'), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the split' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The split of mfe_menu at harbour is applied.');
    expect(api.split).toHaveBeenCalledWith('kept', 'harbour', 'mfe_menu', { a: 80, b: 20 });
  });

  it('offers to force a promote the API refused, and forces it only when asked', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi({
      promote: jest.fn(async (_token: string, _remote: string, _version: string, force?: boolean) =>
        force
          ? ok(promotedTo('mfe_menu', 'b'))
          : ({ ok: false, problem: 'conflict', status: 409, message: 'mfe_menu b was stopped automatically' } as const),
      ),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote b to default of mfe_menu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: mfe_menu b was stopped automatically');
    expect(api.promote).toHaveBeenLastCalledWith('kept', 'mfe_menu', 'b', false);
    await userEvent.click(screen.getByRole('button', { name: 'Promote b anyway to default of mfe_menu' }));
    expect(await screen.findByRole('status')).toHaveTextContent('b is now the default of mfe_menu.');
    expect(api.promote).toHaveBeenLastCalledWith('kept', 'mfe_menu', 'b', true);
    expect(screen.queryByRole('button', { name: /anyway/ })).not.toBeInTheDocument();
  });

  it('says why a change was refused, and keeps the table', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi({
      promote: jest.fn(async () => ({ ok: false, problem: 'conflict', status: 409, message: 'version b is not registered' }) as const),
    });
    renderPage(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote b to default of mfe_menu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Refused: version b is not registered');
    expect(screen.getByRole('heading', { name: 'mfe_menu' })).toBeInTheDocument();
  });

  it('asks for the token again when it is refused', async () => {
    const api = fakeApi({
      listRemotes: jest.fn(async () => ({ ok: false, problem: 'unauthorized', status: 401, message: 'Invalid ops token' }) as const),
    });
    renderPage(api);
    await signIn('wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('The ops token was refused. Enter it again.');
    expect(screen.getByLabelText(/Ops token/)).toBeInTheDocument();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('says who registered each version, and which the API stopped', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    renderPage(fakeApi());
    const versions = await screen.findByRole('table', { name: 'Versions of mfe_menu' });
    expect(within(versions).getByText('2026-11-21 10:00 by maria')).toBeInTheDocument();
    expect(within(versions).getByText('Stopped by the API: Stopped automatically: 6 guests failed to load it')).toBeInTheDocument();
  });

  it('says a remote has no default yet, and offers to promote each of its versions', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const undecided = { ...menu, default: null, rollouts: [] };
    const api = fakeApi({ listRemotes: jest.fn(async () => ok({ remotes: [undecided] })) });
    renderPage(api);
    expect(await screen.findByText('No default version yet: promote one below.')).toBeInTheDocument();
    expect(screen.queryByText(/Default version:/)).not.toBeInTheDocument();
    const versions = screen.getByRole('table', { name: 'Versions of mfe_menu' });
    expect(within(versions).queryByText('Default')).not.toBeInTheDocument();
    await userEvent.click(within(versions).getByRole('button', { name: 'Promote a to default of mfe_menu' }));
    expect(api.promote).toHaveBeenCalledWith('kept', 'mfe_menu', 'a', false);
  });

  it('rolls a remote back to its previous default in one step, logs it, and offers it only when there is one', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const promoted: RemoteOverview = {
      ...menu,
      default: 'b',
      previous_default: 'a',
      earlier_defaults: [{ version: 'a', since: null, replaced_at: '2026-11-21T10:00:00.000Z' }],
    };
    const api = fakeApi({ listRemotes: jest.fn(async () => ok({ remotes: [promoted] })) });
    renderPage(api);
    const history = await screen.findByRole('region', { name: 'Earlier defaults of mfe_menu' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('a: the default until 2026-11-21 10:00');
    // One rollback on the page: the history's, not a second button beside the default.
    expect(screen.getAllByRole('button', { name: /^Roll back to/ })).toHaveLength(1);

    jest.mocked(api.audit).mockResolvedValue(
      ok({
        entries: [
          auditEntry(3, {
            at: '2026-11-21T11:00:00.000Z',
            action: 'rollback',
            before: { default: 'b' },
            after: { default: 'a' },
          }),
          ...auditLog,
        ],
      }),
    );
    await userEvent.click(within(history).getByRole('button', { name: 'Roll back to a as the default of mfe_menu' }));
    expect(await screen.findByRole('status')).toHaveTextContent('mfe_menu is rolled back: a is its default again.');
    expect(api.rollback).toHaveBeenCalledTimes(1);
    expect(api.rollback).toHaveBeenCalledWith('kept', 'mfe_menu');
    expect(api.listRemotes).toHaveBeenCalledTimes(2);
    const log = screen.getByRole('table', { name: 'Changes of the registry, newest first' });
    expect(await within(log).findByRole('rowheader', { name: 'rollback' })).toBeInTheDocument();
    expect(within(log).getByText('{"default":"b"} → {"default":"a"}')).toBeInTheDocument();

    jest.mocked(api.listRemotes).mockResolvedValue(ok({ remotes: [menu] }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Roll back/ })).not.toBeInTheDocument());
  });

  it('lists the audit log, newest first, with who did what, and reads it again after a change', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    const api = fakeApi();
    renderPage(api);
    const log = await screen.findByRole('table', { name: 'Changes of the registry, newest first' });
    const rows = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      [
        '2026-11-21 10:05:00',
        'system',
        'pause',
        'mfe_menu at bistro',
        '{"version":"b","weight":50} → {"version":"b","weight":0}Stopped automatically: 6 guests failed to load it',
      ],
      ['2026-11-21 10:00:00', 'maria', 'register', 'mfe_menu', '– → {"version":"b"}'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Promote b to default of mfe_menu' }));
    await waitFor(() => expect(api.audit).toHaveBeenCalledTimes(2));
  });

  it('says when the API cannot be reached', async () => {
    window.sessionStorage.setItem(TOKEN_KEY, 'kept');
    renderPage(fakeApi({ listRemotes: jest.fn(async () => ({ ok: false, problem: 'network', status: 0, message: 'network' }) as const) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The API could not be reached. Check the connection and try again.');
  });
});
