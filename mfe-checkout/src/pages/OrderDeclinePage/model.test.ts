import { allSettled, scopeBind } from 'effector';
import { TIMINGS_MS } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $declineShown, declineAcknowledged, declinePageLeft, declinePageOpened } from './model';

const pass = (ms: number) => jest.advanceTimersByTimeAsync(ms);

function declineScreen() {
  const { went, handlers } = recordNavigation();
  const scope = createTestScope({ handlers });
  return { scope, went, open: scopeBind(declinePageOpened, { scope }), leave: scopeBind(declinePageLeft, { scope }) };
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe("the decline screen's model", () => {
  it('shows the loader for 2 s after opening, then the decline', async () => {
    const { scope, open } = declineScreen();
    open();
    expect(scope.getState($declineShown)).toBe(false);
    await pass(TIMINGS_MS.declinedLoader - 1);
    expect(scope.getState($declineShown)).toBe(false);
    await pass(1);
    expect(scope.getState($declineShown)).toBe(true);
  });

  it('starts the 2 s again when the guest leaves and comes back before the loader ended', async () => {
    const { scope, open, leave } = declineScreen();
    open();
    await pass(TIMINGS_MS.declinedLoader / 2);
    leave();
    open();
    await pass(TIMINGS_MS.declinedLoader / 2);
    expect(scope.getState($declineShown)).toBe(false);
    await pass(TIMINGS_MS.declinedLoader / 2);
    expect(scope.getState($declineShown)).toBe(true);
  });

  it('shows the loader again on a later visit', async () => {
    const { scope, open, leave } = declineScreen();
    open();
    await pass(TIMINGS_MS.declinedLoader);
    leave();
    open();
    expect(scope.getState($declineShown)).toBe(false);
  });

  it('sends the guest to the menu on Back to the menu', async () => {
    const { scope, went } = declineScreen();
    await allSettled(declineAcknowledged, { scope });
    expect(went).toStrictEqual([{ to: '/menu' }]);
  });
});
