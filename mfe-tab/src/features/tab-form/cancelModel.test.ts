import { allSettled } from 'effector';
import { $origin } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { tabFormCancelled } from './cancelModel';

/** A tab form reached from `origin`, where navigation is recorded. */
function formFrom(origin: string | null) {
  const { went, handlers } = recordNavigation();
  const scope = createTestScope({ values: [[$origin, origin]], handlers });
  return { scope, went };
}

describe('Cancel on a tab form', () => {
  it('takes a guest who came from the menu back to it', async () => {
    const { scope, went } = formFrom('menu');
    await allSettled(tabFormCancelled, { scope, params: { form: 'open-tab', table: '4' } });
    expect(went).toStrictEqual([{ to: '/menu' }]);
  });

  it('takes any other guest to the welcome page, told which form they left and at which table', async () => {
    const linked = formFrom(null);
    await allSettled(tabFormCancelled, { scope: linked.scope, params: { form: 'open-tab', table: '4' } });
    expect(linked.went).toStrictEqual([{ to: '/?from=open-tab&table=4' }]);
    const fromLogin = formFrom('login');
    await allSettled(tabFormCancelled, { scope: fromLogin.scope, params: { form: 'join-tab', table: null } });
    expect(fromLogin.went).toStrictEqual([{ to: '/?from=join-tab' }]);
  });
});
