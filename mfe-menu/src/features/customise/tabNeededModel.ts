import { createEvent, sample } from 'effector';
import { navigateFx, originRecorded } from '@tabula/shared';

/** In the tab-needed dialog, the guest chose to open a tab. */
export const openTabChosen = createEvent();
/** In the tab-needed dialog, the guest chose to join a tab. */
export const joinTabChosen = createEvent();
/** At room service, the guest chose to sign in with their room. */
export const roomSignInChosen = createEvent();

// The tab screens' Cancel returns to the menu when that is where the guest came from.
sample({ clock: [openTabChosen, joinTabChosen, roomSignInChosen], fn: () => 'menu', target: originRecorded });
sample({ clock: openTabChosen, fn: () => ({ to: '/open-tab?from=menu' }), target: navigateFx });
sample({ clock: joinTabChosen, fn: () => ({ to: '/join-tab?from=menu' }), target: navigateFx });
sample({ clock: roomSignInChosen, fn: () => ({ to: '/login' }), target: navigateFx });
