import { allSettled } from 'effector';
import { $origin } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { joinTabChosen, openTabChosen, roomSignInChosen } from './tabNeededModel';

describe('a guest asked for a tab before adding a dish', () => {
  it.each([
    ['opening a tab', openTabChosen, '/open-tab?from=menu'],
    ['joining a tab', joinTabChosen, '/join-tab?from=menu'],
    ['signing in with their room', roomSignInChosen, '/login'],
  ])('lands on the form after choosing %s, with the menu to return to', async (_label, chosen, form) => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(chosen, { scope });
    expect(went).toEqual([{ to: form }]);
    expect(scope.getState($origin)).toBe('menu');
  });
});
