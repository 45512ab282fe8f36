import { createEffect, createEvent, sample } from 'effector';
import { failureStatus, unwrap, type ApiRequestError } from '../../api/result';
import { tabCheck } from '../../api/tab';
import type { TabCheck } from '../../entities';
import { $venueUuid } from '../venue';
import { $hasTab, $tabId, $tabLink, $tableNumber, tabCleared, tabExpiredDetected } from './state';

export {
  $hasTab,
  $tabExpired,
  $tabId,
  $tabLink,
  $tableNumber,
  tabCleared,
  tabExited,
  tabExpiredAcknowledged,
  tabExpiredDetected,
  tabStarted,
  tableNumberChosen,
} from './state';
export type { TabStarted } from './state';

export interface TabCheckParams {
  tabId: string;
  venueUuid: string;
  tabLink: string;
}

export const checkTabFx = createEffect<TabCheckParams, TabCheck, ApiRequestError>(async ({ tabId, venueUuid, tabLink }) =>
  unwrap(await tabCheck(tabId, { venue_uuid: venueUuid, tab_link: tabLink }, { tabId })),
);

/** The menu's tab check on load; nothing happens without a tab or a venue. */
export const tabCheckRequested = createEvent();

sample({
  clock: tabCheckRequested,
  source: { tabId: $tabId, tabLink: $tabLink, hasTab: $hasTab, venueUuid: $venueUuid },
  filter: ({ hasTab, venueUuid }) => hasTab && venueUuid !== null,
  fn: ({ tabId, tabLink, venueUuid }): TabCheckParams => ({ tabId: tabId ?? '', tabLink: tabLink ?? '', venueUuid: venueUuid ?? '' }),
  target: checkTabFx,
});

$tableNumber.on(checkTabFx.doneData, (current, tab) => tab.table_number || current);

sample({ clock: checkTabFx.doneData, filter: (tab) => tab.has_tab_expired, target: tabExpiredDetected });

/**
 * A tab check answered 403 shows the tab-expired dialog; any other answer ends the tab (the page then goes to /).
 * No answer at all (offline) leaves the tab alone.
 */
sample({ clock: checkTabFx.failData, filter: (error) => failureStatus(error) === 403, target: tabExpiredDetected });
sample({
  clock: checkTabFx.failData,
  filter: (error) => ![0, 403].includes(failureStatus(error)),
  target: tabCleared,
});
