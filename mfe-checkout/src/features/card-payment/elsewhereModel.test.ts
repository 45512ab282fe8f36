import { allSettled } from 'effector';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $cartChoices } from '../cart-choices';
import { otherWayToPayChosen, roomLoginChosen, tabInsteadChosen } from './elsewhereModel';

/** A scope where navigation is recorded. */
function recorded() {
  const { went, wentBack, handlers } = recordNavigation();
  return { scope: createTestScope({ handlers }), went, wentBack };
}

describe('paying some other way than by card', () => {
  it('takes a table guest who would charge their room to the hotel login, with the table', async () => {
    const atTable = recorded();
    await allSettled(roomLoginChosen, { scope: atTable.scope, params: '4' });
    expect(atTable.went).toStrictEqual([{ to: '/login?table_number=4' }]);
    const noTable = recorded();
    await allSettled(roomLoginChosen, { scope: noTable.scope, params: null });
    expect(noTable.went).toStrictEqual([{ to: '/login?table_number=' }]);
  });

  it('takes a guest who picked another way to pay back to the cart, with that way chosen', async () => {
    const { scope, went, wentBack } = recorded();
    await allSettled(otherWayToPayChosen, { scope, params: 'cash' });
    expect(scope.getState($cartChoices).paymentMethod).toBe('cash');
    expect(wentBack).toStrictEqual(['/cartopen']);
    expect(went).toHaveLength(0);
  });

  it('takes a guest who would rather open a tab to its form, with the table when the order has one', async () => {
    const atTable = recorded();
    await allSettled(tabInsteadChosen, { scope: atTable.scope, params: '6' });
    expect(atTable.went).toStrictEqual([{ to: '/open-tab?table=6' }]);
    const noTable = recorded();
    await allSettled(tabInsteadChosen, { scope: noTable.scope, params: null });
    expect(noTable.went).toStrictEqual([{ to: '/open-tab' }]);
  });
});
