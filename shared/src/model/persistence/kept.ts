import { createEffect, createEvent, createStore, sample, type Effect, type StoreWritable } from 'effector';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { readStored, removeStored, type FormerRemoteKey } from '../../storage/local-storage';
import { storeReset } from '../reset';
import { parseOrderState } from './stored-state';
import { readStoredStateFx } from '.';

const valueKept = createEvent<{ name: string; value: unknown }>();

/**
 * The values remotes keep in the guest's session, by name, stored with the order state. Read back at
 * start-up, before any remote loads, so a write made while one remote is open keeps another's values.
 */
export const $keptValues = createStore<Record<string, unknown>>({})
  .on(valueKept, (kept, { name, value }) => ({ ...kept, [name]: value }))
  .on(readStoredStateFx.doneData, (_, stored) => stored.order?.kept ?? {})
  .reset(storeReset);

function readKept(name: string, formerKey: FormerRemoteKey | undefined): unknown {
  const kept = parseOrderState(readStored(ORDER_STATE_KEY))?.kept ?? {};
  if (name in kept || !formerKey) return kept[name];
  // A value stored under the remote's own key before the session kept it moves here once.
  const former = readStored(formerKey);
  removeStored(formerKey);
  try {
    return former === null ? undefined : (JSON.parse(former) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Keeps a remote's store across reloads in the guest's persisted session, under `name`: every change is
 * stored, and the returned read (which the remote runs when its model starts, as a reload does) takes the
 * stored value back through `parse`, which must take anything, a missing, corrupt or older value
 * included. The value is cleared with the session. `formerKey` is the remote's own localStorage key
 * from before, whose value is moved into the session once.
 */
export function keepInSession<T>(
  name: string,
  store: StoreWritable<T>,
  parse: (stored: unknown) => T,
  formerKey?: FormerRemoteKey,
): Effect<void, T> {
  const readFx = createEffect<void, T>(() => parse(readKept(name, formerKey)));
  store.on(readFx.doneData, (_, stored) => stored);
  sample({ clock: store.updates, fn: (value) => ({ name, value }), target: valueKept });
  return readFx;
}
