import { combine, createEvent, createStore, sample, type EventCallable } from 'effector';
import { $orderId, $orderList, $venueStatus, navigateFx, storeReset } from '@tabula/shared';
import { whereTheCartIs } from './rules';

/**
 * A screen that needs the guest's cart: while it is shown (between `opened` and `left`) and the venue (with
 * the guest's order) has loaded, a guest without what it needs goes where the cart is, in place of the
 * screen, so no button on it is pressed for nothing.
 */
export function createCartGate(): { opened: EventCallable<void>; left: EventCallable<void> } {
  const opened = createEvent();
  const left = createEvent();
  const $onScreen = createStore(false)
    .on(opened, () => true)
    .on(left, () => false)
    .reset(storeReset);
  const $destination = combine($venueStatus, $orderId, $orderList, (status, orderId, lines) =>
    status === 'ready' ? whereTheCartIs({ orderId, lineCount: lines.length }) : null,
  );
  sample({
    clock: [opened, $destination.updates],
    source: { onScreen: $onScreen, to: $destination },
    filter: ({ onScreen, to }) => onScreen && to !== null,
    fn: ({ to }) => ({ to: to ?? '/menu', replace: true }),
    target: navigateFx,
  });
  return { opened, left };
}
