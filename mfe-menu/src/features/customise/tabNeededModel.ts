import { createEvent, createStore, sample } from 'effector';
import { navigateFx, originRecorded, storeReset } from '@tabula/shared';
import { addHeldForTab, itemFormLeft, itemFormOpened } from './model';

/** In the tab-needed dialog, the guest chose to open a tab. */
export const openTabChosen = createEvent();
/** In the tab-needed dialog, the guest chose to join a tab. */
export const joinTabChosen = createEvent();
/** At room service, the guest chose to sign in with their room. */
export const roomSignInChosen = createEvent();
/** The guest closed the dialog without choosing (its close button, Escape or a tap outside). */
export const tabPromptDismissed = createEvent();

/**
 * Whether the tab-needed dialog is open: from an Add that needed a tab until a choice, a dismissal, or the
 * dish screen going (the next dish screen must not open with it).
 */
export const $tabPromptOpen = createStore(false)
  .on(addHeldForTab, () => true)
  .reset(openTabChosen, joinTabChosen, roomSignInChosen, tabPromptDismissed, itemFormOpened, itemFormLeft, storeReset);

// The tab screens' Cancel returns to the menu when that is where the guest came from.
sample({ clock: [openTabChosen, joinTabChosen, roomSignInChosen], fn: () => 'menu', target: originRecorded });
sample({ clock: openTabChosen, fn: () => ({ to: '/open-tab?from=menu' }), target: navigateFx });
sample({ clock: joinTabChosen, fn: () => ({ to: '/join-tab?from=menu' }), target: navigateFx });
sample({ clock: roomSignInChosen, fn: () => ({ to: '/login' }), target: navigateFx });
