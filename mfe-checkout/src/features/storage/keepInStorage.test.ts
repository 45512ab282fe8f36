import { allSettled, createEvent, createStore } from 'effector';
import { createTestScope } from '@tabula/shared/test';
import { keepInStorage } from './keepInStorage';

const parse = (stored: unknown): string[] => (Array.isArray(stored) ? stored.filter((entry) => typeof entry === 'string') : []);

describe('keepInStorage', () => {
  it('reads the stored value back when the model starts, and writes every change', async () => {
    localStorage.setItem('test-kept', '["a",7]');
    const added = createEvent<string>();
    const $kept = createStore<string[]>([]).on(added, (list, entry) => [...list, entry]);
    keepInStorage($kept, 'test-kept', parse);
    expect($kept.getState()).toEqual(['a']);

    const scope = createTestScope({ values: [[$kept, ['a']]] });
    await allSettled(added, { scope, params: 'b' });
    expect(localStorage.getItem('test-kept')).toBe('["a","b"]');
  });

  it('starts afresh from a corrupt value', () => {
    localStorage.setItem('test-corrupt', '{nope');
    const $kept = createStore<string[]>(['default']);
    keepInStorage($kept, 'test-corrupt', parse);
    expect($kept.getState()).toEqual([]);
  });
});
