import { allSettled } from 'effector';
import { $origin, $tableNumber } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { orderChosen, tabFormChosen, tablePicked, viewOnlyChosen } from './choiceModel';

/** A guest who came back from the menu (so the menu is the recorded origin), whose navigation is recorded. */
function welcome() {
  const { went, handlers } = recordNavigation();
  return { scope: createTestScope({ values: [[$origin, 'menu']], handlers }), went };
}

describe("the landing page's choices", () => {
  it('take the guest to the tab form with the table the link named', async () => {
    const { scope, went } = welcome();
    await allSettled(tabFormChosen, { scope, params: { form: '/join-tab', table: '12' } });
    await allSettled(tabFormChosen, { scope, params: { form: '/open-tab', table: null } });
    expect(went).toStrictEqual([{ to: '/join-tab?table=12' }, { to: '/open-tab' }]);
    // The form's Cancel then comes back here, not to the menu.
    expect(scope.getState($origin)).toBeNull();
  });

  it('take the guest to the menu, to order or only to look', async () => {
    const { scope, went } = welcome();
    await allSettled(orderChosen, { scope });
    await allSettled(viewOnlyChosen, { scope });
    expect(went).toStrictEqual([{ to: '/menu' }, { to: '/menu/?type=view' }]);
  });

  it("keep a business venue's table as the guest's, then show the menu", async () => {
    const { scope, went } = welcome();
    await allSettled(tablePicked, { scope, params: '7' });
    expect(scope.getState($tableNumber)).toBe('7');
    expect(went).toStrictEqual([{ to: '/menu' }]);
  });
});
