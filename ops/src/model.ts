import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { PromoteAnswer, RemoteOverview } from '@tabula/shared';
import type { OpsApi, OpsResult } from './opsApi';

/** The token is asked once per browser tab: kept for the session, never in local storage. */
export const TOKEN_KEY = 'tabula_ops_token';

export type Notice =
  | { kind: 'done'; action: 'promoted' | 'split' | 'rolledBack'; remote: string; detail: string }
  | { kind: 'unauthorized' }
  | { kind: 'conflict' | 'failed'; message: string; forcible?: { remote: string; version: string } }
  | { kind: 'network' };

export interface SplitRequest {
  remote: string;
  venue: string;
  variants: Record<string, number>;
}

type Change =
  | { action: 'promoted'; remote: string; version: string; force?: boolean }
  | ({ action: 'split' } & SplitRequest)
  | { action: 'rolledBack'; remote: string; version: string };

const detailOf = (change: Change) => ('version' in change ? change.version : change.venue);

function noticeOf(result: Extract<OpsResult<unknown>, { ok: false }>): Notice {
  if (result.problem === 'unauthorized') return { kind: 'unauthorized' };
  if (result.problem === 'network') return { kind: 'network' };
  return { kind: result.problem, message: result.message };
}

/** The operator page's state over one ops API; tests give it a mocked API and storage. */
export function createOpsModel(api: OpsApi, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) {
  const tokenEntered = createEvent<string>();
  const refreshed = createEvent();
  const signedOut = createEvent();
  /** With `force`, a version the API refuses to promote (stopped, or failing lately) is promoted anyway. */
  const promoteClicked = createEvent<{ remote: string; version: string; force?: boolean }>();
  const splitSubmitted = createEvent<SplitRequest>();
  /** Roll the remote back to its previous default, `version`. */
  const rollbackClicked = createEvent<{ remote: string; version: string }>();

  const $token = createStore<string | null>(storage.getItem(TOKEN_KEY));
  const $remotes = createStore<RemoteOverview[] | null>(null);
  const $notice = createStore<Notice | null>(null);

  const saveTokenFx = createEffect((token: string | null) => {
    if (token === null) storage.removeItem(TOKEN_KEY);
    else storage.setItem(TOKEN_KEY, token);
  });

  const loadFx = attach({ source: $token, effect: (token) => api.listRemotes(token ?? '') });
  const changeFx = attach({
    source: $token,
    effect: async (token, change: Change) => {
      const key = token ?? '';
      if (change.action === 'promoted') {
        return { change, result: await api.promote(key, change.remote, change.version, change.force ?? false) };
      }
      if (change.action === 'split') return { change, result: await api.split(key, change.venue, change.remote, change.variants) };
      return { change, result: await api.rollback(key, change.remote) };
    },
  });

  const $busy = combine(loadFx.pending, changeFx.pending, (loading, changing) => loading || changing);

  $token.on(tokenEntered, (_, token) => token.trim());
  sample({ clock: tokenEntered, fn: (token) => token.trim(), target: saveTokenFx });
  sample({ clock: [tokenEntered, refreshed], target: loadFx });

  sample({ clock: promoteClicked, fn: (p): Change => ({ action: 'promoted', ...p }), target: changeFx });
  sample({ clock: splitSubmitted, fn: (p): Change => ({ action: 'split', ...p }), target: changeFx });
  sample({ clock: rollbackClicked, fn: (p): Change => ({ action: 'rolledBack', ...p }), target: changeFx });

  $notice.on([tokenEntered, promoteClicked, splitSubmitted, rollbackClicked], () => null);

  const loadFailed = sample({ clock: loadFx.doneData, filter: (result) => !result.ok });
  $remotes.on(loadFx.doneData, (remotes, result) => (result.ok ? result.body.remotes : remotes));
  $notice.on(loadFailed, (_, result) => (result.ok ? null : noticeOf(result)));

  $notice.on(changeFx.doneData, (_, { change, result }): Notice => {
    if (result.ok) return { kind: 'done', action: change.action, remote: change.remote, detail: detailOf(change) };
    const notice = noticeOf(result);
    // A promote the guard refused may be forced, on purpose, from the notice that says why.
    if (notice.kind === 'conflict' && change.action === 'promoted' && !change.force) {
      return { ...notice, forcible: { remote: change.remote, version: change.version } };
    }
    return notice;
  });
  /** A promote went through: what the API answered (the venues keeping their own split among it). */
  const promoted = changeFx.doneData.filterMap(({ change, result }) =>
    change.action === 'promoted' && result.ok ? (result.body as PromoteAnswer) : undefined,
  );
  /** A split the API refused until forced (a stopped version): the page offers to force it, naming why. */
  const splitForceAsked = changeFx.doneData.filterMap(({ change, result }) =>
    change.action === 'split' && !result.ok && result.problem === 'conflict' && result.message.includes('"force": true')
      ? { venue: change.venue, remote: change.remote, variants: change.variants, message: result.message }
      : undefined,
  );
  // A change shows its effect: the counts and weights are read again after it.
  sample({ clock: changeFx.doneData, filter: ({ result }) => result.ok, target: loadFx });

  // A refused token is forgotten, so the page asks for it again.
  const refused = sample({
    clock: [loadFx.doneData, changeFx.doneData.map(({ result }) => result)],
    filter: (result) => !result.ok && result.problem === 'unauthorized',
  });
  $token.on([refused, signedOut], () => null);
  $remotes.on([refused, signedOut], () => null);
  $notice.on(signedOut, () => null);
  sample({ clock: [refused, signedOut], fn: () => null, target: saveTokenFx });

  return {
    tokenEntered,
    refreshed,
    signedOut,
    promoteClicked,
    splitSubmitted,
    rollbackClicked,
    promoted,
    splitForceAsked,
    $token,
    $remotes,
    $notice,
    $busy,
  };
}

export type OpsModel = ReturnType<typeof createOpsModel>;
