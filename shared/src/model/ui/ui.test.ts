import { allSettled } from 'effector';
import { createTestScope } from '../../test/scope';
import { $origin, originRecorded } from '.';

describe('ui state', () => {
  it('stores where the guest came from', async () => {
    const scope = createTestScope();
    await allSettled(originRecorded, { scope, params: 'menu' });
    expect(scope.getState($origin)).toBe('menu');
    expect(localStorage.getItem('from')).toBe('menu');
  });
});
