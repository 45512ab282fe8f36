import { request, type CallOptions } from '@tabula/shared';
import type { RemoteName } from './contracts';
import { servedReceipt } from './servedVersions';

/** How far loading a remote got before it failed: its manifest, its remote entry, or a chunk of a module. */
export type RemoteLoadStage = 'manifest' | 'entry' | 'chunk';

/** A load stage, or `render`: the page loaded and threw while rendering. */
export type RemoteFailureStage = RemoteLoadStage | 'render';

export interface RemoteFailureReport {
  remote: RemoteName;
  version: string;
  stage: RemoteFailureStage;
}

/**
 * Tells the API a version of a remote failed here, so a failing variant can be stopped or a failing
 * default rolled back. It carries the page's receipt, the proof this page was served that version;
 * a page without one (no registry) has nothing to report.
 */
export async function reportRemoteFailure(body: RemoteFailureReport, options?: CallOptions) {
  const receipt = servedReceipt();
  if (!receipt) return null;
  return request<null>({ method: 'POST', path: '/api/remotes/failures', body: { ...body, receipt } }, options);
}
