import type { RemoteName } from '@tabula/shared';

/** What a failed remote load resolves to, so the shell can render its own fallback in place of the page. */
export interface RemoteLoadFailure {
  readonly kind: 'remote-load-failure';
  readonly remote: string;
  readonly reason: string;
}

export function remoteLoadFailure(remote: string, error: unknown): RemoteLoadFailure {
  const reason = error instanceof Error ? error.message : String(error);
  return { kind: 'remote-load-failure', remote, reason };
}

export function isRemoteLoadFailure(value: unknown): value is RemoteLoadFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'remote-load-failure';
}

export function remoteOfRequest(id: string): RemoteName | string {
  return id.split('/')[0] ?? id;
}
