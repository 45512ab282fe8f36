import { allSettled } from 'effector';
import { $orderId } from '@tabula/shared';
import { createTestScope, recordNavigation } from '@tabula/shared/test';
import { $checkedOpen, $statusChecked, menuRequested, orderScreenLeft } from '../../features/order-status';
import { $updated } from '../../features/placing';
import { orderScreenOpened } from './model';

/** The order screen's model in a scope of its own, following the guest's current order; navigation is recorded. */
function orderScreen(orderId: string | null = 'o-1') {
  const { went, handlers: navigation } = recordNavigation();
  const scope = createTestScope({
    values: [
      [$orderId, orderId],
      [$updated, true],
    ],
    handlers: navigation,
  });
  return { scope, went };
}

describe("the order screen's model", () => {
  it('clears the flag that sent the guest here, and stays while the venue decides', async () => {
    const { scope, went } = orderScreen();
    await allSettled(orderScreenOpened, { scope });
    expect(scope.getState($updated)).toBe(false);
    expect(went).toHaveLength(0);
  });

  it('goes to the menu in place of the screen when there is no order, or the order was never sent', async () => {
    const none = orderScreen(null);
    await allSettled(orderScreenOpened, { scope: none.scope });
    expect(none.went).toStrictEqual([{ to: '/menu', replace: true }]);
    const open = orderScreen();
    await allSettled(orderScreenOpened, { scope: open.scope });
    await allSettled($checkedOpen, { scope: open.scope, params: true });
    expect(open.went).toStrictEqual([{ to: '/menu', replace: true }]);
  });

  it('goes to the declined screen once a check says the venue declined, and only while the screen is open', async () => {
    const { scope, went } = orderScreen();
    await allSettled($statusChecked, { scope, params: 'declined' });
    expect(went).toHaveLength(0);
    await allSettled(orderScreenOpened, { scope });
    expect(went).toStrictEqual([{ to: '/orderdecline', replace: true }]);
    await allSettled(orderScreenLeft, { scope });
    await allSettled($checkedOpen, { scope, params: true });
    expect(went).toHaveLength(1);
  });

  it('goes to the menu when the guest asks and nothing is left to load', async () => {
    const { scope, went } = orderScreen(null);
    await allSettled(orderScreenOpened, { scope });
    await allSettled(menuRequested, { scope, params: null });
    expect(went).toStrictEqual([{ to: '/menu', replace: true }, { to: '/menu' }]);
  });
});
