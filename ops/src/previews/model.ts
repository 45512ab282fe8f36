import { attach, combine, createEvent, createStore, sample, type Event, type Store } from 'effector';
import type { PreviewLink } from '@tabula/shared';
import type { PreviewsApi } from './previewsApi';

export type PreviewsNotice = { kind: 'revoked'; id: number } | { kind: 'failed'; message: string };

/**
 * The preview links the operator page lists: read whenever the page reads the registry (signing in,
 * Refresh, after each change) and again after a revoke, which waits for the operator to confirm it.
 */
export function createPreviewsModel(api: PreviewsApi, page: { $token: Store<string | null>; reloaded: Event<unknown> }) {
  /** The operator asked to revoke a link: the page asks them to confirm first. */
  const revokeClicked = createEvent<number>();
  const revokeConfirmed = createEvent();
  const revokeCancelled = createEvent();

  const loadFx = attach({ source: page.$token, effect: (token) => api.list(token ?? '') });
  const revokeFx = attach({ source: page.$token, effect: (token, id: number) => api.revoke(token ?? '', id) });

  const $links = createStore<PreviewLink[] | null>(null);
  const $failed = createStore(false);
  /** The link waiting for the operator's confirmation, if any. */
  const $confirming = createStore<number | null>(null);
  const $notice = createStore<PreviewsNotice | null>(null);
  const $busy = combine(loadFx.pending, revokeFx.pending, (loading, revoking) => loading || revoking);

  sample({ clock: page.reloaded, source: page.$token, filter: (token) => token !== null, target: loadFx });
  $links.on(loadFx.doneData, (links, result) => (result.ok ? result.body.previews : links));
  $failed.on(loadFx.doneData, (_, result) => !result.ok).on(loadFx.fail, () => true);

  $confirming.on(revokeClicked, (_, id) => id).reset(revokeCancelled, revokeFx.finally);
  sample({ clock: revokeConfirmed, source: $confirming, filter: (id): id is number => id !== null, target: revokeFx });
  $notice.on(revokeClicked, () => null);
  $notice.on(revokeFx.done, (_, { params, result }) =>
    result.ok ? { kind: 'revoked', id: params } : { kind: 'failed', message: result.message },
  );
  // The list shows the revoke (who, when) as the API recorded it.
  sample({ clock: revokeFx.done, target: loadFx });

  // Signed out: nothing of the links stays on the page.
  const signedOut = sample({ clock: page.$token.updates, filter: (token) => token === null });
  $links.reset(signedOut);
  $confirming.reset(signedOut);
  $notice.reset(signedOut);

  return { revokeClicked, revokeConfirmed, revokeCancelled, $links, $failed, $confirming, $notice, $busy };
}

export type PreviewsModel = ReturnType<typeof createPreviewsModel>;
