import { allSettled, scopeBind } from 'effector';
import { ApiRequestError, TIMINGS_MS } from '@tabula/shared';
import { createTestScope } from '@tabula/shared/test';
import { $resendPending, $resendResult, resendDismissed, resendEmailFx, resendRequested } from './model';

afterEach(() => jest.useRealTimers());

describe("the confirmation screen's 'Send again'", () => {
  it('sends the link to the same address and says so for 5 s', async () => {
    jest.useFakeTimers();
    const sent: unknown[] = [];
    const scope = createTestScope({
      handlers: [[resendEmailFx, (_language: unknown, email: unknown) => (sent.push(email), { message: 'sent' })]],
    });
    await allSettled(resendRequested, { scope, params: 'guest@example.com' });
    expect(sent).toStrictEqual(['guest@example.com']);
    expect(scope.getState($resendResult)).toBe('sent');
    jest.advanceTimersByTime(TIMINGS_MS.emailMessageClear - 1);
    expect(scope.getState($resendResult)).toBe('sent');
    jest.advanceTimersByTime(1);
    expect(scope.getState($resendResult)).toBeNull();
  });

  it('says when sending failed, until the guest closes the dialog', async () => {
    const scope = createTestScope({ handlers: [[resendEmailFx, () => Promise.reject(new ApiRequestError(400, { message: 'no' }))]] });
    await allSettled(resendRequested, { scope, params: 'stranger@example.com' });
    expect(scope.getState($resendResult)).toBe('failed');
    await allSettled(resendDismissed, { scope });
    expect(scope.getState($resendResult)).toBeNull();
  });

  it('is busy while sending, with no earlier answer shown', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const scope = createTestScope({ handlers: [[resendEmailFx, () => new Promise((resolve) => (answer = resolve))]] });
    const settled = allSettled(resendRequested, { scope, params: 'guest@example.com' });
    expect([scope.getState($resendPending), scope.getState($resendResult)]).toEqual([true, null]);
    answer({ message: 'sent' });
    await settled;
    expect(scope.getState($resendPending)).toBe(false);
  });

  it('sends once for Send again pressed three times in one tick', () => {
    const sent: unknown[] = [];
    const scope = createTestScope({
      handlers: [[resendEmailFx, (_language: unknown, email: unknown) => (sent.push(email), new Promise(() => undefined))]],
    });
    const resend = scopeBind(resendRequested, { scope });
    resend('guest@example.com');
    resend('guest@example.com');
    resend('guest@example.com');
    expect(sent).toStrictEqual(['guest@example.com']);
  });
});
