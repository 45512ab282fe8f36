import { attach, createEvent, createStore, sample } from 'effector';
import { $hasTab, $tabId, $tabLink, $venueUuid, checkTabFx, failureStatus, navigateFx } from '@tabula/shared';

/** The tab bar is on screen. */
export const tabBarShown = createEvent();
/** The tab bar is gone. */
export const tabBarLeft = createEvent();

const $shown = createStore(false)
  .on(tabBarShown, () => true)
  .reset(tabBarLeft);

/** The bar's own check, so that only its refusals send the guest away. */
const barTabCheckFx = attach({ effect: checkTabFx });

/** The tab the shown bar asked about: each tab once while the bar is shown. */
const $checkedTab = createStore<string | null>(null)
  .on(barTabCheckFx, (_, { tabId }) => tabId)
  .reset(tabBarLeft);

// While a check runs nothing is asked again, so StrictMode's quick remount does not ask twice.
sample({
  clock: [tabBarShown, $tabId.updates, $hasTab.updates, $venueUuid.updates],
  source: {
    shown: $shown,
    tabId: $tabId,
    tabLink: $tabLink,
    hasTab: $hasTab,
    venueUuid: $venueUuid,
    checked: $checkedTab,
    checking: barTabCheckFx.pending,
  },
  filter: ({ shown, tabId, hasTab, venueUuid, checked, checking }) =>
    shown && hasTab && !!tabId && !!venueUuid && checked !== tabId && !checking,
  fn: ({ tabId, tabLink, venueUuid }) => ({ tabId: tabId ?? '', venueUuid: venueUuid ?? '', tabLink: tabLink ?? '' }),
  target: barTabCheckFx,
});

// The shared model turns a 403 into the tab-expired overlay and any other refusal into a cleared tab;
// leaving for the start page is the bar's part. No answer at all (offline) keeps the guest here.
sample({
  clock: barTabCheckFx.failData,
  filter: (error) => ![0, 403].includes(failureStatus(error)),
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});
