import { allSettled, createEvent, createStore } from 'effector';
import { createTestScope } from '@tabula/shared/test';
import { keepInStorage } from './keepInStorage';

const parse = (stored: unknown): string[] => (Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []);

describe('keepInStorage', () => {
  it('reads the stored value back when the model starts, and writes every change', async () => {
    localStorage.setItem('test-kept', '["a",7]');
    const added = createEvent<string>();
    const $kept = createStore<string[]>([]).on(added, (list, entry) => [...list, entry]);
    const readFx = keepInStorage($kept, 'test-kept', parse);

    const scope = createTestScope();
    await allSettled(readFx, { scope });
    expect(scope.getState($kept)).toEqual(['a']);
    await allSettled(added, { scope, params: 'b' });
    expect(localStorage.getItem('test-kept')).toBe('["a","b"]');
  });

  it('starts afresh from a corrupt value', async () => {
    localStorage.setItem('test-corrupt', '{nope');
    const $kept = createStore<string[]>(['default']);
    const scope = createTestScope();
    await allSettled(keepInStorage($kept, 'test-corrupt', parse), { scope });
    expect(scope.getState($kept)).toEqual([]);
  });
});
