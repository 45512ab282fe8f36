import { useEffect, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  $hasTab,
  $tabId,
  $venue,
  checkGuestSessionFx,
  checkTabFx,
  failureStatus,
  guestSessionStarted,
  isHotelRoomVenue,
  tabCheckRequested,
  tableNumberChosen,
} from '@tabula/shared';
import { needsViewModeRedirect } from '../ordering-mode';
import { existingTabOfSessionFx, joinTabByLinkFx } from './model';
import { readEntryParams, sendsGuestHome, withoutEntryParams } from './rules';

/**
 * What opening /menu does besides showing it: a venue not accepting orders sends the guest to view mode,
 * a shared tab link joins that tab, a hotel session from the hotel page is checked and kept, and a guest
 * with a tab has it checked, so an expired tab is noticed before anything is added to it.
 *
 * The tab bar the shell hands the menu checks the guest's tab itself, as on every screen that shows it;
 * the menu checks it only when it shows no tab bar, so one menu load makes one tab check.
 */
export function useMenuEntry({ tabBarChecksTab }: { tabBarChecksTab: boolean }): void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [venue, tabId, hasTab] = useUnit([$venue, $tabId, $hasTab]);
  const events = useUnit({
    startSession: guestSessionStarted,
    chooseTable: tableNumberChosen,
    checkTab: tabCheckRequested,
    checkSession: checkGuestSessionFx,
    joinByLink: joinTabByLinkFx,
    existingTab: existingTabOfSessionFx,
  });
  const typeParam = params.get('type');

  useEffect(() => {
    if (needsViewModeRedirect(venue, typeParam)) navigate({ pathname: '/menu', search: '?type=view' }, { replace: true });
  }, [venue, typeParam, navigate]);

  // The store's tab check ends the tab on a refusal; the menu then has nothing to show the guest.
  useEffect(
    () =>
      // Navigation is the router's, which only the component holds; the subscription ends with it.
      // eslint-disable-next-line effector/no-watch, effector/mandatory-scope-binding -- see above
      checkTabFx.failData.watch((error) => {
        if (sendsGuestHome(failureStatus(error))) navigate('/');
      }),
    [navigate],
  );

  const handled = useRef(false);
  useEffect(() => {
    if (!venue || handled.current) return;
    handled.current = true;
    const entry = readEntryParams(params);
    const joinByLink = (tabUuid: string) =>
      events.joinByLink({ tabUuid, venueUuid: venue.uuid }).then(
        () => navigate({ pathname: '/menu', search: withoutEntryParams(params) }, { replace: true }),
        // The start page follows the link again and tells the guest it did not work.
        (error: unknown) => {
          if (sendsGuestHome(failureStatus(error))) navigate({ pathname: '/', search: `?tab=${encodeURIComponent(tabUuid)}` });
        },
      );

    if (entry.sessionId) {
      events.startSession({ guest_session_uuid: entry.sessionId, room_number: entry.roomNumber, venue_uuid: venue.uuid });
      // Room service takes orders to the room; a venue with tables would lock its tab forms and Call server to a room number.
      if (entry.roomNumber && isHotelRoomVenue(venue)) events.chooseTable(entry.roomNumber);
      events.checkSession({ venueUuid: venue.uuid, sessionId: entry.sessionId }).catch(() => undefined);
    }
    if (entry.tab && entry.tab !== tabId) {
      void joinByLink(entry.tab);
      return;
    }
    if (entry.sessionId && !hasTab) {
      events.existingTab({ venueUuid: venue.uuid, sessionId: entry.sessionId }).then(
        (existing) => (existing ? joinByLink(existing) : undefined),
        () => undefined,
      );
      return;
    }
    if (!tabBarChecksTab) events.checkTab();
  }, [venue, params, tabId, hasTab, events, navigate, tabBarChecksTab]);
}
