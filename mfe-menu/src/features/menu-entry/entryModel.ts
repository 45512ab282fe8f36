import { attach, combine, createEvent, createStore, sample } from 'effector';
import {
  $hasTab,
  $tabId,
  $venue,
  checkGuestSessionFx,
  checkTabFx,
  failureStatus,
  guestSessionStarted,
  isHotelRoomVenue,
  navigateFx,
  tabCheckRequested,
  tableNumberChosen,
  type Venue,
} from '@tabula/shared';
import { needsViewModeRedirect } from '../ordering-mode';
import { existingTabOfSessionFx, joinTabByLinkFx } from './model';
import { readEntryParams, sendsGuestHome, withoutEntryParams, type MenuEntryParams } from './rules';

/** The menu is on screen at this address (again when its query changes). */
export const menuEntered = createEvent<{ search: string; tabBarChecksTab: boolean }>();
/** The menu screen is gone. */
export const menuLeft = createEvent();

const $entry = createStore<{ search: string; tabBarChecksTab: boolean } | null>(null)
  .on(menuEntered, (_, entry) => entry)
  .reset(menuLeft);

// A menu not accepting orders is shown in view mode: the address says so, for every later screen.
sample({
  clock: [menuEntered, $venue.updates],
  source: { entry: $entry, venue: $venue },
  filter: ({ entry, venue }) => entry !== null && needsViewModeRedirect(venue, new URLSearchParams(entry.search).get('type')),
  fn: () => ({ to: { pathname: '/menu', search: '?type=view' }, replace: true }),
  target: navigateFx,
});

// The store's tab check ends the tab on a refusal; the menu then has nothing to show the guest.
sample({
  clock: checkTabFx.failData,
  source: $entry,
  filter: (entry, error) => entry !== null && sendsGuestHome(failureStatus(error)),
  fn: () => ({ to: '/' }),
  target: navigateFx,
});

interface EntryStart {
  params: MenuEntryParams;
  search: string;
  venue: Venue;
  tabId: string | null;
  hasTab: boolean;
  tabBarChecksTab: boolean;
}

/** The link's parameters were acted on for this visit to the menu (once, when the venue is there). */
const entryStarted = createEvent<EntryStart>();
const $started = createStore(false)
  .on(entryStarted, () => true)
  .reset(menuLeft);

const entryFound = sample({
  clock: [menuEntered, $venue.updates],
  source: { entry: $entry, started: $started, venue: $venue, tabId: $tabId, hasTab: $hasTab },
  filter: ({ entry, venue, started }) => entry !== null && venue !== null && !started,
  fn: ({ entry, venue, tabId, hasTab }): EntryStart | null =>
    entry && venue
      ? {
          params: readEntryParams(new URLSearchParams(entry.search)),
          search: entry.search,
          venue,
          tabId,
          hasTab,
          tabBarChecksTab: entry.tabBarChecksTab,
        }
      : null,
});
sample({ clock: entryFound, filter: (start): start is EntryStart => start !== null, target: entryStarted });

// A hotel session from the hotel page is kept and checked. Room service takes orders to the room; a
// venue with tables would lock its tab forms and Call server to a room number.
const sessionLinked = sample({ clock: entryStarted, filter: ({ params }) => params.sessionId !== null });
sample({
  clock: sessionLinked,
  fn: ({ params, venue }) => ({ guest_session_uuid: params.sessionId as string, room_number: params.roomNumber, venue_uuid: venue.uuid }),
  target: guestSessionStarted,
});
sample({
  clock: sessionLinked,
  filter: ({ params, venue }) => params.roomNumber !== null && isHotelRoomVenue(venue),
  fn: ({ params }) => params.roomNumber as string,
  target: tableNumberChosen,
});
sample({
  clock: sessionLinked,
  fn: ({ params, venue }) => ({ venueUuid: venue.uuid, sessionId: params.sessionId as string }),
  target: attach({ effect: checkGuestSessionFx }),
});

/** A tab to join by its link: the link's own, or the one the hotel session already holds. */
const joinByLinkFx = attach({
  effect: joinTabByLinkFx,
  mapParams: ({ tabUuid, venueUuid }: { tabUuid: string; venueUuid: string; search: string }) => ({ tabUuid, venueUuid }),
});

const followsTabLink = ({ params, tabId }: EntryStart) => params.tab !== null && params.tab !== tabId;
const looksForSessionTab = (start: EntryStart) => !followsTabLink(start) && start.params.sessionId !== null && !start.hasTab;

const sessionTabFx = attach({
  effect: existingTabOfSessionFx,
  mapParams: ({ venueUuid, sessionId }: { venueUuid: string; sessionId: string; search: string }) => ({ venueUuid, sessionId }),
});

// A join on its way is not started again: React's development mode opens a screen twice.
const $joining = combine(joinByLinkFx.pending, sessionTabFx.pending, (joining, looking) => joining || looking);

sample({
  clock: entryStarted,
  source: $joining,
  filter: (joining, start) => !joining && followsTabLink(start),
  fn: (_, { params, venue, search }) => ({ tabUuid: params.tab as string, venueUuid: venue.uuid, search }),
  target: joinByLinkFx,
});
sample({
  clock: entryStarted,
  source: $joining,
  filter: (joining, start) => !joining && looksForSessionTab(start),
  fn: (_, { params, venue, search }) => ({ venueUuid: venue.uuid, sessionId: params.sessionId as string, search }),
  target: sessionTabFx,
});
sample({
  clock: sessionTabFx.done,
  filter: ({ result }) => result !== null,
  fn: ({ params, result }) => ({ tabUuid: result as string, venueUuid: params.venueUuid, search: params.search }),
  target: joinByLinkFx,
});

// Joined: the address drops the link, so a reload does not join again.
sample({
  clock: joinByLinkFx.done,
  fn: ({ params }) => ({ to: { pathname: '/menu', search: withoutEntryParams(new URLSearchParams(params.search)) }, replace: true }),
  target: navigateFx,
});
// The start page follows the link again and tells the guest it did not work.
sample({
  clock: joinByLinkFx.fail,
  filter: ({ error }) => sendsGuestHome(failureStatus(error)),
  fn: ({ params }) => ({ to: { pathname: '/', search: `?tab=${encodeURIComponent(params.tabUuid)}` } }),
  target: navigateFx,
});

// The tab bar the shell hands the menu checks the guest's tab itself, as on every screen that shows
// it; the menu checks it only when it shows no tab bar, so one menu load makes one tab check.
sample({
  clock: entryStarted,
  filter: (start) => !followsTabLink(start) && !looksForSessionTab(start) && !start.tabBarChecksTab,
  fn: () => undefined,
  target: tabCheckRequested,
});
