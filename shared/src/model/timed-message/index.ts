import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { storeReset } from '../reset';

/** Wrapped, so that showing the same message again is a new message with its own full time. */
interface Shown<T> {
  value: T;
}

/**
 * A message that hides itself some time after it shows: `ms`, or the time `ms` gives the message
 * (a snackbar's messages stay for different times). Null hides it at once. It goes in the same timer
 * tick that ends its time, so the guest sees it for exactly that long; showing it again restarts the time.
 */
export function createTimedMessage<T>(ms: number | ((value: T) => number)) {
  const show = createEvent<T | null>();
  const timedOut = createEvent<Shown<T>>();
  const timerFx = createEffect((shown: Shown<T>) => {
    const hide = scopeBind(timedOut, { safe: true });
    setTimeout(() => hide(shown), typeof ms === 'number' ? ms : ms(shown.value));
  });
  const $shown = createStore<Shown<T> | null>(null)
    .on(show, (_, value) => (value === null ? null : { value }))
    .on(timedOut, (current, expired) => (current === expired ? null : current))
    .reset(storeReset);
  sample({ clock: $shown.updates, filter: (shown): shown is Shown<T> => shown !== null, target: timerFx });
  return { show, $message: $shown.map((shown) => shown?.value ?? null) };
}
