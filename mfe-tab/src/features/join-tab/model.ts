import { createEffect, createEvent, createStore, sample } from 'effector';
import { failureStatus, storeReset, tabStarted, unwrap } from '@tabula/shared';
import { joinTabErrorKey, leaveForMenuWhenDone } from '../tab-form';
import { joinTab } from './api/tab';

export interface JoinTabRequest {
  venueUuid: string;
  table: string;
  password: string;
}

/** The join form opened: a refusal from an earlier visit is gone. */
export const joinTabOpened = createEvent();
/** The guest changed the table or the password: the last refusal no longer applies. */
export const joinTabEdited = createEvent();
/** The guest pressed Join with a table and a password. */
export const joinTabSubmitted = createEvent<JoinTabRequest>();
/** The screen has gone on to the menu after joining. */
export const joinTabLeft = createEvent();

export const joinTabFx = createEffect(async ({ venueUuid, table, password }: JoinTabRequest) =>
  unwrap(await joinTab({ venue_uuid: venueUuid, table_number: table, password })),
);

sample({ clock: joinTabSubmitted, target: joinTabFx });

/** Joining starts the tab on this device with the tab's link, table and password. */
sample({
  clock: joinTabFx.doneData,
  fn: ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }) => ({ tab_uuid, tab_link, order_uuid, table_number, tab_password }),
  target: tabStarted,
});

export const $joinTabPending = joinTabFx.pending;

/** Why the API refused the join, as a text key; a new try or an edit clears it. */
export const $joinTabErrorKey = createStore<ReturnType<typeof joinTabErrorKey> | null>(null)
  .on(joinTabFx, () => null)
  .on(joinTabFx.failData, (_, error) => joinTabErrorKey(failureStatus(error)))
  .reset(joinTabOpened, joinTabEdited, storeReset);

/** On from a successful join until the screen has gone on to the menu. */
export const $tabJoined = createStore(false)
  .on(joinTabFx.done, () => true)
  .reset(joinTabOpened, joinTabLeft, storeReset);

leaveForMenuWhenDone({ done: $tabJoined, opened: joinTabOpened, left: joinTabLeft });
