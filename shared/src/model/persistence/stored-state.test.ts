import { makeOrder } from '../../test/fixtures';
import { parseOrderState, parseStoredState } from './stored-state';

const sources = (values: Record<string, string>, cookies: Record<string, string> = {}) => ({
  read: (key: string) => values[key] ?? null,
  cookie: (name: string) => cookies[name] ?? null,
});

describe('parseStoredState', () => {
  it('is empty when nothing is stored', () => {
    expect(parseStoredState(sources({}))).toEqual({
      orderId: null,
      menuId: null,
      tabId: null,
      tabLink: null,
      tableNumber: null,
      tabExpired: false,
      sessionId: null,
      roomNumber: null,
      checkOutDatetime: null,
      origin: null,
      color: null,
      language: null,
      order: null,
    });
  });

  it("reads the spec's keys", () => {
    const state = parseStoredState(
      sources({
        orderId: 'o-1',
        menuId: '4',
        tabId: 'empty',
        tabLink: 'https://x/?tab=1',
        table_number: '12',
        'show-tab-expire': 'true',
        sessionId: 's-1',
        room_no: '204',
        check_out_datetime: '2026-01-02',
        from: 'menu',
        color: '#112233',
        language: 'gr',
      }),
    );
    expect(state).toMatchObject({
      orderId: 'o-1',
      menuId: 4,
      tabId: 'empty',
      tabLink: 'https://x/?tab=1',
      tableNumber: '12',
      tabExpired: true,
      sessionId: 's-1',
      roomNumber: '204',
      checkOutDatetime: '2026-01-02',
      origin: 'menu',
      color: '#112233',
      language: 'gr',
    });
  });

  it('takes the session from cookies when storage has none', () => {
    expect(parseStoredState(sources({}, { session: 's-c', room_number: '9' }))).toMatchObject({ sessionId: 's-c', roomNumber: '9' });
  });

  it('ignores a menu id that is not a number and blank values', () => {
    expect(parseStoredState(sources({ menuId: 'abc', orderId: ' ' }))).toMatchObject({ menuId: null, orderId: null });
  });
});

describe('parseOrderState', () => {
  it('reads a stored order state', () => {
    const order = makeOrder();
    const state = {
      orderList: [],
      orderDetail: order,
      orderHistory: [order],
      cacheClearCounter: 1,
      placedOrderId: 'o-9',
      carriedFromOrderId: 'o-8',
      kept: { 'cart-choices': { note: 'x' } },
      dishesToReAdd: { orderId: 'o-6', quantity: 2 },
    };
    expect(parseOrderState(JSON.stringify(state))).toEqual(state);
  });

  it('follows the order placed before the upgrade, from a state that kept the whole placed order', () => {
    const stored = { orderList: [], placedOrder: { order_uuid: 'o-7', state: 'waiting' }, cartChoices: { note: 'x' } };
    expect(parseOrderState(JSON.stringify(stored))?.placedOrderId).toBe('o-7');
  });

  it('survives corrupt or partial values', () => {
    expect(parseOrderState('{nope')).toBeNull();
    expect(parseOrderState('[]')).toBeNull();
    expect(parseOrderState(null)).toBeNull();
    expect(parseOrderState('{"orderList":"x"}')).toEqual({
      orderList: [],
      orderDetail: null,
      orderHistory: [],
      cacheClearCounter: 3,
      placedOrderId: null,
      carriedFromOrderId: null,
      kept: {},
      dishesToReAdd: null,
    });
    expect(parseOrderState('{"dishesToReAdd":{"orderId":"o-6","quantity":0}}')?.dishesToReAdd).toBeNull();
  });
});
