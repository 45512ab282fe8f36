import { act, screen, waitFor, within } from '@testing-library/react';
import { allSettled, createEvent, createStore, fork } from 'effector';
import type { ProgressiveRolloutReport, RemoteOverview } from '@tabula/shared';
import { renderWithProviders } from '@tabula/shared/test';
import type { OpsResult } from '../opsApi';
import { createRolloutsModel } from './model';
import type { RolloutsApi } from './rolloutsApi';
import { RolloutsSection } from './RolloutsSection';

const built = { build_hash: 'ab'.repeat(32), shared: [], exposes: ['./MenuPage'] };
const version = (label: string) => ({
  version: label,
  entry: `http://localhost:8081/${label}/mf-manifest.json`,
  registered_at: '2026-12-01T10:00:00.000Z',
  registered_by: 'maria',
  halted_reason: null,
  ...built,
});
const menu: RemoteOverview = {
  name: 'mfe_menu',
  default: 'v1',
  previous_default: null,
  earlier_defaults: [],
  versions: [version('v1'), version('v2')],
  rollouts: [],
};

const guardrails: ProgressiveRolloutReport['guardrails'] = [
  { name: 'failures', state: 'holds', figure: '0 of 12 guests failed (from 0 clients), default 0 of 30; p = 1.000' },
  { name: 'lcp', state: 'waiting', figure: 'p75 1200 ms (8 reports), default 1100 ms (20 reports)' },
  { name: 'inp', state: 'waiting', figure: 'p75 – (0 reports), default – (0 reports)' },
  { name: 'conversion', state: 'waiting', figure: '1 of 12 guests ordered, default 3 of 30; chance to beat the default 40.0 %' },
];

function rollout(more: Partial<ProgressiveRolloutReport> = {}): ProgressiveRolloutReport {
  return {
    id: 7,
    remote: 'mfe_menu',
    version: 'v2',
    control: 'v1',
    steps: [5, 25, 50, 100],
    step_seconds: 600,
    status: 'running',
    paused: false,
    step: 2,
    share: 25,
    next_step_at: new Date(Date.now() + 120_000).toISOString(),
    started_by: 'maria',
    started_at: '2026-12-06T10:00:00.000Z',
    ended_at: null,
    reason: null,
    venues: ['bistro', 'harbour-hotel'],
    kept_venues: ['rooftop'],
    guardrails,
    ...more,
  };
}

const ABORTED =
  'Aborted automatically: its guests fail significantly more often than the default’s (6 of 6 guests failed (from 1 client), default 0 of 7; p = 8.7e-4)';

const ok = <T,>(body: T): OpsResult<T> => ({ ok: true, body });

/** The operator page as the section sees it, and an API answering from the lists given, one call after another. */
function setUp(lists: ProgressiveRolloutReport[][], api: Partial<RolloutsApi> = {}, { watching = true } = {}) {
  const page = {
    $token: createStore<string | null>('tok'),
    $remotes: createStore<RemoteOverview[] | null>(null),
    refreshed: createEvent(),
  };
  const answers = [...lists];
  const calls: string[] = [];
  const full: RolloutsApi = {
    list: jest.fn(async () => {
      calls.push('list');
      return ok({ rollouts: (answers.length > 1 ? answers.shift() : answers[0]) ?? [] });
    }),
    start: jest.fn(async () => ok(rollout())),
    act: jest.fn(async (_token, _id, action) => {
      calls.push(action);
      return ok(rollout(action === 'pause' ? { paused: true, next_step_at: null } : {}));
    }),
    ...api,
  };
  const model = createRolloutsModel(full, page, { pollMs: 5 });
  let refreshes = 0;
  page.refreshed.watch(() => (refreshes += 1));
  // Not watching: the first read is the last, as if the next never came, so a running rollout stays on screen.
  const scope = fork(watching ? {} : { handlers: [[model.waitFx, () => new Promise<void>(() => undefined)]] });
  return { page, model, api: full, scope, calls, watching, refreshes: () => refreshes };
}

