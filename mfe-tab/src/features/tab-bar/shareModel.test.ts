import { allSettled } from 'effector';
import { $tabLink, TIMINGS_MS } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import type { ShareOutcome } from './share';
import { $linkCopied, $manualLink, shareRequested, shareTabFx } from './shareModel';

const texts = { title: 'Join my tab', text: 'At the Bistro' };
const request = { pageUrl: 'http://bistro.localhost/menu', texts };

function sharing(outcome: ShareOutcome, tabLink: string | null = 'http://bistro.localhost/?tab=t-1') {
  const shared: unknown[] = [];
  const scope = createTestScope({
    values: [[$tabLink, tabLink]],
    handlers: [[shareTabFx, (params: { link: string }) => (shared.push(params), { link: params.link, outcome })]],
  });
  return { scope, shared };
}

afterEach(() => jest.useRealTimers());

describe('sharing the tab', () => {
  it("shares the tab's link, and says 'Link copied' for 2.5 s when it went to the clipboard", async () => {
    jest.useFakeTimers();
    const { scope, shared } = sharing('copied');
    await allSettled(shareRequested, { scope, params: request });
    expect(shared).toStrictEqual([{ link: 'http://bistro.localhost/?tab=t-1', texts }]);
    expect(scope.getState($linkCopied)).toBe(true);
    jest.advanceTimersByTime(TIMINGS_MS.snackbarLong - 1);
    expect(scope.getState($linkCopied)).toBe(true);
    jest.advanceTimersByTime(1);
    expect(scope.getState($linkCopied)).toBe(false);
  });

  it('shares the page address for a tab without a link, and shows it to copy by hand without share or clipboard', async () => {
    const { scope, shared } = sharing('unavailable', null);
    await allSettled(shareRequested, { scope, params: request });
    expect(shared).toStrictEqual([{ link: request.pageUrl, texts }]);
    expect(scope.getState($manualLink)).toBe(request.pageUrl);
    expect(scope.getState($linkCopied)).toBe(false);
  });

  it('says nothing more once the share sheet took the link', async () => {
    const { scope } = sharing('shared');
    await allSettled(shareRequested, { scope, params: request });
    expect([scope.getState($linkCopied), scope.getState($manualLink)]).toEqual([false, null]);
  });
});
