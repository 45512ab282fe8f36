import type { RemoteName } from './contracts';
import type { RemoteLoadStage } from './reportFailure';

/** What a failed remote load resolves to, so the shell can render its own fallback in place of the page. */
export interface RemoteLoadFailure {
  readonly kind: 'remote-load-failure';
  readonly remote: string;
  readonly reason: string;
  readonly stage: RemoteLoadStage;
}

// The federation runtime's codes: RUNTIME-003 when the manifest cannot be fetched or read,
// RUNTIME-008 when the remote entry script fails to load, RUNTIME-001 when it loads but defines no container.
const MANIFEST_FAILURE = /RUNTIME-003|not a valid federation manifest/;
const ENTRY_FAILURE = /RUNTIME-00[18]/;

/**
 * How far a load got before it failed. Anything past the manifest and the entry is the exposed
 * module itself: one of its chunks did not load, or it threw while being evaluated.
 */
export function loadStage(reason: string): RemoteLoadStage {
  if (MANIFEST_FAILURE.test(reason)) return 'manifest';
  if (ENTRY_FAILURE.test(reason)) return 'entry';
  return 'chunk';
}

export function remoteLoadFailure(remote: string, error: unknown): RemoteLoadFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: 'remote-load-failure', remote, reason, stage: loadStage(reason) };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'remote-load-failure';
}

export function remoteOfRequest(id: string): RemoteName | string {
  return id.split('/')[0] ?? id;
}
