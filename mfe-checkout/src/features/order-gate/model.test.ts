import { allSettled } from 'effector';
import { $orderId, $orderList, $venueStatus } from '@tabula/shared';
import { createTestScope, makeCartLine, recordNavigation } from '@tabula/shared/test';
import { createCartGate } from './model';

const gate = createCartGate();

describe('a screen that needs the cart', () => {
  it('waits for the venue, then sends dishes without an order to the cart', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({
      values: [
        [$venueStatus, 'loading'],
        [$orderId, null],
        [$orderList, [makeCartLine({ order_item_id: 1 })]],
      ],
      handlers,
    });
    await allSettled(gate.opened, { scope });
    expect(went).toStrictEqual([]);
    await allSettled($venueStatus, { scope, params: 'ready' });
    expect(went).toStrictEqual([{ to: '/cartopen', replace: true }]);
  });

  it('leaves a guest with dishes in an order where they are, and stops once the screen is gone', async () => {
    const { went, handlers } = recordNavigation();
    const scope = createTestScope({
      values: [
        [$venueStatus, 'ready'],
        [$orderId, 'o-1'],
        [$orderList, [makeCartLine({ order_item_id: 1 })]],
      ],
      handlers,
    });
    await allSettled(gate.opened, { scope });
    await allSettled(gate.left, { scope });
    await allSettled($orderList, { scope, params: [] });
    expect(went).toStrictEqual([]);
  });
});
