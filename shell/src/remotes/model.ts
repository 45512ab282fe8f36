import { createEvent, createStore, sample, createEffect } from 'effector';
import type { RemoteName } from '@tabula/shared';
import { reRegisterRemote } from './registry';

/** A guest asked to try loading a remote again; pages of that remote re-create their lazy import. */
export const remoteRetried = createEvent<RemoteName>();

const reRegisterRemoteFx = createEffect((name: RemoteName) => reRegisterRemote(name));

export const $remoteAttempts = createStore<Partial<Record<RemoteName, number>>>({}).on(
  reRegisterRemoteFx.finally,
  (attempts, { params }) => ({ ...attempts, [params]: (attempts[params] ?? 0) + 1 }),
);

sample({ clock: remoteRetried, target: reRegisterRemoteFx });
