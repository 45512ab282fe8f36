import type { StoppedVersion } from '@tabula/shared';
import { attach, combine, createEvent, createStore, sample } from 'effector';
import type { ExperimentsModel } from '../experiments/model';
import type { OpsModel } from '../model';
import type { createOpsCall, OpsResult } from '../opsApi';

type OpsCall = ReturnType<typeof createOpsCall>;

/** A promote that did not reach every venue: the ones keeping their own split. */
export interface KeptSplits {
  remote: string;
  version: string;
  venues: string[];
}

/** A change the API refused until forced, with its reason: offered again with "force": true after a confirm. */
export type ForceOffer =
  | { kind: 'split'; venue: string; remote: string; variants: Record<string, number>; message: string }
  | { kind: 'ship'; id: number; version: string; message: string };

export type ReleaseNotice =
  | { kind: 'stopped'; remote: string; version: string; default: string | null }
  | { kind: 'forced'; offer: ForceOffer }
  | { kind: 'ended'; remote: string; version: string; venues: string[] }
  | { kind: 'failed'; message: string };

const failure = (result: Extract<OpsResult<unknown>, { ok: false }>): ReleaseNotice => ({
  kind: 'failed',
  message: result.problem === 'network' ? 'network' : result.message,
});

/**
 * The release controls beside the page's own: stopping a version by hand, and ending the splits a
 * promote did not reach. The token and the remotes are the page's; a change reads them again.
 */
export function createReleaseModel(call: OpsCall, ops: OpsModel, experiments?: Pick<ExperimentsModel, 'shipForceAsked' | 'shipClicked'>) {
  const stopSubmitted = createEvent<{ remote: string; version: string; reason: string }>();
  const endSplitsClicked = createEvent<KeptSplits>();

  const forceConfirmed = createEvent<ForceOffer>();

  const $kept = createStore<KeptSplits | null>(null);
  const $force = createStore<ForceOffer | null>(null);
  const $notice = createStore<ReleaseNotice | null>(null);

  const stopFx = attach({
    source: ops.$token,
    effect: async (token, stop: { remote: string; version: string; reason: string }) => ({
      stop,
      result: await call<StoppedVersion>(
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
  const forceFx = attach({
    source: ops.$token,
    effect: async (token, offer: ForceOffer) => ({
      offer,
      result:
        offer.kind === 'split'
          ? await call(
              token ?? '',
              'PUT',
              `/api/ops/venues/${encodeURIComponent(offer.venue)}/remotes/${encodeURIComponent(offer.remote)}`,
              {
                variants: offer.variants,
                force: true,
              },
            )
          : await call(token ?? '', 'POST', `/api/ops/experiments/${offer.id}/ship`, { version: offer.version, force: true }),
    }),
  });
  const $busy = combine(stopFx.pending, endSplitsFx.pending, forceFx.pending, (a, b, c) => a || b || c);

  $force.on(ops.splitForceAsked, (_, asked) => ({ kind: 'split', ...asked }));
  if (experiments) $force.on(experiments.shipForceAsked, (_, asked) => ({ kind: 'ship', ...asked }));
  $force.on([forceConfirmed, ops.promoteClicked, ops.splitSubmitted, ops.rollbackClicked, ops.signedOut, stopSubmitted], () => null);
  if (experiments) $force.on(experiments.shipClicked, () => null);
  sample({ clock: forceConfirmed, target: forceFx });
  $notice.on(forceFx.doneData, (_, { offer, result }) => (result.ok ? { kind: 'forced', offer } : failure(result)));

  sample({ clock: stopSubmitted, target: stopFx });
  sample({ clock: endSplitsClicked, target: endSplitsFx });

  $kept.on(ops.promoted, (_, answer) =>
    answer.kept_splits.length > 0 ? { remote: answer.remote, version: answer.default, venues: answer.kept_splits } : null,
  );
  $kept.on([ops.promoteClicked, ops.signedOut], () => null);
  $kept.on(endSplitsFx.doneData, (kept, { result }) => (result.ok ? null : kept));

  $notice.on(
    [stopSubmitted, endSplitsClicked, forceConfirmed, ops.promoteClicked, ops.rollbackClicked, ops.splitSubmitted, ops.signedOut],
    () => null,
  );
  $notice.on(stopFx.doneData, (_, { stop, result }) =>
    result.ok ? { kind: 'stopped', remote: stop.remote, version: stop.version, default: result.body.default } : failure(result),
  );
  $notice.on(endSplitsFx.doneData, (_, { kept, result }) =>
    result.ok ? { kind: 'ended', remote: kept.remote, version: kept.version, venues: kept.venues } : failure(result),
  );

  // A change shows its effect: the page reads the remotes (and so the experiments and the audit) again.
  sample({
    clock: [stopFx.doneData, endSplitsFx.doneData, forceFx.doneData],
    filter: ({ result }) => result.ok,
    fn: () => undefined,
    target: ops.refreshed,
  });

  return { stopSubmitted, endSplitsClicked, forceConfirmed, $kept, $force, $notice, $busy };
}

export type ReleaseModel = ReturnType<typeof createReleaseModel>;
