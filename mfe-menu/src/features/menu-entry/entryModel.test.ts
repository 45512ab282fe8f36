import { allSettled } from 'effector';
import { $tabId, $venue, ApiRequestError, checkTabFx, type TabStarted } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { menuEntered, menuLeft } from './entryModel';
import { joinTabByLinkFx } from './model';

const TAB = '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e';
const joined: TabStarted = {
  tab_uuid: TAB,
  tab_link: `http://bistro.localhost/?tab=${TAB}`,
  order_uuid: 'o-2',
  table_number: '3',
  tab_password: '1234',
};

/** The menu's entry in a scope of its own, with the venue loaded; joins, tab checks and navigation are recorded. */
function menuScope({ venue = makeVenue(), tabId = null as string | null, join = () => Promise.resolve(joined) } = {}) {
  const { went, handlers: navigation } = recordNavigation();
  const joins: unknown[] = [];
  const checks: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, venue],
      [$tabId, tabId],
    ],
    handlers: [
      ...navigation,
      [joinTabByLinkFx, (params: unknown) => (joins.push(params), join())],
      [checkTabFx, (params: unknown) => (checks.push(params), Promise.resolve({ tab_uuid: tabId, table_number: '3' }))],
    ],
  });
  const enter = (search: string, tabBarChecksTab = true) => allSettled(menuEntered, { scope, params: { search, tabBarChecksTab } });
  return { scope, went, joins, checks, enter };
}

describe("the menu's entry", () => {
  it("joins a shared link's tab, then drops the link from the address", async () => {
    const { went, joins, enter } = menuScope();
    await enter(`?tab=${TAB}&type=view`);
    expect(joins).toEqual([{ tabUuid: TAB, venueUuid: 'venue-uuid' }]);
    expect(went).toEqual([{ to: { pathname: '/menu', search: '?type=view' }, replace: true }]);
  });

  it('sends the guest to the start page with the link when the tab does not exist, and keeps them on an expired one', async () => {
    const missing = menuScope({ join: () => Promise.reject(new ApiRequestError(404, { message: 'refused' })) });
    await missing.enter(`?tab=${TAB}`);
    expect(missing.went).toEqual([{ to: { pathname: '/', search: `?tab=${TAB}` } }]);
    const expired = menuScope({ join: () => Promise.reject(new ApiRequestError(403, { message: 'refused' })) });
    await expired.enter(`?tab=${TAB}`);
    expect(expired.went).toEqual([]);
  });

  it('acts on the link once a visit, however often the address changes, and again on the next visit', async () => {
    const { scope, joins, enter } = menuScope({ tabId: 'another-tab' });
    await enter(`?tab=${TAB}`);
    await enter('');
    expect(joins).toHaveLength(1);
    await allSettled(menuLeft, { scope });
    await allSettled($tabId, { scope, params: 'another-tab' });
    await enter(`?tab=${TAB}`);
    expect(joins).toHaveLength(2);
  });

  it('shows a venue not accepting orders in view mode', async () => {
    const { went, enter } = menuScope({ venue: makeVenue({ is_currently_accepting_orders: false }) });
    await enter('');
    expect(went).toEqual([{ to: { pathname: '/menu', search: '?type=view' }, replace: true }]);
  });

  it("checks the guest's tab only when no tab bar does, and sends the guest to the start when the venue no longer knows it", async () => {
    const withBar = menuScope({ tabId: TAB });
    await withBar.enter('', true);
    expect(withBar.checks).toEqual([]);
    const alone = menuScope({ tabId: TAB });
    await alone.enter('', false);
    expect(alone.checks).toHaveLength(1);
    const { went, handlers: navigation } = recordNavigation();
    const gone = createTestScope({
      values: [
        [$venue, makeVenue()],
        [$tabId, TAB],
      ],
      handlers: [[checkTabFx, () => Promise.reject(new ApiRequestError(404, { message: 'refused' }))], ...navigation],
    });
    await allSettled(menuEntered, { scope: gone, params: { search: '', tabBarChecksTab: false } });
    expect(went).toEqual([{ to: '/' }]);
  });
});
