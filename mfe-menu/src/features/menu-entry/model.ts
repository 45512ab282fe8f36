import { createEffect, sample } from 'effector';
import {
  checkForExistingTab,
  createOrder,
  failureStatus,
  tabCheck,
  tabExpiredDetected,
  tabStarted,
  unwrap,
  type ApiRequestError,
  type TabStarted,
} from '@tabula/shared';

interface TabLinkParams {
  tabUuid: string;
  venueUuid: string;
}

/**
 * A shared tab link (/menu?tab=<uuid>): the tab is checked, then the guest gets an order of their
 * own inside it (create-order with the tab-uuid header), as a joiner by password would.
 */
export const joinTabByLinkFx = createEffect<TabLinkParams, TabStarted, ApiRequestError>(async ({ tabUuid, venueUuid }) => {
  const tab = unwrap(await tabCheck(tabUuid, { venue_uuid: venueUuid, tab_link: '' }, { tabId: tabUuid }));
  const order = unwrap(await createOrder({ venue_uuid: venueUuid }, { tabId: tabUuid }));
  const link = (tab as { tab_link?: string }).tab_link ?? `${window.location.origin}/?tab=${tab.tab_uuid}`;
  return {
    tab_uuid: tab.tab_uuid,
    tab_link: link,
    order_uuid: order.order_uuid,
    table_number: tab.table_number,
    tab_password: tab.tab_password,
  };
});

sample({ clock: joinTabByLinkFx.doneData, target: tabStarted });
sample({ clock: joinTabByLinkFx.failData, filter: (error) => failureStatus(error) === 403, target: tabExpiredDetected });

/** The open tab a hotel guest session already holds at this venue, if any. */
export const existingTabOfSessionFx = createEffect<{ venueUuid: string; sessionId: string }, string | null, ApiRequestError>(
  async ({ venueUuid, sessionId }) => unwrap(await checkForExistingTab(venueUuid, { sessionId })).id,
);
