import type { Scope } from 'effector';
import { $venue } from '../model/venue';
import type { TabSeat } from '../entities';
import { createOrderWithTab } from './guest-api';

/** Opens a tab through the real API, as another guest at the table would, at the venue the scope (or the app) loaded. */
export async function openTabViaApi(table: string, firstName = 'Maria', scope?: Scope): Promise<TabSeat & { tab_password: string }> {
  const venue = scope ? scope.getState($venue) : $venue.getState();
  if (!venue) throw new Error('openTabViaApi: start the app first');
  const result = await createOrderWithTab(
    { venue_uuid: venue.uuid, table_number: table, first_name: firstName, last_name: 'Tester' },
    { tabId: null, sessionId: null },
  );
  if (!result.ok) throw new Error(`openTabViaApi: ${result.status} ${result.body.message}`);
  const { tab_password } = result.body;
  if (!tab_password) throw new Error('openTabViaApi: a table tab should have a password');
  return { ...result.body, tab_password };
}
