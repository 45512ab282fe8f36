import { allSettled } from 'effector';
import { createTestScope } from '@tabula/shared/test';
import { $notice, noticeClosed, noticeShown } from './model';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the menu's notice", () => {
  it('stays for the time it was shown for, and a new one replaces it with its own time', async () => {
    const scope = createTestScope();
    await allSettled(noticeShown, { scope, params: { message: { text: 'View only' }, ms: 2000 } });
    jest.advanceTimersByTime(1000);
    await allSettled(noticeShown, { scope, params: { message: { key: 'errors.requestAlreadyOpen' }, ms: 10_000 } });
    jest.advanceTimersByTime(9999);
    expect(scope.getState($notice)).toStrictEqual({ key: 'errors.requestAlreadyOpen' });
    jest.advanceTimersByTime(1);
    expect(scope.getState($notice)).toBeNull();
  });

  it('goes at once when closed', async () => {
    const scope = createTestScope();
    await allSettled(noticeShown, { scope, params: { message: { text: 'View only' }, ms: 2000 } });
    await allSettled(noticeClosed, { scope });
    expect(scope.getState($notice)).toBeNull();
  });
});