async function signedInPage(setup: ReturnType<typeof setUp>) {
  const view = renderWithProviders(<RolloutsSection model={setup.model} remotes={[menu]} timeZone="UTC" />, { scope: setup.scope });
  const signIn = () => allSettled(setup.page.$remotes, { scope: setup.scope, params: [menu] });
  // A held watch never settles: the first answer read is the page to test.
  if (setup.watching) await act(signIn);
  else {
    act(() => void signIn());
    await waitFor(() => expect(setup.scope.getState(setup.model.$rollouts)).not.toBeNull());
  }
  return view;
}

describe('the progressive rollouts on the operator page', () => {
  it('shows a running rollout: its steps with the current one, when the next starts, and each guardrail with its figure', async () => {
    const setup = setUp([[rollout()]], {}, { watching: false });
    await signedInPage(setup);
    const card = screen.getByRole('article', { name: 'Rollout #7: mfe_menu v2' });
    expect(within(card).getByText('Running')).toBeVisible();
    expect(within(card).getByText('Against v1, the default when it started: the control and every guest’s fallback.')).toBeVisible();
    const steps = within(card).getByRole('list', { name: 'Steps of rollout #7' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 %', '25 % · now', '50 %', '100 %']);
    expect(within(steps).getByText('25 % · now')).toHaveAttribute('aria-current', 'step');
    expect(within(card).getByText('25 % of guests get v2 now.')).toBeVisible();
    expect(within(card).getByText(/^Next step \(50 %\) in (2 min|1\d\d s|\d\d s)\.$/)).toBeVisible();
    expect(within(card).getByText('Keep their own split: rooftop.')).toBeVisible();
    const rails = within(card).getByRole('list', { name: 'Guardrails of rollout #7' });
    expect(
      within(rails)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `Failures:Holds${guardrails[0]?.figure}`,
      `LCP p75:Not enough data${guardrails[1]?.figure}`,
      `INP p75:Not enough data${guardrails[2]?.figure}`,
      `Conversion:Not enough data${guardrails[3]?.figure}`,
    ]);
    expect(within(card).getByRole('button', { name: 'Pause rollout #7' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Abort rollout #7' })).toBeEnabled();
  });

  it('reads the rollouts again while one runs, stops once none does, and has the page read the registry when one ended', async () => {
    const aborted = rollout({ status: 'aborted', share: 0, next_step_at: null, reason: ABORTED, ended_at: '2026-12-06T10:05:00.000Z' });
    const setup = setUp([[rollout()], [rollout()], [aborted]]);
    await signedInPage(setup);
    expect(setup.calls).toEqual(['list', 'list', 'list']);
    expect(setup.refreshes()).toBe(1);
    const card = screen.getByRole('article', { name: 'Rollout #7: mfe_menu v2' });
    expect(within(card).getByText('Aborted', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(within(card).getByRole('note')).toHaveTextContent(ABORTED);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText(/Next step/)).toBeNull();
  });

  it('pauses, then resumes; abort asks first and the answer is shown', async () => {
    const setup = setUp(
      [[rollout({ next_step_at: new Date(Date.now() + 3_600_000).toISOString() })]],
      {
        act: jest.fn(async (_token: string, _id: number, action: 'pause' | 'resume' | 'abort') =>
          ok(
            action === 'pause'
              ? rollout({ paused: true, next_step_at: null })
              : action === 'abort'
                ? rollout({ status: 'aborted', share: 0, next_step_at: null, reason: 'Aborted by admin' })
                : rollout(),
          ),
        ),
      },
      { watching: false },
    );
    const { user } = await signedInPage(setup);
    const card = () => screen.getByRole('article', { name: 'Rollout #7: mfe_menu v2' });

    await user.click(within(card()).getByRole('button', { name: 'Pause rollout #7' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rollout #7 of mfe_menu v2 is paused: its share holds.');
    expect(within(card()).getByText('Paused')).toBeVisible();
    expect(within(card()).getByText('Paused: the share holds and the step’s clock is stopped; the guardrails still watch.')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Resume rollout #7' }));
    expect(await screen.findByText('Rollout #7 of mfe_menu v2 goes on.')).toBeVisible();

    await user.click(within(card()).getByRole('button', { name: 'Abort rollout #7' }));
    expect(within(card()).getByText('Abort this rollout? Every guest of v2 gets v1 again, and v1 stays the default.')).toBeVisible();
    await user.click(within(card()).getByRole('button', { name: 'Keep it running' }));
    expect(setup.api.act).not.toHaveBeenCalledWith('tok', 7, 'abort');
    await user.click(within(card()).getByRole('button', { name: 'Abort rollout #7' }));
    await user.click(within(card()).getByRole('button', { name: 'Abort the rollout' }));
    expect(await screen.findByText('Rollout #7 of mfe_menu v2 is aborted: the default stays as it was.')).toBeVisible();
    expect(within(card()).getByRole('note')).toHaveTextContent('Aborted by admin');
    expect((setup.api.act as jest.Mock).mock.calls.map(([, id, action]) => [id, action])).toEqual([
      [7, 'pause'],
      [7, 'resume'],
      [7, 'abort'],
    ]);
  });

  it('starts a rollout from the form, which says what is wrong and keeps the API’s refusal in view', async () => {
    const refusal = 'mfe_menu runs a rollout already: pause, abort or let it finish first';
    const start = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, problem: 'conflict', status: 409, message: refusal })
      .mockResolvedValueOnce(ok(rollout({ id: 8, step: 1, share: 10, steps: [10, 100] })));
    const setup = setUp([[]], { start });
    const { user } = await signedInPage(setup);
    expect(screen.getByText('No rollout yet.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Start a rollout' }));
    const form = screen.getByRole('form', { name: 'Start a rollout' });
    // The default is no version to roll out: only v2 is offered.
    expect(within(form).getByRole('combobox', { name: 'Version' })).toHaveTextContent('v2');
    expect(within(form).queryByRole('option', { name: 'v1' })).toBeNull();
    const steps = within(form).getByRole('textbox', { name: 'Steps (% of guests)' });
    const every = within(form).getByRole('textbox', { name: 'Each step lasts' });
    // Each typed field starts filled in, with its hint as its description.
    expect(steps).toHaveValue('5,25,50,100');
    expect(steps).toHaveAccessibleDescription('Ascending, ending at 100, for example 5,25,50,100.');
    expect(every).toHaveValue('30m');
    expect(every).toHaveAccessibleDescription('For example 30m, 90s or 2h (at least 10 s).');
    await user.clear(steps);
    await user.type(steps, '10,50');
    await user.click(within(form).getByRole('button', { name: 'Start the rollout' }));
    expect(within(form).getByText('Give ascending whole percentages ending at 100, at most 10, for example 5,25,50,100.')).toBeVisible();
    expect(steps).toBeInvalid();
    expect(start).not.toHaveBeenCalled();

    await user.clear(steps);
    await user.type(steps, '10,100');
    await user.clear(every);
    await user.type(every, '5s');
    await user.click(within(form).getByRole('button', { name: 'Start the rollout' }));
    expect(within(form).getByText('Give a length such as 30m, 90s or 2h, at least 10 s.')).toBeVisible();
    expect(every).toBeInvalid();
    expect(steps).toBeValid();
    expect(start).not.toHaveBeenCalled();

    await user.clear(every);
    await user.type(every, '90s');
    await user.click(within(form).getByRole('button', { name: 'Start the rollout' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Refused: ${refusal}`);
    expect(start).toHaveBeenLastCalledWith('tok', { remote: 'mfe_menu', version: 'v2', steps: [10, 100], stepSeconds: 90 });

    await user.click(within(form).getByRole('button', { name: 'Start the rollout' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rollout #8 of mfe_menu v2 has started.');
    expect(screen.queryByRole('form', { name: 'Start a rollout' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Rollout #8: mfe_menu v2' })).toBeVisible();
    expect(setup.refreshes()).toBe(1);
  });
});
