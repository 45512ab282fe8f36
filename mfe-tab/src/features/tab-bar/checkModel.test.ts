import { allSettled } from 'effector';
import { $hasTab, $tabId, $venue, ApiRequestError, checkTabFx } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { tabBarLeft, tabBarShown } from './checkModel';

type TabCheckParams = Parameters<typeof checkTabFx>[0];

/** A guest with tab t-1 at venue v-1, whose tab checks the API answers with `answer`, and whose navigation is recorded. */
function barWithTab(answer: (params: TabCheckParams) => unknown) {
  const asked: TabCheckParams[] = [];
  const navigation = recordNavigation();
  const scope = createTestScope({
    values: [
      [$tabId, 't-1'],
      [$venue, makeVenue({ uuid: 'v-1' })],
    ],
    handlers: [...navigation.handlers, [checkTabFx, (params: TabCheckParams) => (asked.push(params), answer(params))]],
  });
  return { scope, asked, went: navigation.went };
}

const refused = (status: number) => () => Promise.reject(new ApiRequestError(status, { message: 'refused' }));

describe("the tab bar's tab check", () => {
  it('asks once about the tab while the bar is shown, and again when it is shown anew', async () => {
    const { scope, asked } = barWithTab(() => ({ has_tab_expired: false }));
    expect(scope.getState($hasTab)).toBe(true);
    await allSettled(tabBarShown, { scope });
    await allSettled($venue, { scope, params: makeVenue({ uuid: 'v-1', name: 'Renamed' }) });
    expect(asked).toStrictEqual([{ tabId: 't-1', venueUuid: 'v-1', tabLink: '' }]);
    await allSettled(tabBarLeft, { scope });
    await allSettled(tabBarShown, { scope });
    expect(asked).toHaveLength(2);
  });

  it('sends a guest whose tab the API does not know to the start page', async () => {
    const { scope, went } = barWithTab(refused(404));
    await allSettled(tabBarShown, { scope });
    expect(went).toStrictEqual([{ to: '/', replace: true }]);
    expect(scope.getState($hasTab)).toBe(false);
  });

  it.each([
    ['an expired tab (403), which shows its own notice', 403],
    ['no answer at all (offline)', 0],
  ])('keeps the guest on the screen on %s', async (_label, status) => {
    const { scope, went } = barWithTab(refused(status));
    await allSettled(tabBarShown, { scope });
    expect(went).toHaveLength(0);
  });
});
