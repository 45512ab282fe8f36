import type { StorageKey } from './keys';
import { ORDER_STATE_KEY } from './keys';

/** A key a remote stored a value of its own under before the session kept it for the remote. */
export type FormerRemoteKey = `tabula-${string}`;

type Key = StorageKey | typeof ORDER_STATE_KEY | FormerRemoteKey;

// Private browsing and blocked storage throw on access; the app then runs with in-memory state only.
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored(key: Key): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: Key, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory for this visit.
  }
}

export function removeStored(key: Key): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored either.
  }
}

/** Writes the value, or removes the key when the value is null. */
export function storeOrRemove(key: Key, value: string | null): void {
  if (value === null) removeStored(key);
  else writeStored(key, value);
}
