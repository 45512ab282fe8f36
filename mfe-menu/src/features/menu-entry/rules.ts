import { isUuid } from '@tabula/shared';

/** What the menu's URL may carry: a shared tab link (?tab), a hotel session (?session_id), view mode (?type=view). */
export interface MenuEntryParams {
  tab: string | null;
  sessionId: string | null;
  roomNumber: string | null;
}

const param = (params: URLSearchParams, name: string): string | null => params.get(name)?.trim() || null;

/**
 * A session id that is not a uuid names no session and is ignored, as the shared store ignores it: sent
 * on, the API would refuse the session check and the search for the session's tab.
 */
const sessionParam = (params: URLSearchParams): string | null => {
  const id = param(params, 'sessionid');
  return isUuid(id) ? id : null;
};

export function readEntryParams(params: URLSearchParams): MenuEntryParams {
  return { tab: param(params, 'tab'), sessionId: sessionParam(params), roomNumber: param(params, 'room_no') };
}

/** The query without the entry parameters, once they are acted on, so a reload does not repeat them. */
export function withoutEntryParams(params: URLSearchParams): string {
  const rest = new URLSearchParams(params);
  for (const name of ['tab', 'sessionid', 'room_no']) rest.delete(name);
  const query = rest.toString();
  return query ? `?${query}` : '';
}

/** A tab link's answer the guest cannot recover from on the menu: anything but 403 (expired) and no answer. */
export const sendsGuestHome = (status: number): boolean => status !== 0 && status !== 403;
