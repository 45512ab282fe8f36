import { attach, createStore, sample, type Event, type Store } from 'effector';
import type { AuditEntry } from '@tabula/shared';
import type { OpsApi } from './opsApi';

/**
 * The audit log the operator page lists: read again whenever the page reads the registry (signing
 * in, Refresh, after each change), so a change shows up with who made it.
 */
export function createAuditModel(api: OpsApi, page: { $token: Store<string | null>; reloaded: Event<unknown> }) {
  const loadFx = attach({ source: page.$token, effect: (token) => api.audit(token ?? '') });
  const $entries = createStore<AuditEntry[] | null>(null);
  const $failed = createStore(false);

  sample({ clock: page.reloaded, source: page.$token, filter: (token) => token !== null, target: loadFx });
  $entries.on(loadFx.doneData, (entries, result) => (result.ok ? result.body.entries : entries));
  $failed.on(loadFx.doneData, (_, result) => !result.ok).on(loadFx.fail, () => true);
  // Signed out: nothing of the log stays on the page.
  $entries.on(page.$token.updates, (entries, token) => (token === null ? null : entries));

  return { $entries, $failed };
}

export type AuditModel = ReturnType<typeof createAuditModel>;
