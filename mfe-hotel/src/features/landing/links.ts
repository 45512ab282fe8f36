import { checkForExistingTab, createOrder, failureStatus, tabCheck, type TabStarted } from '@tabula/shared';
import { openRoomTab } from './api/roomTab';

export type LinkOutcome =
  | { kind: 'joined'; tab: TabStarted }
  /** The tab has expired: the shell's tab-expired overlay tells the guest. */
  | { kind: 'expired' }
  /** The session holds no tab at this venue. */
  | { kind: 'noTab' }
  /** The session is unknown here or checked out: the session model forgets it and reloads the page. */
  | { kind: 'sessionInvalid' }
  | { kind: 'failed' };

/**
 * A shared tab link (/?tab=): the tab is checked, then this guest gets an order of their own in it, as
 * joining by password would give them.
 */
export async function joinTabByLink(venueUuid: string, tabId: string): Promise<LinkOutcome> {
  const check = await tabCheck(tabId, { venue_uuid: venueUuid, tab_link: '' }, { tabId });
  if (!check.ok) return check.status === 403 ? { kind: 'expired' } : { kind: 'failed' };
  if (check.body.has_tab_expired) return { kind: 'expired' };
  const order = await createOrder({ venue_uuid: venueUuid }, { tabId });
  if (!order.ok) return order.status === 403 ? { kind: 'expired' } : { kind: 'failed' };
  return {
    kind: 'joined',
    tab: {
      tab_uuid: tabId,
      tab_link: check.body.tab_link,
      order_uuid: order.body.order_uuid,
      table_number: check.body.table_number,
      tab_password: check.body.tab_password,
    },
  };
}

export interface SessionLink {
  venueUuid: string;
  sessionId: string;
  /** Room service, where the session's tab is its room's. */
  rooms: boolean;
}

/**
 * A hotel session link (/?sessionid=): the session is checked first (the shared model keeps a known one, with
 * its room, check-out and cookies, and forgets an unknown one), then the guest is taken back into the tab it
 * holds here; at room service a session without one gets its room's tab, ready to order and charge the room.
 */
export async function followSessionLink(
  { venueUuid, sessionId, rooms }: SessionLink,
  checkSession: (params: { venueUuid: string; sessionId: string }) => Promise<{ room_number: string }>,
): Promise<LinkOutcome> {
  let room: string;
  try {
    room = (await checkSession({ venueUuid, sessionId })).room_number;
  } catch (error) {
    return failureStatus(error) === 0 ? { kind: 'failed' } : { kind: 'sessionInvalid' };
  }
  const existing = await checkForExistingTab(venueUuid, { sessionId });
  if (!existing.ok) return { kind: 'failed' };
  if (existing.body.id) return joinTabByLink(venueUuid, existing.body.id);
  if (!rooms) return { kind: 'noTab' };
  const opened = await openRoomTab({ venue_uuid: venueUuid, table_number: room, first_name: room, last_name: '' }, { sessionId });
  if (!opened.ok) return { kind: 'failed' };
  const { tab_uuid, tab_link, order_uuid, table_number, tab_password } = opened.body;
  return { kind: 'joined', tab: { tab_uuid, tab_link, order_uuid, table_number, tab_password } };
}
