import { createEffect, sample, type Effect, type StoreWritable } from 'effector';

// Private browsing and blocked storage throw on access; the screens then keep the value in memory only.
function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

const writeFx = createEffect(({ key, value }: { key: string; value: unknown }) => {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage blocked: the value lives in memory for this visit.
  }
});

/**
 * Keeps a store of checkout's own across reloads under its own localStorage key: every change is written,
 * and the returned read (which the model runs when it starts, as a reload does) takes the stored value back
 * through `parse`, which must take anything, a corrupt or older value included.
 */
export function keepInStorage<T>(store: StoreWritable<T>, key: string, parse: (stored: unknown) => T): Effect<void, T> {
  const readFx = createEffect<void, T>(() => parse(readJson(key)));
  store.on(readFx.doneData, (_, stored) => stored);
  sample({ clock: store.updates, fn: (value) => ({ key, value }), target: writeFx });
  return readFx;
}
