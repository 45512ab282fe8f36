import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { ExperimentReport, ExperimentVariantReport, PromoteAnswer, RemoteOverview } from '@tabula/shared';
import { createExperimentsModel } from '../experiments/model';
import { createOpsModel, TOKEN_KEY } from '../model';
import type { createOpsCall, OpsApi, OpsResult } from '../opsApi';
import { OpsPage } from '../OpsPage';
import { createReleaseModel } from './model';
import { ShipWinner } from './ShipWinner';

type OpsCall = ReturnType<typeof createOpsCall>;

const ok = <T,>(body: T): OpsResult<T> => ({ ok: true, body });
const built = { build_hash: 'ab'.repeat(32), shared: [], exposes: ['./MenuPage'] };
const version = (name: string, halted_reason: string | null = null) => ({
  version: name,
  entry: `http://localhost:8081/${name}/mf-manifest.json`,
  registered_at: '2026-11-20T10:00:00.000Z',
  registered_by: 'maria',
  halted_reason,
  ...built,
});
const menu: RemoteOverview = {
  name: 'mfe_menu',
  default: 'v3',
  previous_default: 'v2',
  earlier_defaults: [
    { version: 'v2', since: '2026-11-21T10:00:00.000Z', replaced_at: '2026-11-22T10:00:00.000Z' },
    { version: 'v1', since: null, replaced_at: '2026-11-21T10:00:00.000Z' },
  ],
  versions: [version('v1'), version('v2'), version('v3'), version('v4'), version('v0', 'Stopped by maria: broken')],
  rollouts: [],
};

function fakeApi(overrides: Partial<OpsApi> = {}): jest.Mocked<OpsApi> {
  return {
    listRemotes: jest.fn(async () => ok({ remotes: [menu] })),
    promote: jest.fn(async () => ok(null)),
    split: jest.fn(async () => ok(null)),
    rollback: jest.fn(async () => ok(null)),
    audit: jest.fn(async () => ok({ entries: [] })),
    listExperiments: jest.fn(async () => ok({ experiments: [] })),
    pooled: jest.fn(async () => ok({ versions: [] })),
    shipExperiment: jest.fn(),
    stopExperiment: jest.fn(),
    rampExperiment: jest.fn(),
    ...overrides,
  } as jest.Mocked<OpsApi>;
}

