import { allSettled } from 'effector';
import { ApiRequestError } from '../../api/result';
import type { TabCheck } from '../../entities';
import { makeVenue } from '../../test/fixtures';
import { createTestScope } from '../../test/scope';
import { guestSessionCleared } from '../session';
import { $venue } from '../venue';
import {
  $hasTab,
  $tabExpired,
  $tabId,
  $tabLink,
  $tableNumber,
  checkTabFx,
  tabCheckRequested,
  tabCleared,
  tabExited,
  tabExpiredAcknowledged,
  tabExpiredDetected,
  tabStarted,
  tableNumberChosen,
} from '.';

const started = { tab_uuid: 'tab-1', tab_link: 'https://bistro/?tab=tab-1', order_uuid: 'o-1', table_number: '4', tab_password: '1234' };

const checkOk = (over: Partial<TabCheck> = {}): TabCheck => ({
  tab_uuid: 'tab-1',
  tab_status: 1,
  has_tab_expired: false,
  table_number: '4',
  tab_password: '1234',
  tab_link: 'https://bistro/?tab=tab-1',
  ...over,
});

describe('tab state', () => {
  it('starts with no tab', () => {
    const scope = createTestScope();
    expect(scope.getState($tabId)).toBeNull();
    expect(scope.getState($hasTab)).toBe(false);
  });

  it('is active after tabStarted and stored', async () => {
    const scope = createTestScope();
    await allSettled(tabStarted, { scope, params: started });
    expect(scope.getState($hasTab)).toBe(true);
    expect(scope.getState($tabLink)).toBe(started.tab_link);
    expect(scope.getState($tableNumber)).toBe('4');
    expect(localStorage.getItem('tabId')).toBe('tab-1');
    expect(localStorage.getItem('tabLink')).toBe(started.tab_link);
    expect(localStorage.getItem('table_number')).toBe('4');
  });

  it('becomes empty on expiry and keeps its table: the guest is still sitting at it, and the next tab opens there', async () => {
    const scope = createTestScope();
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(tabExpiredDetected, { scope });
    expect(scope.getState($tabId)).toBe('empty');
    expect(scope.getState($hasTab)).toBe(false);
    expect(localStorage.getItem('tabLink')).toBeNull();
    expect(scope.getState($tableNumber)).toBe('4');
    expect(localStorage.getItem('table_number')).toBe('4');
  });

  it.each([
    ['exit', tabExited],
    ['a failed guest-session check', guestSessionCleared],
    ['a tab the API no longer knows', tabCleared],
  ])("becomes 'empty' on %s, forgetting its table so that nothing uses it unasked", async (_label, event) => {
    const scope = createTestScope();
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(event, { scope });
    expect(scope.getState($tabId)).toBe('empty');
    expect(scope.getState($hasTab)).toBe(false);
    expect(scope.getState($tableNumber)).toBeNull();
    expect(localStorage.getItem('tabId')).toBe('empty');
    expect(localStorage.getItem('tabLink')).toBeNull();
    expect(localStorage.getItem('table_number')).toBeNull();
  });

  it('keeps a table chosen before any tab, and opens the tab on it', async () => {
    const scope = createTestScope();
    await allSettled(tableNumberChosen, { scope, params: '3' });
    expect(localStorage.getItem('table_number')).toBe('3');
    await allSettled(tabStarted, { scope, params: { ...started, table_number: null } });
    expect(scope.getState($tableNumber)).toBe('3');
  });

  it('raises the tab-expired flag until acknowledged, across reloads', async () => {
    const scope = createTestScope();
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(tabExpiredDetected, { scope });
    expect(scope.getState($tabExpired)).toBe(true);
    expect(scope.getState($tabId)).toBe('empty');
    expect(localStorage.getItem('show-tab-expire')).toBe('true');
    await allSettled(tabExpiredAcknowledged, { scope });
    expect(scope.getState($tabExpired)).toBe(false);
    expect(localStorage.getItem('show-tab-expire')).toBeNull();
  });
});

describe('tab check on menu load', () => {
  const withTab = async (check: () => TabCheck | Promise<TabCheck>) => {
    const calls: unknown[] = [];
    const scope = createTestScope({
      handlers: [[checkTabFx, (params: unknown) => (calls.push(params), check())]],
      values: [[$venue, makeVenue({ uuid: 'venue-1' })]],
    });
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(tabCheckRequested, { scope });
    return { scope, calls };
  };

  it('checks the stored tab at the venue and restores its table', async () => {
    const { scope, calls } = await withTab(() => checkOk({ table_number: '9' }));
    expect(calls).toEqual([{ tabId: 'tab-1', tabLink: started.tab_link, venueUuid: 'venue-1' }]);
    expect(scope.getState($tableNumber)).toBe('9');
    expect(scope.getState($hasTab)).toBe(true);
  });

  it('shows the tab-expired dialog when the tab has expired', async () => {
    const { scope } = await withTab(() => checkOk({ has_tab_expired: true }));
    expect(scope.getState($tabExpired)).toBe(true);
  });

  it('shows the tab-expired dialog on 403', async () => {
    const { scope } = await withTab(() => Promise.reject(new ApiRequestError(403, { message: 'Forbidden' })));
    expect(scope.getState($tabExpired)).toBe(true);
    expect(scope.getState($hasTab)).toBe(false);
  });

  it('clears the tab on any other answer', async () => {
    const { scope } = await withTab(() => Promise.reject(new ApiRequestError(404, { message: 'Not Found' })));
    expect(scope.getState($tabExpired)).toBe(false);
    expect(scope.getState($tabId)).toBe('empty');
  });

  it('keeps the tab when the API cannot be reached', async () => {
    const { scope } = await withTab(() => Promise.reject(new ApiRequestError(0, { message: 'Network error' })));
    expect(scope.getState($hasTab)).toBe(true);
  });

  it('does nothing without a tab', async () => {
    const calls: unknown[] = [];
    const scope = createTestScope({
      handlers: [[checkTabFx, (params: unknown) => (calls.push(params), checkOk())]],
      values: [[$venue, makeVenue()]],
    });
    await allSettled(tabCheckRequested, { scope });
    expect(calls).toEqual([]);
  });
});
