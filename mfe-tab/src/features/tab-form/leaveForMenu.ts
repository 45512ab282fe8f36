import { combine, createStore, sample, type EventCallable, type Store } from 'effector';
import { navigateFx, reOrderFx } from '@tabula/shared';

/**
 * A tab form goes on to the menu once its tab is `done`, while the form is on screen. The menu takes the
 * form's place in the history: Back would otherwise show the form again, and a second try there would
 * open or join another tab. It also waits for the dishes the guest had to be copied into the tab's order:
 * a cart opened from the menu (or a reload) before the copy landed showed them as added by someone else.
 */
export function leaveForMenuWhenDone({
  done,
  opened,
  left,
}: {
  done: Store<boolean>;
  opened: EventCallable<void>;
  left: EventCallable<void>;
}) {
  const $onScreen = createStore(false)
    .on(opened, () => true)
    .on(left, () => false);
  const $ready = combine(done, reOrderFx.pending, (isDone, copying) => isDone && !copying);
  const finished = sample({ clock: $ready.updates, source: $onScreen, filter: (onScreen, ready) => onScreen && ready });
  sample({ clock: finished, fn: () => ({ to: '/menu', replace: true }), target: navigateFx });
  sample({ clock: finished, target: left });
}
