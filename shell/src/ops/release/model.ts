import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { OpsModel } from '../model';
import type { createOpsCall, OpsResult } from '../opsApi';

type OpsCall = ReturnType<typeof createOpsCall>;

/** A promote that did not reach every venue: the ones keeping their own split. */
export interface KeptSplits {
  remote: string;
  version: string;
  venues: string[];
}

export type ReleaseNotice =
  | { kind: 'stopped'; remote: string; version: string; default: string | null }
  | { kind: 'ended'; remote: string; version: string; venues: string[] }
  | { kind: 'failed'; message: string };

interface StopAnswer {
  default: string | null;
}

const failure = (result: Extract<OpsResult<unknown>, { ok: false }>): ReleaseNotice => ({
  kind: 'failed',
  message: result.problem === 'network' ? 'network' : result.message,
});

/**
 * The release controls beside the page's own: stopping a version by hand, and ending the splits a
 * promote did not reach. The token and the remotes are the page's; a change reads them again.
 */
export function createReleaseModel(call: OpsCall, ops: OpsModel) {
  const stopSubmitted = createEvent<{ remote: string; version: string; reason: string }>();
  const endSplitsClicked = createEvent<KeptSplits>();

  const $kept = createStore<KeptSplits | null>(null);
  const $notice = createStore<ReleaseNotice | null>(null);

  const stopFx = attach({
    source: ops.$token,
    effect: async (token, stop: { remote: string; version: string; reason: string }) => ({
      stop,
      result: await call<StopAnswer>(
        token ?? '',
        'POST',
        `/api/ops/remotes/${encodeURIComponent(stop.remote)}/versions/${encodeURIComponent(stop.version)}/stop`,
        { reason: stop.reason },
      ),
    }),
  });
  const endSplitsFx = attach({
    source: ops.$token,
    effect: async (token, kept: KeptSplits) => ({
      kept,
      result: await call(token ?? '', 'PUT', `/api/ops/remotes/${encodeURIComponent(kept.remote)}/default`, {
        version: kept.version,
        end_splits: true,
      }),
    }),
  });
  const $busy = combine(stopFx.pending, endSplitsFx.pending, (a, b) => a || b);

  sample({ clock: stopSubmitted, target: stopFx });
  sample({ clock: endSplitsClicked, target: endSplitsFx });

  $kept.on(ops.promoted, (_, answer) =>
    answer.kept_splits.length > 0 ? { remote: answer.remote, version: answer.default, venues: answer.kept_splits } : null,
  );
  $kept.on([ops.promoteClicked, ops.signedOut], () => null);
  $kept.on(endSplitsFx.doneData, (kept, { result }) => (result.ok ? null : kept));

  $notice.on([stopSubmitted, endSplitsClicked, ops.promoteClicked, ops.rollbackClicked, ops.splitSubmitted, ops.signedOut], () => null);
  $notice.on(stopFx.doneData, (_, { stop, result }) =>
    result.ok ? { kind: 'stopped', remote: stop.remote, version: stop.version, default: result.body.default } : failure(result),
  );
  $notice.on(endSplitsFx.doneData, (_, { kept, result }) =>
    result.ok ? { kind: 'ended', remote: kept.remote, version: kept.version, venues: kept.venues } : failure(result),
  );

  // A change shows its effect: the page reads the remotes (and so the experiments and the audit) again.
  sample({
    clock: [stopFx.doneData, endSplitsFx.doneData],
    filter: ({ result }) => result.ok,
    fn: () => undefined,
    target: ops.refreshed,
  });

  return { stopSubmitted, endSplitsClicked, $kept, $notice, $busy };
}

export type ReleaseModel = ReturnType<typeof createReleaseModel>;
