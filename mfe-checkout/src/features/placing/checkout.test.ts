import { allSettled } from 'effector';
import { $orderId, $orderList, $venue, createOrderFx, fetchOrderDetailsFx } from '@tabula/shared';
import { createTestScope, makeCartLine, makeOrder, makeOrderItem, makeVenue } from '@tabula/shared/test';
import { $updated, checkoutFx } from './model';

const cash = { orderId: 'o-1', note: '', tipCents: 0, table_number: null, payment_method: 'cash' } as const;

/** A guest at a loaded venue with a draft and a cart line; created orders are recorded. */
function draftScope(checkedOut: { status: 0 | 2; intent?: boolean }) {
  const created: unknown[] = [];
  const scope = createTestScope({
    values: [
      [$venue, makeVenue({ uuid: 'venue-1' })],
      [$orderId, 'o-1'],
      [$orderList, [makeCartLine({ order_item_id: 70 })]],
    ],
    handlers: [
      [createOrderFx, (params: unknown) => (created.push(params), { order_uuid: 'new-1' })],
      [
        fetchOrderDetailsFx,
        (uuid: string) => makeOrder({ order_uuid: uuid, ...(uuid === 'o-1' ? { status: 2, order_items: [makeOrderItem()] } : {}) }),
      ],
      [
        checkoutFx,
        () => ({
          payment_intent: checkedOut.intent ? { id: 'pi_2', client_secret: 'secret' } : null,
          order_uuid: 'o-1',
          status: checkedOut.status,
        }),
      ],
    ],
  });
  return { scope, created };
}

describe('checkoutFx', () => {
  it('places a cash order: the screen moves on to it, and the guest orders on a fresh draft', async () => {
    const { scope, created } = draftScope({ status: 2 });
    await allSettled(checkoutFx, { scope, params: cash });
    expect(scope.getState($updated)).toBe(true);
    expect(created).toStrictEqual([{ venueUuid: 'venue-1' }]);
    expect(scope.getState($orderId)).toBe('new-1');
    expect(scope.getState($orderList)).toEqual([]);
  });

  it('leaves the order open on a card checkout: it is placed once the payment is confirmed', async () => {
    const { scope, created } = draftScope({ status: 0, intent: true });
    await allSettled(checkoutFx, { scope, params: { ...cash, tipCents: 200, payment_method: 'card' } });
    expect(scope.getState($updated)).toBe(false);
    expect(scope.getState($orderId)).toBe('o-1');
    expect(created).toHaveLength(0);
  });

  it("sends table '10' when there is none, the tip in major units, and leaves out a blank e-mail", async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('{"payment_intent":null,"order_uuid":"o-1","status":0}', { status: 200 }));
    const scope = createTestScope();
    await allSettled(checkoutFx, {
      scope,
      params: { orderId: 'o-1', note: 'n', tipCents: 156, table_number: ' ', payment_method: 'card', email: ' ' },
    });
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/api\/order\/o-1\/checkout\/$/);
    expect(JSON.parse(String(init?.body))).toEqual({ note: 'n', tip_amount: 1.56, table_number: '10', payment_method: 'card' });
    fetchSpy.mockRestore();
  });
});
