import { createEvent, sample } from 'effector';
import { navigateFx, originRecorded } from '@tabula/shared';

/** A guest without a tab pressed Open tab. */
export const openTabChosen = createEvent();
/** A guest without a tab pressed Join tab. */
export const joinTabChosen = createEvent();

// The forms' Cancel returns to the menu, where the bar was.
sample({ clock: [openTabChosen, joinTabChosen], fn: () => 'menu', target: originRecorded });
sample({ clock: openTabChosen, fn: () => ({ to: '/open-tab' }), target: navigateFx });
sample({ clock: joinTabChosen, fn: () => ({ to: '/join-tab' }), target: navigateFx });
