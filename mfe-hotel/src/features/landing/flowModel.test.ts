import { allSettled } from 'effector';
import { $tableNumber, $tabId, $venue } from '@tabula/shared';
import { createTestScope, makeVenue, recordNavigation } from '@tabula/shared/test';
import { landingAddressSeen, landingLeft } from './flowModel';
import { followLinkFx, landingOpened, type LandingLink } from './model';

const TAB = '0b6c8a7e-1f2d-4c3b-9a8e-7d6c5b4a3f2e';

/** The landing page's flow in a scope of its own, opened at an address; navigation and followed links are recorded. */
async function landing(search: string, { tabId = null as string | null, venue = makeVenue() } = {}) {
  const { went, handlers: navigation } = recordNavigation();
  const followed: LandingLink[] = [];
  const scope = createTestScope({
    values: [
      [$venue, venue],
      [$tabId, tabId],
    ],
    handlers: [...navigation, [followLinkFx, (link: LandingLink) => (followed.push(link), Promise.resolve({ kind: 'failed' as const }))]],
  });
  await allSettled(landingOpened, { scope });
  await allSettled(landingAddressSeen, { scope, params: { search, pathname: '/' } });
  return { scope, went, followed };
}

describe("the landing page's flow", () => {
  it('sends a guest with a tab on to the menu', async () => {
    expect((await landing('', { tabId: TAB })).went).toEqual([{ to: '/menu', replace: true }]);
  });

  it("follows a shared link's tab once, however often the page renders, and goes on to the welcome when it fails", async () => {
    const { scope, followed, went } = await landing(`?tab=${TAB}`);
    await allSettled(landingAddressSeen, { scope, params: { search: `?tab=${TAB}`, pathname: '/' } });
    expect(followed).toStrictEqual([{ kind: 'tabLink', venueUuid: 'venue-uuid', id: TAB, rooms: false }]);
    expect(went).toHaveLength(0);
  });

  it("keeps the table a link names as the guest's choice, unless a tab fixes it", async () => {
    expect((await landing('?table=12')).scope.getState($tableNumber)).toBe('12');
    expect((await landing('?table=12', { tabId: TAB })).scope.getState($tableNumber)).toBeNull();
  });

  it('does nothing once the page is gone', async () => {
    const { scope, went } = await landing('');
    await allSettled(landingLeft, { scope });
    await allSettled($tabId, { scope, params: TAB });
    expect(went).toHaveLength(0);
  });
});
