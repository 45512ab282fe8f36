import { createEvent, sample } from 'effector';
import { goBackFx } from '@tabula/shared';

/** Back, to the menu when the guest opened the bill directly. */
export const billBackPressed = createEvent();

sample({ clock: billBackPressed, fn: () => '/menu', target: goBackFx });
