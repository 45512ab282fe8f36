import { request, type CallOptions } from '@tabula/shared';
import type { RemoteName } from './contracts';

/** How far loading a remote got before it failed: its manifest, its remote entry, or a chunk of a module. */
export type RemoteLoadStage = 'manifest' | 'entry' | 'chunk';

export interface RemoteFailureReport {
  remote: RemoteName;
  version: string;
  stage: RemoteLoadStage;
}

/** Tells the API a version of a remote failed to load here, so a failing variant can be stopped. */
export const reportRemoteFailure = (body: RemoteFailureReport, options?: CallOptions) =>
  request<null>({ method: 'POST', path: '/api/remotes/failures', body }, options);
