import { allSettled, combine, type Scope, type Store } from 'effector';
import { appStarted } from '../model/app';
import { createOrderFx, fetchOrderDetailsFx } from '../model/order';
import { $venueStatus, loadVenueFx } from '../model/venue';
import { configureTestApi } from './api';

/** Resolves once the store satisfies the predicate; rejects after the timeout with the last value. */
export function until<T>(store: Store<T>, predicate: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const now = store.getState();
  if (predicate(now)) return Promise.resolve(now);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unwatch();
      reject(new Error(`until: condition not met within ${timeoutMs} ms (last value ${JSON.stringify(store.getState())})`));
    }, timeoutMs);
    const unwatch = store.updates.watch((value) => {
      if (!predicate(value)) return;
      clearTimeout(timer);
      unwatch();
      resolve(value);
    });
  });
}

const $starting = combine(
  $venueStatus,
  loadVenueFx.pending,
  createOrderFx.pending,
  fetchOrderDetailsFx.pending,
  (status, ...pending) => status === 'idle' || status === 'loading' || pending.some(Boolean),
);

/**
 * Starts the app as the shell does, against the test API, and waits until the venue has loaded and
 * the guest's order exists: the state a page finds once the app is up. In a forked scope it waits
 * for every call the start made to settle.
 */
export async function startTestApp({ venueSlug, scope }: { venueSlug?: string; scope?: Scope } = {}): Promise<void> {
  configureTestApi(venueSlug);
  if (scope) {
    await allSettled(appStarted, { scope });
    return;
  }
  appStarted();
  await until($starting, (starting) => !starting);
}
