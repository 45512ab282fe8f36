import { allSettled } from 'effector';
import { checkTabFx, tabExited, tabStarted, type TabStarted } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import { $tabPassword } from './password';

const started: TabStarted = {
  tab_uuid: 'tab-1',
  tab_link: 'https://bistro/?tab=tab-1',
  order_uuid: 'o-1',
  table_number: '4',
  tab_password: '1234',
};
const checked = {
  tab_uuid: 'tab-1',
  tab_status: 1,
  has_tab_expired: false,
  table_number: '4',
  tab_password: '5678',
  tab_link: started.tab_link,
};

describe('the tab password', () => {
  it("is the started tab's, and none once the tab ends", async () => {
    const scope = createTestScope();
    await allSettled(tabStarted, { scope, params: started });
    expect(scope.getState($tabPassword)).toBe('1234');
    await allSettled(tabExited, { scope });
    expect(scope.getState($tabPassword)).toBeNull();
  });

  it('comes back with the tab check when the start did not carry it', async () => {
    const scope = createTestScope({ handlers: [[checkTabFx, () => checked]] });
    await allSettled(tabStarted, { scope, params: { ...started, tab_password: null } });
    expect(scope.getState($tabPassword)).toBeNull();
    await allSettled(checkTabFx, { scope, params: { tabId: 'tab-1', venueUuid: 'venue-1', tabLink: started.tab_link } });
    expect(scope.getState($tabPassword)).toBe('5678');
  });

  it("keeps the known password when a check answers without one, and shows no other tab's", async () => {
    const scope = createTestScope({ handlers: [[checkTabFx, () => ({ ...checked, tab_password: null })]] });
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(checkTabFx, { scope, params: { tabId: 'tab-1', venueUuid: 'venue-1', tabLink: started.tab_link } });
    expect(scope.getState($tabPassword)).toBe('1234');
    await allSettled(tabStarted, { scope, params: { ...started, tab_uuid: 'tab-2', tab_password: null } });
    expect(scope.getState($tabPassword)).toBeNull();
  });

  it('is not hidden by a late check of a tab the guest has since left', async () => {
    const scope = createTestScope({ handlers: [[checkTabFx, () => checked]] });
    await allSettled(tabStarted, { scope, params: started });
    await allSettled(tabStarted, { scope, params: { ...started, tab_uuid: 'tab-2', tab_password: '9999' } });
    await allSettled(checkTabFx, { scope, params: { tabId: 'tab-1', venueUuid: 'venue-1', tabLink: started.tab_link } });
    expect(scope.getState($tabPassword)).toBe('9999');
  });
});
