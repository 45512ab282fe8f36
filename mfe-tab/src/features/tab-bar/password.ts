import { combine, createStore, sample } from 'effector';
import { $tabId, checkTabFx, storeReset, tabStarted } from '@tabula/shared';

interface KnownPassword {
  tabId: string;
  password: string;
}

/**
 * The last password learnt for a tab: from the tab's start, or from a tab check, which gives it to the
 * tab's members. No storage key keeps it, so after a reload, or when this remote loads after a tab
 * started on another screen, the tab bar's check on mount brings it back.
 */
const $knownPassword = createStore<KnownPassword | null>(null)
  .on(tabStarted, (_, tab) => (tab.tab_password ? { tabId: tab.tab_uuid, password: tab.tab_password } : null))
  .reset(storeReset);

// Only a check of the guest's current tab: one of a tab since left, answered late, would hide the new tab's password.
sample({
  clock: checkTabFx.done,
  source: $tabId,
  filter: (tabId, { params, result }) => params.tabId === tabId && Boolean(result.tab_password),
  fn: (_, { params, result }): KnownPassword => ({ tabId: params.tabId, password: result.tab_password ?? '' }),
  target: $knownPassword,
});

/** The password the tab bar shows: only the guest's current tab's, so an ended or another tab shows none. */
export const $tabPassword = combine($tabId, $knownPassword, (tabId, known) =>
  known !== null && known.tabId === tabId ? known.password : null,
);
