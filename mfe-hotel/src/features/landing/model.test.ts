import { allSettled } from 'effector';
import { $tabExpired, $tabId, $tableNumber, checkGuestSessionFx } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import type { LinkOutcome } from './links';
import { $linkFailed, $linksTried, followLinkFx, hotelSessionLinked, landingOpened, linkFound } from './model';

const link = { kind: 'tabLink' as const, venueUuid: 'v-1', id: 't-1' };
const following = (outcome: LinkOutcome) => createTestScope({ handlers: [[followLinkFx, () => outcome]] });

describe('following a link on the landing page', () => {
  it("starts the link's tab, so the page sends the guest on to the menu", async () => {
    const tab = { tab_uuid: 't-1', tab_link: 'link', order_uuid: 'o-1', table_number: '4', tab_password: '1234' };
    const scope = following({ kind: 'joined', tab });
    await allSettled(linkFound, { scope, params: link });
    expect([scope.getState($tabId), scope.getState($tableNumber)]).toEqual(['t-1', '4']);
    expect([scope.getState($linksTried), scope.getState($linkFailed)]).toEqual([false, false]);
  });

  it('says the link did not work and goes on to the welcome when it fails', async () => {
    const scope = following({ kind: 'failed' });
    await allSettled(linkFound, { scope, params: link });
    expect([scope.getState($linksTried), scope.getState($linkFailed)]).toEqual([true, true]);
    await allSettled(landingOpened, { scope });
    expect([scope.getState($linksTried), scope.getState($linkFailed)]).toEqual([false, false]);
  });

  it("shows 'Your Tab has expired' for an expired tab, without a failure message", async () => {
    const scope = following({ kind: 'expired' });
    await allSettled(linkFound, { scope, params: link });
    expect(scope.getState($tabExpired)).toBe(true);
    expect([scope.getState($linksTried), scope.getState($linkFailed)]).toEqual([true, false]);
  });

  it('keeps the loader for an unknown session, which the session model forgets with a reload', async () => {
    const scope = following({ kind: 'sessionInvalid' });
    await allSettled(linkFound, { scope, params: { kind: 'sessionLink', venueUuid: 'v-1', id: 's-1' } });
    expect(scope.getState($linksTried)).toBe(false);
  });

  it('follows a link once while it is being followed', async () => {
    const followed: unknown[] = [];
    let answer: (outcome: LinkOutcome) => void = () => undefined;
    const scope = createTestScope({
      handlers: [[followLinkFx, (params: unknown) => (followed.push(params), new Promise((resolve) => (answer = resolve)))]],
    });
    const first = allSettled(linkFound, { scope, params: link });
    const second = allSettled(linkFound, { scope, params: link });
    answer({ kind: 'noTab' });
    await Promise.all([first, second]);
    expect(followed).toStrictEqual([link]);
  });

  it("checks the session a link names on the hotel's own page", async () => {
    const checked: unknown[] = [];
    const scope = createTestScope({ handlers: [[checkGuestSessionFx, (params: unknown) => (checked.push(params), {})]] });
    await allSettled(hotelSessionLinked, { scope, params: { venueUuid: 'v-1', sessionId: 's-1' } });
    expect(checked).toStrictEqual([{ venueUuid: 'v-1', sessionId: 's-1' }]);
  });
});
