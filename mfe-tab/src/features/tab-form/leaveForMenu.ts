import { createStore, sample, type EventCallable, type Store } from 'effector';
import { navigateFx } from '@tabula/shared';

/**
 * A tab form goes on to the menu once its tab is `done`, while the form is on screen. The menu takes the
 * form's place in the history: Back would otherwise show the form again, and a second try there would
 * open or join another tab.
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
  const finished = sample({ clock: done.updates, source: $onScreen, filter: (onScreen, isDone) => onScreen && isDone });
  sample({ clock: finished, fn: () => ({ to: '/menu', replace: true }), target: navigateFx });
  sample({ clock: finished, target: left });
}