/** The page in a scope of its own, signed in, with the release controls calling `call`. */
function renderPage(api: OpsApi, call: jest.Mock) {
  window.sessionStorage.setItem(TOKEN_KEY, 'tok');
  const model = createOpsModel(api, window.sessionStorage);
  const experiments = createExperimentsModel(api, model);
  const release = createReleaseModel(call as unknown as OpsCall, model, experiments);
  const scope = fork();
  render(
    <Provider value={scope}>
      <MantineProvider>
        <OpsPage model={model} experiments={experiments} release={release} />
      </MantineProvider>
    </Provider>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('the release controls on the operator page', () => {
  it('lists the earlier defaults newest first, and rolls back one step to the version the button names', async () => {
    const api = fakeApi();
    renderPage(api, jest.fn());
    const history = await screen.findByRole('region', { name: 'Earlier defaults of mfe_menu' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['v2: the default from 2026-11-21 10:00 until 2026-11-22 10:00', 'v1: the default until 2026-11-21 10:00']);
    await userEvent.click(within(history).getByRole('button', { name: 'Roll back to v2 as the default of mfe_menu' }));
    expect(await screen.findByText('mfe_menu is rolled back: v2 is its default again.')).toBeInTheDocument();
    expect(api.rollback).toHaveBeenCalledTimes(1);
    expect(api.rollback).toHaveBeenCalledWith('tok', 'mfe_menu');
  });

  it('says there is nothing to roll back to when no earlier default is left', async () => {
    const api = fakeApi({
      listRemotes: jest.fn(async () => ok({ remotes: [{ ...menu, previous_default: null, earlier_defaults: [] }] })),
    });
    renderPage(api, jest.fn());
    expect(await screen.findByText('No earlier default: there is nothing to roll back to yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Roll back to/ })).not.toBeInTheDocument();
  });

  it('stops a version by hand only with a reason, after saying what that does', async () => {
    const api = fakeApi();
    const call = jest.fn(async () => ok({ default: 'v3' }));
    renderPage(api, call);
    // A stopped version offers no second stop.
    await screen.findByRole('button', { name: 'Stop this version: mfe_menu v4' });
    expect(screen.queryByRole('button', { name: 'Stop this version: mfe_menu v0' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop this version: mfe_menu v4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop mfe_menu v4' });
    expect(within(dialog).getByText(/Its guests get the default from their next page on/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop it' }));
    expect(within(dialog).getByText('Say why the version is stopped.')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why/ }), 'broken images');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop it' }));
    expect(await screen.findByText('mfe_menu v4 is stopped. The default is v3.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('tok', 'POST', '/api/ops/remotes/mfe_menu/versions/v4/stop', { reason: 'broken images' });
    expect(api.listRemotes).toHaveBeenCalledTimes(2);
  });

  it('says which venues a promote did not reach, and ends their splits in one step', async () => {
    const answer: PromoteAnswer = {
      remote: 'mfe_menu',
      default: 'v4',
      previous: 'v3',
      kept_splits: ['bistro', 'harbour'],
      ended_splits: [],
    };
    const api = fakeApi({ promote: jest.fn(async () => ok(answer)) });
    const call = jest.fn(async () => ok({ ...answer, kept_splits: [], ended_splits: ['bistro', 'harbour'] }));
    renderPage(api, call);
    await userEvent.click(await screen.findByRole('button', { name: 'Promote v4 to default of mfe_menu' }));
    expect(
      await screen.findByText(
        'v4 is the default of mfe_menu, but not at bistro, harbour: they keep their own split, and their guests their variants.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End the splits of mfe_menu at bistro, harbour' }));
    expect(await screen.findByText('The splits of mfe_menu at bistro, harbour have ended: their guests get v4 too.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('tok', 'PUT', '/api/ops/remotes/mfe_menu/default', { version: 'v4', end_splits: true });
    expect(screen.queryByRole('button', { name: /End the splits/ })).not.toBeInTheDocument();
  });

  it('says nothing more after a promote that reached every venue', async () => {
    const answer: PromoteAnswer = { remote: 'mfe_menu', default: 'v4', previous: 'v3', kept_splits: [], ended_splits: [] };
    renderPage(fakeApi({ promote: jest.fn(async () => ok(answer)) }), jest.fn());
    await userEvent.click(await screen.findByRole('button', { name: 'Promote v4 to default of mfe_menu' }));
    expect(await screen.findByText('v4 is now the default of mfe_menu.')).toBeInTheDocument();
    expect(screen.queryByText(/keep their own split|keeps its own split/)).not.toBeInTheDocument();
  });
});

describe('forcing what the API refused until forced', () => {
  const refused = (message: string): OpsResult<never> => ({ ok: false, problem: 'conflict', status: 409, message });

  it('offers to split a stopped version anyway, only after a confirm naming the risk and the API’s reason', async () => {
    const why = 'mfe_menu v0 was stopped (Stopped by maria: broken). Send "force": true to split guests onto it anyway.';
    const api = fakeApi({ split: jest.fn(async () => refused(why)) });
    const call = jest.fn(async () => ok({ experiment: 7, phase: 1 }));
    renderPage(api, call);
    await userEvent.click(await screen.findByRole('button', { name: "Split a venue's guests between versions of mfe_menu" }));
    await userEvent.type(screen.getByLabelText(/Venue slug/), 'bistro');
    await userEvent.clear(screen.getByLabelText('Weight of v0 (0 to 100)'));
    await userEvent.type(screen.getByLabelText('Weight of v0 (0 to 100)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the split' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Split mfe_menu at bistro anyway…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Split mfe_menu at bistro anyway?' });
    expect(within(dialog).getByText(/Guests get a version that was stopped/)).toBeInTheDocument();
    expect(within(dialog).getByText(why)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Split anyway' }));
    expect(await screen.findByText('The split of mfe_menu at bistro is applied, forced.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('tok', 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', {
      variants: expect.objectContaining({ v0: 50 }),
      force: true,
    });
    expect(screen.queryByRole('button', { name: /anyway…$/ })).not.toBeInTheDocument();
  });

  it('offers no force for a refusal that cannot be forced', async () => {
    const api = fakeApi({ split: jest.fn(async () => refused('cannot host mfe_menu v0: it does not expose ./MenuPage')) });
    renderPage(api, jest.fn());
    await userEvent.click(await screen.findByRole('button', { name: "Split a venue's guests between versions of mfe_menu" }));
    await userEvent.type(screen.getByLabelText(/Venue slug/), 'bistro');
    await userEvent.clear(screen.getByLabelText('Weight of v1 (0 to 100)'));
    await userEvent.type(screen.getByLabelText('Weight of v1 (0 to 100)'), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the split' }));
    expect(await screen.findByText(/Refused: cannot host mfe_menu v0/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /anyway…$/ })).not.toBeInTheDocument();
  });
});

describe('shipping a winner the API refuses until forced', () => {
  const variant = (version: string, control: boolean): ExperimentVariantReport => ({
    version,
    weight: 50,
    control,
    stopped_reason: null,
    exposed: 150,
    converted: control ? 15 : 30,
    conversion: control ? 0.1 : 0.2,
    ci_low: null,
    ci_high: null,
    uplift: null,
    uplift_ci_low: null,
    uplift_ci_high: null,
    chance_to_beat_control: control ? null : 0.99,
    orders_submitted: 30,
    orders_paid: 20,
    revenue_cents: 0,
    revenue_per_exposed_cents: 0,
    load_failures: 0,
    render_failures: 0,
    lcp_p75_ms: null,
    inp_p75_ms: null,
    cls_p75: null,
  });
  const experiment: ExperimentReport = {
    id: 3,
    venue: 'bistro',
    currency: 'EUR',
    remote: 'mfe_menu',
    status: 'running',
    control: 'v3',
    started_at: '2026-11-20T10:00:00.000Z',
    ended_at: null,
    ended_reason: null,
    phase: 1,
    phases: [{ phase: 1, weights: { v3: 50, v4: 50 }, started_at: '2026-11-20T10:00:00.000Z', ended_at: null }],
    srm_p: 0.5,
    srm_warning: false,
    enough_data: true,
    min_exposed: 100,
    leader: 'v4',
    stopped_automatically: [],
    variants: [variant('v3', true), variant('v4', false)],
  };

  it('offers Ship v4 anyway after the refusal, and ships with force only once confirmed', async () => {
    const why = 'mfe_menu v4 was stopped (Stopped by maria: broken). Send "force": true to promote it anyway.';
    const api = fakeApi({
      listExperiments: jest.fn(async () => ok({ experiments: [experiment] })),
      shipExperiment: jest.fn(async () => ({ ok: false as const, problem: 'conflict' as const, status: 409, message: why })),
    });
    const call = jest.fn(async () => ok({ ...experiment, status: 'ended' }));
    renderPage(api, call);
    await userEvent.click(await screen.findByRole('button', { name: /^Ship the winner: v4/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ship v4?' })).getByRole('button', { name: 'Ship v4' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ship v4 anyway…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship v4 anyway?' });
    expect(within(dialog).getByText(why)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship v4 anyway' }));
    expect(await screen.findByText('v4 is shipped, forced: the default everywhere.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('tok', 'POST', '/api/ops/experiments/3/ship', { version: 'v4', force: true });
  });
});

describe('Ship the winner', () => {
  const renderShip = (enoughData: boolean, onShip = jest.fn()) => {
    render(
      <MantineProvider>
        <ShipWinner version="b" remote="mfe_menu" venue="bistro" enoughData={enoughData} busy={false} onShip={onShip} />
      </MantineProvider>,
    );
    return onShip;
  };

  it('is not offered before every variant has enough guests', () => {
    renderShip(false);
    expect(screen.queryByRole('button', { name: /Ship the winner/ })).not.toBeInTheDocument();
  });

  it('asks to confirm, and ships nothing when cancelled', async () => {
    const onShip = renderShip(true);
    await userEvent.click(screen.getByRole('button', { name: /^Ship the winner: b/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship b?' });
    expect(
      within(dialog).getByText(/b becomes the default of mfe_menu for every venue, and the experiment at bistro ends/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onShip).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /^Ship the winner: b/ }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Ship b?' })).getByRole('button', { name: 'Ship b' }));
    expect(onShip).toHaveBeenCalledWith('b');
  });
});
