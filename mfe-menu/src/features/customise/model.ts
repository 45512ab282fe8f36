import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  $currency,
  $hasTab,
  $orderId,
  $venue,
  $venueUuid,
  createOrderFx,
  failureStatus,
  fetchOrderDetailsFx,
  goBackFx,
  navigateFx,
  orderLineSaved,
  storeReset,
  unwrap,
  type ApiRequestError,
  type CartOrderItem,
} from '@tabula/shared';
import { needsTab } from '../ordering-mode';
import { addItem, editItem } from './api';
import { cartLineFromChoice, lineFromServer, lineRequest, type ItemChoice } from './lines';

export const addItemFx = createEffect<{ orderId: string; choice: ItemChoice }, CartOrderItem, ApiRequestError>(
  async ({ orderId, choice }) => {
    const line = cartLineFromChoice(choice);
    return lineFromServer(line, unwrap(await addItem(orderId, lineRequest(line))));
  },
);

export const editItemFx = createEffect<{ orderId: string; orderItemId: number; choice: ItemChoice }, CartOrderItem, ApiRequestError>(
  async ({ orderId, orderItemId, choice }) => {
    const line = cartLineFromChoice(choice, orderItemId);
    return lineFromServer(line, unwrap(await editItem(orderId, { order_item_id: orderItemId, ...lineRequest(line) })));
  },
);

sample({ clock: [addItemFx.doneData, editItemFx.doneData], target: orderLineSaved });

/** A 403 on add or edit means the order changed under the guest (placed, or its tab ended); refetching settles it. */
sample({
  clock: [addItemFx.fail, editItemFx.fail],
  filter: ({ error }) => failureStatus(error) === 403,
  fn: ({ params }) => params.orderId,
  target: fetchOrderDetailsFx,
});

export interface ItemSubmission {
  choice: Omit<ItemChoice, 'currency'>;
  /** The cart line being edited, null when adding. */
  line: CartOrderItem | null;
  /** A dish found by search returns to /menu rather than back to the search. */
  fromSearch: boolean;
}

/** The guest pressed Add (or Update) with a valid choice. */
export const itemSubmitted = createEvent<ItemSubmission>();
/** The dish screen opened: nothing is saved yet and no earlier failure shows. */
export const itemFormOpened = createEvent();
/**
 * The dish screen is leaving (after a save, or otherwise). The saved mark goes now, not when the next
 * dish screen opens: that screen's first render would still read it and leave at once.
 */
export const itemFormLeft = createEvent();

interface SaveParams {
  submission: ItemSubmission;
  orderId: string | null;
  venueUuid: string | null;
  currency: string;
}

/**
 * Adds the dish (or updates the edited line) on the guest's order, creating the order first when there
 * is none yet (the app creates one when the venue loads, but that call may have failed or not finished).
 * The kernel's cart takes the saved line; a 403 refetches the order (above).
 */
const saveItemFx = attach({
  source: { orderId: $orderId, venueUuid: $venueUuid, currency: $currency },
  mapParams: (submission: ItemSubmission, source): SaveParams => ({ submission, ...source }),
  effect: createEffect(async ({ submission, orderId, venueUuid, currency }: SaveParams): Promise<ItemSubmission> => {
    let id = orderId;
    if (!id) {
      if (!venueUuid) throw new Error('The venue is not loaded');
      id = (await createOrderFx({ venueUuid })).order_uuid;
    }
    const choice: ItemChoice = { ...submission.choice, currency };
    if (submission.line) await editItemFx({ orderId: id, orderItemId: submission.line.order_item_id, choice });
    else await addItemFx({ orderId: id, choice });
    return submission;
  }),
});

/** The venue takes orders only on a tab (and no card), and the guest has none yet: nothing can be added. */
const $tabNeeded = combine($venue, $hasTab, (venue, hasTab) => venue !== null && needsTab(venue, hasTab));

/** The guest pressed Add where a tab is needed first: the dish waits while the tab-needed dialog asks for one. */
export const addHeldForTab = createEvent();

sample({ clock: itemSubmitted, filter: $tabNeeded.map((needed) => !needed), target: saveItemFx });
sample({ clock: itemSubmitted, filter: $tabNeeded, fn: () => undefined, target: addHeldForTab });

/** On while the dish is being saved, so the Add button shows it is busy. */
export const $itemSaving = saveItemFx.pending;

/** Set once the dish is on the order: the screen then leaves, back or to /menu after search. */
export const $itemSaved = createStore<{ fromSearch: boolean } | null>(null)
  .on(saveItemFx.doneData, (_, submission) => ({ fromSearch: submission.fromSearch }))
  .reset(itemSubmitted, itemFormOpened, itemFormLeft, storeReset);

/** Why the last save failed, as an errors.* text key: the network, or anything else. */
export const $submitError = createStore<'errors.network' | 'errors.generic' | null>(null)
  .on(saveItemFx.failData, (_, error) => (failureStatus(error) === 0 ? 'errors.network' : 'errors.generic'))
  .reset(itemSubmitted, itemFormOpened, storeReset);

const $formOnScreen = createStore(false)
  .on(itemFormOpened, () => true)
  .on(itemFormLeft, () => false);

/**
 * Saved: the dish screen leaves, back where the guest came from, or to /menu after a dish found by
 * search. The menu takes the dish screen's place in the history, so the phone's Back then returns to
 * the search rather than to a dish screen offering to add the dish again.
 */
const itemLeftAfterSave = sample({
  clock: $itemSaved.updates,
  source: $formOnScreen,
  filter: (onScreen, saved) => onScreen && saved !== null,
  fn: (_, saved) => saved?.fromSearch === true,
});
sample({ clock: itemLeftAfterSave, fn: () => undefined, target: itemFormLeft });
sample({ clock: itemLeftAfterSave, filter: (fromSearch) => fromSearch, fn: () => ({ to: '/menu', replace: true }), target: navigateFx });
sample({ clock: itemLeftAfterSave, filter: (fromSearch) => !fromSearch, fn: () => undefined, target: goBackFx });
