import { attach, combine, createEffect, createEvent, createStore, sample, type EventCallable, type Store } from 'effector';
import type { ProgressiveRolloutReport, RemoteOverview } from '@tabula/shared';
import type { OpsResult } from '../opsApi';
import type { RolloutAction, RolloutsApi, StartRolloutRequest } from './rolloutsApi';

/** How often the section reads the rollouts again while one runs: its steps and guardrails move by themselves. */
export const POLL_MS = 4_000;

export type RolloutNotice =
  { kind: 'done'; action: RolloutAction | 'start'; id: number; remote: string; version: string } | { kind: 'failed'; message: string };

/** What the section needs of the operator page: its token, when it reads the registry, and a way to make it read again. */
export interface RolloutsPage {
  $token: Store<string | null>;
  $remotes: Store<RemoteOverview[] | null>;
  refreshed: EventCallable<void>;
}

type Failed = Extract<OpsResult<unknown>, { ok: false }>;

const messageOf = (result: Failed) =>
  result.problem === 'network' ? 'The API could not be reached. Check the connection and try again.' : result.message;

const runningIds = (rollouts: ProgressiveRolloutReport[] | null) =>
  new Set((rollouts ?? []).filter((r) => r.status === 'running').map((r) => r.id));

/**
 * The progressive rollouts on the operator page: read with the registry (signing in, Refresh, after
 * each change) and every POLL_MS while one runs; started, paused, resumed and aborted from the section.
 * A rollout that ended while watched makes the page read the registry again: its default may have changed.
 */
export function createRolloutsModel(api: RolloutsApi, page: RolloutsPage, { pollMs = POLL_MS }: { pollMs?: number } = {}) {
  const startOpened = createEvent();
  const startClosed = createEvent();
  const startSubmitted = createEvent<StartRolloutRequest>();
  const pauseClicked = createEvent<number>();
  const resumeClicked = createEvent<number>();
  /** Abort asks first (RolloutCard); this is the confirmed abort. */
  const abortConfirmed = createEvent<number>();

  const $rollouts = createStore<ProgressiveRolloutReport[] | null>(null);
  const $notice = createStore<RolloutNotice | null>(null);
  const $startOpen = createStore(false);
  /** Why the API refused the start form's rollout: the form stays open with it. */
  const $startRefusal = createStore<string | null>(null);
  /** When the list was last read: the cards say when the next step starts from it, as the figures are of that moment. */
  const $readAt = createStore(0);

  const loadFx = attach({
    source: { token: page.$token, before: $rollouts },
    effect: async ({ token, before }) => ({ before, result: await api.list(token ?? ''), readAt: Date.now() }),
  });
  /** The pause between two reads while a rollout runs (tests hold it in a fork()). */
  const waitFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const actFx = attach({
    source: page.$token,
    effect: async (token, { id, action }: { id: number; action: RolloutAction }) => ({
      action,
      result: await api.act(token ?? '', id, action),
    }),
  });
  const startFx = attach({ source: page.$token, effect: (token, request: StartRolloutRequest) => api.start(token ?? '', request) });
  const $busy = combine(actFx.pending, startFx.pending, (acting, starting) => acting || starting);

  sample({ clock: page.$remotes.updates, filter: (remotes) => remotes !== null, target: loadFx });
  $rollouts.on(loadFx.doneData, (current, { result }) => (result.ok ? result.body.rollouts : current));
  $readAt.on(loadFx.doneData, (at, { result, readAt }) => (result.ok ? readAt : at));
  const signedOut = page.$token.updates.filter({ fn: (token) => token === null });
  $rollouts.on(signedOut, () => null);

  // Watched while one runs: one wait at a time, whatever else read the list meanwhile.
  sample({
    clock: loadFx.doneData,
    source: waitFx.pending,
    filter: (waiting, { result }) => !waiting && result.ok && result.body.rollouts.some((r) => r.status === 'running'),
    fn: () => pollMs,
    target: waitFx,
  });
  sample({ clock: waitFx.done, source: page.$token, filter: (token) => token !== null, target: loadFx });
  sample({
    clock: loadFx.doneData,
    filter: ({ before, result }) => {
      if (!result.ok) return false;
      const was = runningIds(before);
      return result.body.rollouts.some((r) => r.status !== 'running' && was.has(r.id));
    },
    target: page.refreshed,
  });

  sample({ clock: pauseClicked, fn: (id) => ({ id, action: 'pause' as const }), target: actFx });
  sample({ clock: resumeClicked, fn: (id) => ({ id, action: 'resume' as const }), target: actFx });
  sample({ clock: abortConfirmed, fn: (id) => ({ id, action: 'abort' as const }), target: actFx });
  sample({ clock: startSubmitted, target: startFx });

  $startOpen.on(startOpened, () => true).on([startClosed, startFx.doneData.filter({ fn: (r) => r.ok }), signedOut], () => false);
  $startRefusal.on([startOpened, startClosed, startSubmitted], () => null);
  $startRefusal.on(startFx.doneData, (_, result) => (result.ok ? null : messageOf(result)));
  $startRefusal.on(startFx.fail, () => 'The API could not be reached. Check the connection and try again.');

  // The answer is the rollout as it is now: shown at once, before the page reads everything again.
  const replaced = (rollouts: ProgressiveRolloutReport[] | null, next: ProgressiveRolloutReport) =>
    rollouts?.some((r) => r.id === next.id) ? rollouts.map((r) => (r.id === next.id ? next : r)) : [next, ...(rollouts ?? [])];
  $rollouts.on(actFx.doneData, (rollouts, { result }) => (result.ok ? replaced(rollouts, result.body) : rollouts));
  $rollouts.on(startFx.doneData, (rollouts, result) => (result.ok ? replaced(rollouts, result.body) : rollouts));

  $notice.on([startOpened, startSubmitted, pauseClicked, resumeClicked, abortConfirmed, signedOut], () => null);
  $notice.on(actFx.doneData, (_, { action, result }): RolloutNotice =>
    result.ok
      ? { kind: 'done', action, id: result.body.id, remote: result.body.remote, version: result.body.version }
      : { kind: 'failed', message: messageOf(result) },
  );
  $notice.on(actFx.fail, (): RolloutNotice => ({
    kind: 'failed',
    message: 'The API could not be reached. Check the connection and try again.',
  }));
  $notice.on(startFx.doneData, (notice, result) =>
    result.ok ? { kind: 'done', action: 'start', id: result.body.id, remote: result.body.remote, version: result.body.version } : notice,
  );
  // A change shows everywhere: the remotes, the experiments it runs at venues and the audit log are read again.
  sample({
    clock: [actFx.doneData.map(({ result }) => result), startFx.doneData],
    filter: (result) => result.ok,
    fn: () => undefined,
    target: page.refreshed,
  });

  return {
    startOpened,
    startClosed,
    startSubmitted,
    pauseClicked,
    resumeClicked,
    abortConfirmed,
    $rollouts,
    $notice,
    $startOpen,
    $startRefusal,
    $readAt,
    $busy,
    waitFx,
  };
}

export type RolloutsModel = ReturnType<typeof createRolloutsModel>;
