import { createEffect, sample, type Store } from 'effector';
import { readSessionCookie } from '../../storage/cookies';
import { ORDER_STATE_KEY, type StorageKey } from '../../storage/keys';
import { readStored, storeOrRemove } from '../../storage/local-storage';
import { parseStoredState, type StoredState } from './stored-state';

export type { PersistedOrderState, StoredState } from './stored-state';

export interface StorageWrite {
  key: StorageKey | typeof ORDER_STATE_KEY;
  /** null removes the key. */
  value: string | null;
}

export const storageWriteFx = createEffect(({ key, value }: StorageWrite) => storeOrRemove(key, value));

export const readStoredStateFx = createEffect((): StoredState => parseStoredState({ read: readStored, cookie: readSessionCookie }));

/** Mirrors every change of the store into localStorage. */
export function persist<T>(store: Store<T>, key: StorageWrite['key'], toStored: (value: T) => string | null): void {
  sample({ clock: store, fn: (value): StorageWrite => ({ key, value: toStored(value) }), target: storageWriteFx });
}
