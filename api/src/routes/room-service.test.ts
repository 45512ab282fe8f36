import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import { NOT_YOUR_ROOM, ROOM_SESSION_REQUIRED } from '../domain/room-service';
import { DEMO_GUEST } from '../seed/venues';
import { add, item, menusOf, VENUE } from '../testing/flows';
import { fingerprint, suite } from '../testing/harness';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface Stay {
  session: string;
  tab: string;
  order: string;
}

suite('room service belongs to the room', (t) => {
  const room = () => t().at('room-service');
  let papadopoulos: Stay;
  let smith: Stay;

  const login = async (surname: string, roomNumber: string, days: number): Promise<Stay> => {
    const res = await t().post(
      '/api/venue/customer-guest-session/',
      { surname, room_number: roomNumber, checkout_date: inDays(days) },
      { headers: { venue_uuid: VENUE['room-service'] } },
    );
    assert.equal(res.status, 200, res.text);
    return { session: res.body.guest_account.guest_session_uuid, tab: res.body.tab_uuid, order: res.body.order_uuid };
  };
  /** An order of the room-service venue in no tab, as a guest who never signed in could create. */
  const tablessOrder = async (): Promise<string> => {
    const res = await room().post('/api/order/create/', { venue_uuid: VENUE['room-service'] });
    assert.equal(res.status, 200, res.text);
    return res.body.order_uuid;
  };
  const ask = (order: string, body: Record<string, unknown>, session?: string) =>
    room().post(
      '/api/order/request-service/',
      { request_type: 1, ...body },
      { headers: { order_uuid: order, ...(session && { 'guest-session-uuid': session }) } },
    );
  const openOn = (table: string, session?: string) =>
    room().post(
      '/api/order/create-order-with-tab/',
      { venue_uuid: VENUE['room-service'], table_number: table, first_name: 'Guest' },
      { headers: session ? { 'guest-session-uuid': session } : {} },
    );

  before(async () => {
    papadopoulos = await login(DEMO_GUEST.surname, DEMO_GUEST.room, 7);
    smith = await login('Smith', '310', 3);
  });

  it('answers 401 to a service request without the room’s guest session, recording nothing', async () => {
    const order = await tablessOrder();
    const before = await fingerprint(t().db);
    const anonymous = await ask(order, { table_number: '305' });
    assert.deepEqual([anonymous.status, anonymous.body.message], [401, ROOM_SESSION_REQUIRED]);
    const unknown = await ask(order, { table_number: '305' }, '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.status, 401);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('answers 403 to a service request for another room, whether it names the room or its order', async () => {
    const before = await fingerprint(t().db);
    const named = await ask(await tablessOrder(), { table_number: '310' }, papadopoulos.session);
    assert.deepEqual([named.status, named.body.message], [403, NOT_YOUR_ROOM]);
    const ofSmith = await ask(smith.order, {}, papadopoulos.session);
    assert.deepEqual([ofSmith.status, ofSmith.body.message], [403, NOT_YOUR_ROOM]);
    // The tab-less orders created above are the only change.
    assert.equal((await fingerprint(t().db)).service_requests, before.service_requests);
  });

  it('sends the guest’s own requests to the session’s room', async () => {
    const tableOf = async (id: number) =>
      (await t().db.query<{ table_number: string }>('SELECT table_number FROM service_requests WHERE id = $1', [id]))[0]?.table_number;
    const own = await ask(papadopoulos.order, {}, papadopoulos.session);
    assert.equal(own.status, 200, own.text);
    assert.equal(await tableOf(own.body.request_id), '204');
    const tabless = await ask(await tablessOrder(), { request_type: 0, payment_method: 'room_charge' }, smith.session);
    assert.equal(tabless.status, 200, tabless.text);
    assert.equal(await tableOf(tabless.body.request_id), '310');
  });

  it('answers 403 once the guest has checked out', async () => {
    await t().db.query(`UPDATE guest_sessions SET check_out_at = now() - interval '1 minute' WHERE uuid = $1`, [smith.session]);
    try {
      const res = await ask(await tablessOrder(), {}, smith.session);
      assert.deepEqual([res.status, res.body.message], [403, 'Guest session has expired']);
      assert.equal((await openOn('310', smith.session)).status, 403);
    } finally {
      await t().db.query(`UPDATE guest_sessions SET check_out_at = now() + interval '3 days' WHERE uuid = $1`, [smith.session]);
    }
  });

  it('opens a tab only on the room of the guest’s session: 401 without one, 403 on another room', async () => {
    const before = await fingerprint(t().db);
    const anonymous = await openOn('310');
    assert.deepEqual([anonymous.status, anonymous.body.message], [401, ROOM_SESSION_REQUIRED]);
    const otherRoom = await openOn('310', papadopoulos.session);
    assert.deepEqual([otherRoom.status, otherRoom.body.message], [403, NOT_YOUR_ROOM]);
    assert.deepEqual(await fingerprint(t().db), before);
    const own = await openOn('204', papadopoulos.session);
    assert.equal(own.status, 200, own.text);
    assert.deepEqual([own.body.table_number, own.body.tab_password], ['204', null]);
  });

  it('places a card order without a tab only for the room of the guest’s session: 401 without one, 403 for another room', async () => {
    // A hotel that takes cards at room service: an order needs no tab to be paid now by card.
    await t().db.query(`UPDATE venues SET accept_card = true, stripe_account_ref = 'acct_test_room' WHERE slug = 'room-service'`);
    try {
      const sandwich = item(await menusOf(t(), 'room-service'), 'Club Sandwich').item_id;
      const order = await tablessOrder();
      await add(t(), order, { item_id: sandwich, quantity: 1 });
      const pay = (body: Record<string, unknown>, session?: string) =>
        room().post(
          `/api/order/${order}/checkout/`,
          { payment_method: 'card', ...body },
          { headers: session ? { 'guest-session-uuid': session } : {} },
        );
      const before = await fingerprint(t().db);
      const anonymous = await pay({ table_number: '310' });
      assert.deepEqual([anonymous.status, anonymous.body.message], [401, ROOM_SESSION_REQUIRED]);
      const otherRoom = await pay({ table_number: '310' }, papadopoulos.session);
      assert.deepEqual([otherRoom.status, otherRoom.body.message], [403, NOT_YOUR_ROOM]);
      assert.deepEqual(await fingerprint(t().db), before);

      const own = await pay({}, papadopoulos.session);
      assert.equal(own.status, 200, own.text);
      const [placed] = await t().db.query<{ table_number: string }>('SELECT table_number FROM orders WHERE uuid = $1', [order]);
      assert.equal(placed?.table_number, DEMO_GUEST.room);
    } finally {
      await t().db.query(`UPDATE venues SET accept_card = false, stripe_account_ref = NULL WHERE slug = 'room-service'`);
    }
  });

  it('leaves tables elsewhere as they were: a bistro guest calls a server without any session', async () => {
    const tab = await t()
      .at('bistro')
      .post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '3', first_name: 'Ada' });
    assert.equal(tab.status, 200, tab.text);
    const res = await t()
      .at('bistro')
      .post('/api/order/request-service/', { request_type: 1 }, { headers: { order_uuid: tab.body.order_uuid } });
    assert.equal(res.status, 200, res.text);
  });
});
