import type { IncomingHttpHeaders } from 'node:http';
import type { Sql } from '../db/database';
import { optionalUuid } from '../rules/input';

/**
 * Who is calling, as far as tabs go: the tab their client holds (the tab-uuid header it sends on
 * every call) and their live hotel guest session, if any.
 */
export interface Caller {
  tabUuid: string | null;
  guestSessionId: number | null;
}

export const NOBODY: Caller = { tabUuid: null, guestSessionId: null };

export async function callerOf(sql: Sql, headers: IncomingHttpHeaders): Promise<Caller> {
  const header = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const tabUuid = optionalUuid(header('tab-uuid'), 'tab-uuid');
  const sessionUuid = optionalUuid(header('guest-session-uuid'), 'guest-session-uuid');
  if (!sessionUuid) return { tabUuid, guestSessionId: null };
  const [session] = await sql.query<{ id: number }>('SELECT id FROM guest_sessions WHERE uuid = $1 AND check_out_at > now()', [
    sessionUuid,
  ]);
  return { tabUuid, guestSessionId: session?.id ?? null };
}

/**
 * A member of a tab is a guest whose client holds the tab (it opened or joined it, or followed a
 * member's share link, and sends it as its tab), or the hotel guest whose session opened it. Only
 * members see what lets others in: the tab's password, uuid and share link.
 */
export function isTabMember(caller: Caller, tab: { uuid: string; guest_session_id: number | null }): boolean {
  if (caller.tabUuid !== null && caller.tabUuid === tab.uuid) return true;
  return caller.guestSessionId !== null && caller.guestSessionId === tab.guest_session_id;
}
