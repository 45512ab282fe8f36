import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { OpsModel } from '../model';
import type { ExperimentReport, PooledVersionReport } from '@tabula/shared';
import type { OpsApi, OpsResult } from '../opsApi';

export type ExperimentChange =
  | { action: 'shipped'; id: number; version: string }
  | { action: 'stopped'; id: number }
  | { action: 'ramped'; id: number; variants: Record<string, number> };

export type ExperimentNotice = { kind: 'done'; change: ExperimentChange; label: string } | { kind: 'failed'; message: string };

const labelOf = (experiments: ExperimentReport[] | null, id: number) => {
  const experiment = experiments?.find((e) => e.id === id);
  return experiment ? `${experiment.remote} at ${experiment.venue}` : `experiment ${id}`;
};

const messageOf = (result: Extract<OpsResult<unknown>, { ok: false }>) =>
  result.problem === 'network' ? 'The API could not be reached. Check the connection and try again.' : result.message;

/**
 * The experiments on the operator page: read whenever the page reads the remotes (so a split made
 * there shows at once), and shipped, stopped or ramped from their cards. The token is the page's.
 */
export function createExperimentsModel(api: OpsApi, ops: OpsModel) {
  const shipClicked = createEvent<{ id: number; version: string }>();
  const stopClicked = createEvent<number>();
  const rampSubmitted = createEvent<{ id: number; variants: Record<string, number> }>();

  const $experiments = createStore<ExperimentReport[] | null>(null);
  const $pooled = createStore<PooledVersionReport[] | null>(null);
  const $notice = createStore<ExperimentNotice | null>(null);

  const loadFx = attach({
    source: ops.$token,
    effect: async (token) => {
      const [experiments, pooled] = await Promise.all([api.listExperiments(token ?? ''), api.pooled(token ?? '')]);
      return { experiments, pooled };
    },
  });
  const changeFx = attach({
    source: ops.$token,
    effect: async (token, change: ExperimentChange) => {
      const key = token ?? '';
      if (change.action === 'shipped') return { change, result: await api.shipExperiment(key, change.id, change.version) };
      if (change.action === 'stopped') return { change, result: await api.stopExperiment(key, change.id) };
      return { change, result: await api.rampExperiment(key, change.id, change.variants) };
    },
  });
  const $busy = combine(loadFx.pending, changeFx.pending, (loading, changing) => loading || changing);

  sample({ clock: ops.$remotes.updates, filter: (remotes) => remotes !== null, target: loadFx });
  $experiments.on(loadFx.doneData, (current, { experiments }) => (experiments.ok ? experiments.body.experiments : current));
  $pooled.on(loadFx.doneData, (current, { pooled }) => (pooled.ok ? pooled.body.versions : current));
  $experiments.on(ops.signedOut, () => null);
  $pooled.on(ops.signedOut, () => null);

  sample({ clock: shipClicked, fn: (p): ExperimentChange => ({ action: 'shipped', ...p }), target: changeFx });
  sample({ clock: stopClicked, fn: (id): ExperimentChange => ({ action: 'stopped', id }), target: changeFx });
  sample({ clock: rampSubmitted, fn: (p): ExperimentChange => ({ action: 'ramped', ...p }), target: changeFx });

  // One notice at a time: the page's own changes replace what an experiment's last change said.
  $notice.on(
    [shipClicked, stopClicked, rampSubmitted, ops.signedOut, ops.promoteClicked, ops.splitSubmitted, ops.tokenEntered],
    () => null,
  );
  sample({
    clock: changeFx.doneData,
    source: $experiments,
    fn: (experiments, { change, result }): ExperimentNotice =>
      result.ok ? { kind: 'done', change, label: labelOf(experiments, change.id) } : { kind: 'failed', message: messageOf(result) },
    target: $notice,
  });
  /** A ship the API refused until forced (too few guests, or a stopped version): the page offers to force it, naming why. */
  const shipForceAsked = changeFx.doneData.filterMap(({ change, result }) =>
    change.action === 'shipped' && !result.ok && result.problem === 'conflict' && result.message.includes('"force": true')
      ? { id: change.id, version: change.version, message: result.message }
      : undefined,
  );
  // A change shows its effect: the remotes (a shipped default) and so the experiments are read again.
  sample({ clock: changeFx.doneData, filter: ({ result }) => result.ok, target: ops.refreshed });

  return { shipClicked, stopClicked, rampSubmitted, shipForceAsked, $experiments, $pooled, $notice, $busy };
}

export type ExperimentsModel = ReturnType<typeof createExperimentsModel>;
