import { createEffect, createEvent, createStore, sample } from 'effector';
import { request } from '@tabula/shared';
import type { RemoteName } from './contracts';
import type { RemoteLoader } from './remoteLoading';
import type { RemoteExperiment } from './registryFile';

/** A guest the shell loads a remote for, in an experiment the venue runs of it. */
export interface Exposure {
  remote: RemoteName;
  version: string;
  experiment: number;
  phase: number;
  /** The page's receipt: the API counts a guest only for a version the server served their page. */
  receipt: string;
}

/** The exposures this browser has reported, so each is sent once per experiment, phase and variant, across visits. */
export const EXPOSURES_KEY = 'tabula_exposures';
// Enough for every experiment a guest meets; older ones are forgotten first.
const KEPT = 40;

const keyOf = ({ experiment, phase, remote, version }: Exposure) => `${experiment}/${phase}/${remote}@${version}`;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;

function readKeys(storage: KeyStorage | undefined): string[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(EXPOSURES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

const browserStorage = (): KeyStorage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The shell began loading a remote of an experiment for this guest. */
export const remoteExposed = createEvent<Exposure>();

// The report in flight per remote: a failure report of the same remote waits for it, so the API
// knows the guest was shown the variant before it counts their failure against it.
const inFlight = new Map<RemoteName, Promise<unknown>>();

export const reportExposureFx = createEffect(async (exposure: Exposure) => {
  const sent = request<null>({
    method: 'POST',
    path: '/api/remotes/exposures',
    body: { remote: exposure.remote, version: exposure.version, experiment: exposure.experiment, receipt: exposure.receipt },
  });
  inFlight.set(exposure.remote, sent);
  return sent;
});

/** Resolves once this page's exposure report of the remote, if any, has been answered. */
export const exposureSettled = (remote: RemoteName): Promise<unknown> => inFlight.get(remote) ?? Promise.resolve();

const saveKeysFx = createEffect((keys: string[]) => {
  try {
    browserStorage()?.setItem(EXPOSURES_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or refused: the API counts a guest once anyway.
  }
});

export const $reportedExposures = createStore<string[]>(readKeys(browserStorage()))
  // Pending from the moment it is sent, so two pages of the same remote report it once.
  .on(reportExposureFx, (keys, exposure) => [...keys.filter((k) => k !== keyOf(exposure)), keyOf(exposure)].slice(-KEPT))
  // A network failure, or a 429 (the venue's network added its minute's new guests), is tried again on a
  // later load; any other answer of the API, yes or no, stands.
  .on(reportExposureFx.done, (keys, { params, result }) =>
    result.status === 0 || result.status === 429 ? keys.filter((k) => k !== keyOf(params)) : keys,
  );

sample({ clock: $reportedExposures.updates, target: saveKeysFx });

sample({
  clock: remoteExposed,
  source: $reportedExposures,
  filter: (reported, exposure) => !reported.includes(keyOf(exposure)),
  fn: (_reported, exposure) => exposure,
  target: reportExposureFx,
});

/**
 * Reports the guest's exposure as the shell starts loading a remote of an experiment for them (not
 * on every page of the venue): that is when they are shown their variant. The load itself does not wait.
 */
export function withExposure(
  load: RemoteLoader,
  experimentOf: (remote: RemoteName) => (RemoteExperiment & { version: string; receipt?: string }) | undefined,
): RemoteLoader {
  return (remote, module) => {
    const experiment = experimentOf(remote);
    // A page served no receipt (none was signed for it) has no exposure the API would count.
    if (experiment?.receipt) {
      remoteExposed({
        remote,
        version: experiment.version,
        experiment: experiment.id,
        phase: experiment.phase,
        receipt: experiment.receipt,
      });
    }
    return load(remote, module);
  };
}
