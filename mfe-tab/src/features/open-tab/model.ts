import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { TIMINGS_MS, createTimedMessage, failureStatus, storeReset, tabStarted, unwrap } from '@tabula/shared';
import { leaveForMenuWhenDone, openTabErrorKey } from '../tab-form';
import { createOrderWithTab } from './api/tab';

export interface OpenTabRequest {
  venueUuid: string;
  table: string;
  firstName: string;
  lastName: string;
}

/** The open-tab form opened: nothing from an earlier visit shows. */
export const openTabOpened = createEvent();
/** The guest pressed Open tab with a table and both names. */
export const openTabSubmitted = createEvent<OpenTabRequest>();
/** The screen has gone on to the menu after opening the tab. */
export const openTabLeft = createEvent();

/** The names are sent trimmed, as the guest means them. */
export const openTabFx = createEffect(async ({ venueUuid, table, firstName, lastName }: OpenTabRequest) =>
  unwrap(
    await createOrderWithTab({ venue_uuid: venueUuid, table_number: table, first_name: firstName.trim(), last_name: lastName.trim() }),
  ),
);

sample({ clock: openTabSubmitted, target: openTabFx });

sample({
  clock: openTabFx.doneData,
  fn: ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }) => ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }),
  target: tabStarted,
});

/** The menu follows an opened tab after a short pause, so the guest sees the form settle first. */
const redirectPauseFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, TIMINGS_MS.openTabRedirect)));
sample({ clock: openTabFx.done, target: redirectPauseFx });

/** Why the tab could not be opened, as a text key, for a while after the refusal; a new try clears it. */
const refusal = createTimedMessage<ReturnType<typeof openTabErrorKey>>(TIMINGS_MS.createTabErrorVisible);
sample({ clock: [openTabFx, openTabOpened], fn: () => null, target: refusal.show });
sample({ clock: openTabFx.failData, fn: (error) => openTabErrorKey(failureStatus(error)), target: refusal.show });

export const $openTabErrorKey = refusal.$message;

/** On from the opened tab until the pause before the menu is over. */
const $tabOpened = createStore(false)
  .on(openTabFx.done, () => true)
  .reset(openTabOpened, openTabLeft, storeReset);

/** Open tab stays busy from the call until the screen has left for the menu. */
export const $openTabPending = combine(openTabFx.pending, $tabOpened, (calling, opened) => calling || opened);

/** On once the pause after opening is over: the screen then goes on to the menu. */
export const $openTabDone = createStore(false)
  .on(redirectPauseFx.done, () => true)
  .reset(openTabOpened, openTabLeft, storeReset);

leaveForMenuWhenDone({ done: $openTabDone, opened: openTabOpened, left: openTabLeft });
