import { createEvent, createStore, sample, createEffect } from 'effector';
import type { RemoteName } from './contracts';
import { reportRemoteFailure, type RemoteFailureReport } from './reportFailure';
import { reRegisterRemote } from './servedVersions';
import { exposureSettled } from './exposure';

/** A guest asked to try loading a remote again; pages of that remote re-create their lazy import. */
export const remoteRetried = createEvent<RemoteName>();

/** A version of a remote failed to load, or threw while rendering, on this page. */
export const remoteVersionFailed = createEvent<RemoteFailureReport>();

/** A remote was switched to its fallback version after its page threw: its pages import it again. */
export const remoteSwitchedToFallback = createEvent<RemoteName>();

const reRegisterRemoteFx = createEffect((name: RemoteName) => reRegisterRemote(name));

// After the guest's exposure to the same remote is answered: the API counts failures of guests shown the variant.
const reportRemoteFailureFx = createEffect(async (report: RemoteFailureReport) => {
  await exposureSettled(report.remote);
  return reportRemoteFailure(report);
});

export const $remoteAttempts = createStore<Partial<Record<RemoteName, number>>>({})
  .on(reRegisterRemoteFx.finally, (attempts, { params }) => ({ ...attempts, [params]: (attempts[params] ?? 0) + 1 }))
  .on(remoteSwitchedToFallback, (attempts, name) => ({ ...attempts, [name]: (attempts[name] ?? 0) + 1 }));

const failureKey = ({ remote, version }: RemoteFailureReport) => `${remote}@${version}`;

/** `remote@version` of every version that failed on this page: a team's badge says its override failed and the default runs. */
export const $failedVersions = createStore<string[]>([]).on(remoteVersionFailed, (failed, report) =>
  failed.includes(failureKey(report)) ? failed : [...failed, failureKey(report)],
);

/** The versions reported during this page's life: one report each, however often the guest retries. */
const $reportedVersions = createStore<string[]>([]).on(reportRemoteFailureFx, (reported, report) => [...reported, failureKey(report)]);

sample({ clock: remoteRetried, target: reRegisterRemoteFx });

sample({
  clock: remoteVersionFailed,
  source: $reportedVersions,
  filter: (reported, report) => !reported.includes(failureKey(report)),
  fn: (_reported, report) => report,
  target: reportRemoteFailureFx,
});
