import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { $hasTab, $tabId, navigateFx, storeReset, tabExited, unwrap, type ApiRequestError, type Bill } from '@tabula/shared';
import { tabBill } from './api/bill';
import { balanceDue, type BalanceDue } from './balanceDue';

/** The guest pressed Exit tab: the dialog asks, and the tab's bill is read to say what the table still owes. */
export const exitTabAsked = createEvent();
/** Cancel (or closing the dialog): the tab stays. */
export const exitTabDismissed = createEvent();
/** Pay the bill, from the exit dialog: the bill screen takes the guest on. */
export const payBillChosen = createEvent();

export const loadTabBillFx = createEffect<string, Bill, ApiRequestError>(async (tabUuid) => unwrap(await tabBill(tabUuid)));

const exitBillFx = attach({ effect: loadTabBillFx });

sample({
  clock: exitTabAsked,
  source: { hasTab: $hasTab, tabId: $tabId },
  filter: ({ hasTab, tabId }) => hasTab && tabId !== null,
  fn: ({ tabId }) => tabId ?? '',
  target: exitBillFx,
});

/**
 * What the table still owes, as the bill read for this asking says. Null while it loads, when it failed,
 * or when nothing is owed: the dialog then asks as it always has, and exiting stays possible.
 */
export const $exitBalanceDue = createStore<BalanceDue | null>(null)
  .on(exitBillFx.doneData, (_, bill) => balanceDue(bill))
  .reset(exitTabAsked, exitTabDismissed, tabExited, storeReset);

sample({ clock: payBillChosen, fn: () => ({ to: '/bill' }), target: navigateFx });
