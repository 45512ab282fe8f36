import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { TIMINGS_MS, createOrderWithTab, failureStatus, storeReset, tabStarted, unwrap } from '@tabula/shared';
import { openTabErrorKey } from '../tab-form';

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

/** A shown refusal; wrapped, so that the same refusal again is a new message with its own full time. */
interface ShownError {
  key: ReturnType<typeof openTabErrorKey>;
}

const errorTimedOut = createEvent<ShownError>();

/** The message goes in the same timer tick that ends its time, as the guest's clock says, not a tick later. */
const errorTimerFx = createEffect((shown: ShownError) => {
  const timedOut = scopeBind(errorTimedOut, { safe: true });
  setTimeout(() => timedOut(shown), TIMINGS_MS.createTabErrorVisible);
});

const $shownError = createStore<ShownError | null>(null)
  .on(openTabFx, () => null)
  .on(openTabFx.failData, (_, error) => ({ key: openTabErrorKey(failureStatus(error)) }))
  .on(errorTimedOut, (current, expired) => (current === expired ? null : current))
  .reset(openTabOpened, storeReset);

sample({ clock: $shownError.updates, filter: (shown): shown is ShownError => shown !== null, target: errorTimerFx });

/** Why the tab could not be opened, as a text key, for a while after the refusal. */
export const $openTabErrorKey = $shownError.map((shown) => shown?.key ?? null);

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
