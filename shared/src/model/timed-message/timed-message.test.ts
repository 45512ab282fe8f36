import { allSettled } from 'effector';
import { createTestScope } from '../../test/scope';
import { createTimedMessage } from '.';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('a timed message', () => {
  it('shows for its time, then hides itself', async () => {
    const message = createTimedMessage<string>(2000);
    const scope = createTestScope();
    await allSettled(message.show, { scope, params: 'Link copied' });
    jest.advanceTimersByTime(1999);
    expect(scope.getState(message.$message)).toBe('Link copied');
    jest.advanceTimersByTime(1);
    expect(scope.getState(message.$message)).toBeNull();
  });

  it('restarts its time when shown again, the same message included', async () => {
    const message = createTimedMessage<string>(2000);
    const scope = createTestScope();
    await allSettled(message.show, { scope, params: 'Link copied' });
    jest.advanceTimersByTime(1500);
    await allSettled(message.show, { scope, params: 'Link copied' });
    jest.advanceTimersByTime(1500);
    expect(scope.getState(message.$message)).toBe('Link copied');
    jest.advanceTimersByTime(500);
    expect(scope.getState(message.$message)).toBeNull();
  });

  it('stays for the time its message asks for, and hides at once on null', async () => {
    const message = createTimedMessage<{ text: string; ms: number }>((shown) => shown.ms);
    const scope = createTestScope();
    await allSettled(message.show, { scope, params: { text: 'Request failed', ms: 10_000 } });
    jest.advanceTimersByTime(9999);
    expect(scope.getState(message.$message)?.text).toBe('Request failed');
    jest.advanceTimersByTime(1);
    expect(scope.getState(message.$message)).toBeNull();

    await allSettled(message.show, { scope, params: { text: 'No unpaid orders', ms: 2500 } });
    await allSettled(message.show, { scope, params: null });
    expect(scope.getState(message.$message)).toBeNull();
  });

  it('is kept apart per scope', async () => {
    const message = createTimedMessage<string>(2000);
    const first = createTestScope();
    const second = createTestScope();
    await allSettled(message.show, { scope: first, params: 'one' });
    expect(second.getState(message.$message)).toBeNull();
    jest.advanceTimersByTime(2000);
    expect(first.getState(message.$message)).toBeNull();
  });
});
