import { allSettled } from 'effector';
import { $orderId, $orderList, $venue, fetchOrderDetailsFx, orderLineRemoved } from '@tabula/shared';
import { createTestScope, makeCartLine, makeOrder, makeOrderItem, makeVenue } from '@tabula/shared/test';
import { $linesToPlace, $orderChanges, orderChangeAccepted, orderHidden, orderLookedAtAgain, orderShown } from './model';

const nachos = makeOrderItem({ order_item_id: 1, item_ref: 11, name: 'Nachos', price: 6.5 });
const ipa = makeOrderItem({ order_item_id: 2, item_ref: 12, name: 'IPA', price: 6.5 });

/** A guest whose cart shows Nachos; the server's order is whatever `server` holds at the time of asking. */
function guestScope(server: { items: ReturnType<typeof makeOrderItem>[] }) {
  const fetched: string[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue()],
      [$orderId, 'o-1'],
      [$orderList, [makeCartLine({ order_item_id: 1, item_id: 11, name: 'Nachos', price: 6.5, itemPrice: 6.5, itemOrderPrice: 6.5 })]],
    ],
    handlers: [
      [fetchOrderDetailsFx, (uuid: string) => (fetched.push(uuid), makeOrder({ order_uuid: uuid, status: 0, order_items: server.items }))],
    ],
  });
  return { scope, fetched };
}

describe('the order the guest is shown', () => {
  it("is read from the server when the screen opens, and says how it changed since the guest's last look", async () => {
    const server = { items: [nachos] };
    const { scope, fetched } = guestScope(server);
    await allSettled(orderShown, { scope });
    expect(fetched).toStrictEqual(['o-1']);
    expect(scope.getState($orderChanges)).toEqual([]);

    // Another window of the same order adds an IPA; the guest comes back to this one.
    server.items = [nachos, ipa];
    await allSettled(orderLookedAtAgain, { scope });
    expect(fetched).toStrictEqual(['o-1', 'o-1']);
    expect(scope.getState($orderList).map((line) => line.name)).toEqual(['Nachos', 'IPA']);
    expect(scope.getState($orderChanges)).toEqual([{ kind: 'added', name: 'IPA', quantity: 1 }]);
    // Nothing is placed for less than the order holds: Place Order goes by what was shown until the guest accepts.
    expect(scope.getState($linesToPlace).map((line) => line.name)).toEqual(['Nachos']);

    await allSettled(orderChangeAccepted, { scope });
    expect(scope.getState($orderChanges)).toEqual([]);
    expect(scope.getState($linesToPlace).map((line) => line.name)).toEqual(['Nachos', 'IPA']);
  });

  it("does not count the guest's own removal as a change made elsewhere", async () => {
    const server = { items: [nachos, ipa] };
    const { scope } = guestScope(server);
    await allSettled(orderShown, { scope });
    await allSettled(orderChangeAccepted, { scope });
    await allSettled(orderLineRemoved, { scope, params: 2 });
    server.items = [nachos];
    await allSettled(orderLookedAtAgain, { scope });
    expect(scope.getState($orderChanges)).toEqual([]);
  });

  it('is not read again once no screen shows it', async () => {
    const { scope, fetched } = guestScope({ items: [nachos] });
    await allSettled(orderShown, { scope });
    await allSettled(orderHidden, { scope });
    await allSettled(orderLookedAtAgain, { scope });
    expect(fetched).toStrictEqual(['o-1']);
  });
});
