import { checkForExistingTab, createOrder, failureStatus, tabCheck, type TabStarted } from '@tabula/shared';

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

/**
 * A hotel session link (/?sessionid=): the session is checked first (the shared model keeps a known one and
 * forgets an unknown one), then the guest is taken back into the tab it holds here, if any.
 */
export async function followSessionLink(
  venueUuid: string,
  sessionId: string,
  checkSession: (params: { venueUuid: string; sessionId: string }) => Promise<unknown>,
): Promise<LinkOutcome> {
  try {
    await checkSession({ venueUuid, sessionId });
  } catch (error) {
    return failureStatus(error) === 0 ? { kind: 'failed' } : { kind: 'sessionInvalid' };
  }
  const existing = await checkForExistingTab(venueUuid, { sessionId });
  if (!existing.ok) return { kind: 'failed' };
  if (!existing.body.id) return { kind: 'noTab' };
  return joinTabByLink(venueUuid, existing.body.id);
}
