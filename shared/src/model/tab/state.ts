import { createEvent, createStore } from 'effector';
import { NO_TAB } from '../../storage/keys';
import { persist, readStoredStateFx } from '../persistence';
import { storeReset } from '../reset';
import { guestSessionCleared } from '../session/state';

export interface TabStarted {
  tab_uuid: string;
  tab_link: string;
  order_uuid: string;
  table_number?: string | null;
  tab_password?: string | null;
}

/** After create-order-with-tab, joining a tab, or a hotel guest session. */
export const tabStarted = createEvent<TabStarted>();
/** The guest confirmed Exit tab; the order model starts a fresh order. */
export const tabExited = createEvent();
/** The tab ended without the guest asking (failed tab check, closed tab). */
export const tabCleared = createEvent();
/** has_tab_expired, or 403 on order creation: the tab ends and 'Your Tab has expired' shows. */
export const tabExpiredDetected = createEvent();
export const tabExpiredAcknowledged = createEvent();
export const tableNumberChosen = createEvent<string | null>();

const tabEnded = [tabExited, tabCleared, tabExpiredDetected, guestSessionCleared];

/** null: never stored; 'empty': no tab. */
export const $tabId = createStore<string | null>(null)
  .on(tabStarted, (_, tab) => tab.tab_uuid)
  .on(tabEnded, () => NO_TAB)
  .on(readStoredStateFx.doneData, (_, stored) => stored.tabId)
  .reset(storeReset);

export const $tabLink = createStore<string | null>(null)
  .on(tabStarted, (_, tab) => tab.tab_link)
  .on(tabEnded, () => null)
  .on(readStoredStateFx.doneData, (_, stored) => stored.tabLink)
  .reset(storeReset);

export const $hasTab = $tabId.map((id) => Boolean(id) && id !== NO_TAB);

/**
 * The guest's table, chosen once (landing picker, a link, the tab forms, the table dialog) and carried to every
 * screen that needs it; fixed while a tab is active. It ends with a tab the guest left or lost, so a later
 * request asks again; a tab that expired leaves the guest at their table, which the next tab is opened at.
 */
export const $tableNumber = createStore<string | null>(null)
  .on(tableNumberChosen, (_, table) => table)
  .on(tabStarted, (current, tab) => tab.table_number ?? current)
  .on([tabExited, tabCleared, guestSessionCleared], () => null)
  .on(readStoredStateFx.doneData, (_, stored) => stored.tableNumber)
  .reset(storeReset);

export const $tabExpired = createStore(false)
  .on(tabExpiredDetected, () => true)
  .on(tabExpiredAcknowledged, () => false)
  .on(readStoredStateFx.doneData, (_, stored) => stored.tabExpired)
  .reset(storeReset);

persist($tabId, 'tabId', (id) => id);
persist($tabLink, 'tabLink', (link) => link);
persist($tableNumber, 'table_number', (table) => table);
// Survives the reload that follows a 403 on order creation, so the dialog still shows.
persist($tabExpired, 'show-tab-expire', (expired) => (expired ? 'true' : null));
