import { allSettled, createEvent, createStore } from 'effector';
import { ORDER_STATE_KEY } from '../../storage/keys';
import { makeCartLine } from '../../test/fixtures';
import { storeSessionValue, storedSessionValue } from '../../test/kept';
import { createTestScope } from '../../test/scope';
import { orderLineSaved } from '../cart';
import { storeReset } from '../reset';
import '../order-state';
import { readStoredStateFx } from '.';
import { keepInSession } from './kept';

const parse = (stored: unknown): string[] => (Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []);

function keptList(name: string, formerKey?: `tabula-${string}`) {
  const added = createEvent<string>();
  const $list = createStore<string[]>([]).on(added, (list, entry) => [...list, entry]);
  return { added, $list, readFx: keepInSession(name, $list, parse, formerKey) };
}

describe('keepInSession', () => {
  it("stores every change in the session's persisted state and reads it back after a reload", async () => {
    const { added, $list, readFx } = keptList('notes');
    const scope = createTestScope();
    await allSettled(added, { scope, params: 'a' });
    await allSettled(added, { scope, params: 'b' });
    expect(JSON.parse(localStorage.getItem(ORDER_STATE_KEY) ?? '{}').kept).toEqual({ notes: ['a', 'b'] });

    const reloaded = createTestScope();
    await allSettled(readFx, { scope: reloaded });
    expect(reloaded.getState($list)).toEqual(['a', 'b']);
  });

  it('takes a value of another shape, or a corrupt session, through parse', async () => {
    storeSessionValue('notes', { not: 'a list' });
    const { $list, readFx } = keptList('notes');
    const scope = createTestScope({ values: [[$list, ['default']]] });
    await allSettled(readFx, { scope });
    expect(scope.getState($list)).toEqual([]);
    localStorage.setItem(ORDER_STATE_KEY, '{nope');
    await allSettled(readFx, { scope });
    expect(scope.getState($list)).toEqual([]);
  });

  it("keeps another remote's value when the session is written before that remote loads", async () => {
    storeSessionValue('other', { kept: true });
    const scope = createTestScope();
    await allSettled(readStoredStateFx, { scope });
    await allSettled(orderLineSaved, { scope, params: makeCartLine() });
    expect(storedSessionValue('other')).toEqual({ kept: true });
  });

  it("moves a value from the remote's former key into the session once, and removes that key", async () => {
    localStorage.setItem('tabula-former-notes', '["old"]');
    const { $list, readFx } = keptList('notes', 'tabula-former-notes');
    const scope = createTestScope();
    await allSettled(readFx, { scope });
    expect(scope.getState($list)).toEqual(['old']);
    expect(storedSessionValue('notes')).toEqual(['old']);
    expect(localStorage.getItem('tabula-former-notes')).toBeNull();

    const reloaded = createTestScope();
    await allSettled(readFx, { scope: reloaded });
    expect(reloaded.getState($list)).toEqual(['old']);
  });

  it('prefers the session over a former key, and takes a corrupt former value through parse', async () => {
    storeSessionValue('notes', ['current']);
    localStorage.setItem('tabula-former-notes', '["old"]');
    const { $list, readFx } = keptList('notes', 'tabula-former-notes');
    const scope = createTestScope();
    await allSettled(readFx, { scope });
    expect(scope.getState($list)).toEqual(['current']);

    localStorage.clear();
    localStorage.setItem('tabula-former-notes', '{nope');
    const corrupt = createTestScope();
    await allSettled(readFx, { scope: corrupt });
    expect(corrupt.getState($list)).toEqual([]);
    expect(localStorage.getItem('tabula-former-notes')).toBeNull();
  });

  it('is cleared with the session', async () => {
    const { added, readFx } = keptList('notes');
    const scope = createTestScope();
    await allSettled(added, { scope, params: 'a' });
    await allSettled(storeReset, { scope });
    expect(storedSessionValue('notes')).toBeUndefined();
    const reloaded = createTestScope();
    expect((await allSettled(readFx, { scope: reloaded })).value).toEqual([]);
  });
});
