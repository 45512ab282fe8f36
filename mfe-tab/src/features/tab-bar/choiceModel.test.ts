import { allSettled } from 'effector';
import { $origin } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { joinTabChosen, openTabChosen } from './choiceModel';

describe('a guest without a tab choosing from the tab bar', () => {
  it.each([
    ['Open tab', openTabChosen, '/open-tab'],
    ['Join tab', joinTabChosen, '/join-tab'],
  ])('lands on the form after %s, with the menu to return to', async (_label, chosen, form) => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({ handlers });
    await allSettled(chosen, { scope });
    expect(went).toStrictEqual([{ to: form }]);
    expect(scope.getState($origin)).toBe('menu');
  });
});
