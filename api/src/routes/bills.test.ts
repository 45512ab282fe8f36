import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { TabSeat } from '@tabula/shared/entities';
import { DEMO_GUEST } from '../seed/venues';
import { auditLog } from '../domain/audit';
import { add, guestCookies, item, lemonade, menusOf, newOrder, openTab, VENUE } from '../testing/flows';
import { suite, suiteOfTwo, type TestServer, type AnyJson } from '../testing/harness';

const ops = (t: TestServer) => ({ 'x-ops-token': t.server.opsToken });
const member = (tab: TabSeat) => ({ 'tab-uuid': tab.tab_uuid });
const bistro = (t: TestServer) => t.at('bistro');

/** A cash ('Add to tab') order of `lemonades` lemonades (3.00 each) placed on the tab, by a member's browser. */
async function tabOrder(t: TestServer, tab: TabSeat, lemonades: number, cookie?: string): Promise<string> {
  const order = await newOrder(t, VENUE.bistro, tab.tab_uuid);
  await lemonade(t, order, lemonades);
  const res = await bistro(t).post(
    `/api/order/${order}/checkout/`,
    { payment_method: 'cash' },
    { headers: { ...member(tab), ...(cookie && { cookie }) } },
  );
  assert.equal(res.status, 200, res.text);
  return order;
}

const bill = async (t: TestServer, tab: TabSeat, headers: Record<string, string> = member(tab)) =>
  bistro(t).get(`/api/tab/${tab.tab_uuid}/bill/`, { headers });

async function pay(t: TestServer, tab: TabSeat, body: Record<string, unknown>, outcome: 'succeeded' | 'card_declined' = 'succeeded') {
  const started = await bistro(t).post(
    `/api/tab/${tab.tab_uuid}/bill/payments/`,
    { tip_cents: 0, method: 'card', ...body },
    { headers: member(tab) },
  );
  if (started.status !== 200) return { started, confirmed: undefined };
  const confirmed = await t.post('/api/payments/simulator/confirm', { client_secret: started.body.payment_intent.client_secret, outcome });
  return { started, confirmed };
}

suite('the tab’s bill', (t) => {
  it('shows every member the same orders, who ordered them and the balance; nobody else', async () => {
    const cookieOf = await guestCookies(t().db);
    const opener = cookieOf('7ab01a00-0000-4000-8000-00000000b001');
    const friend = cookieOf('7ab01a00-0000-4000-8000-00000000b002');
    const tab: TabSeat = (
      await bistro(t()).post(
        '/api/order/create-order-with-tab/',
        { venue_uuid: VENUE.bistro, table_number: '7', first_name: 'Ada', last_name: 'Lovelace' },
        { headers: { cookie: opener } },
      )
    ).body;
    await tabOrder(t(), tab, 1, opener);
    await tabOrder(t(), tab, 2, friend);
    // An order still in the cart is not on the bill.
    await lemonade(t(), await newOrder(t(), VENUE.bistro, tab.tab_uuid));

    const asFriend = await bill(t(), tab, { ...member(tab), cookie: friend });
    assert.equal(asFriend.status, 200, asFriend.text);
    assert.deepEqual(
      asFriend.body.orders.map((o: { ordered_by: string | null; guest_number: number; mine: boolean; total_cents: number }) => [
        o.ordered_by,
        o.guest_number,
        o.mine,
        o.total_cents,
      ]),
      [
        ['Ada', 1, false, 300],
        [null, 2, true, 600],
      ],
    );
    assert.deepEqual(
      [asFriend.body.total_cents, asFriend.body.paid_cents, asFriend.body.balance_due_cents, asFriend.body.currency],
      [900, 0, 900, 'EUR'],
    );
    assert.equal(asFriend.body.orders[1].lines[0].amount_cents, 600);
    assert.deepEqual(asFriend.body.methods, { card: true, room_charge: false });

    assert.equal((await bill(t(), tab, {})).status, 404, 'without the tab');
    const stranger = await openTab(t(), VENUE.bistro, '8');
    assert.equal((await bill(t(), tab, member(stranger))).status, 404, 'a member of another tab');
    const elsewhere = await t()
      .at('harbour')
      .get(`/api/tab/${tab.tab_uuid}/bill/`, { headers: member(tab) });
    assert.equal(elsewhere.status, 404, 'at another venue’s address');
  });

  it('is paid in two equal shares by two members, then reads paid in full with every order paid', async () => {
    const tab = await openTab(t(), VENUE.bistro, '9');
    const first = await tabOrder(t(), tab, 1);
    const second = await tabOrder(t(), tab, 2);
    // 9.00 split in two: 4.50 each.
    const half = await pay(t(), tab, { way: 'shares', shares: { count: 2, paying: 1 }, balance_cents: 900, tip_cents: 50 });
    assert.equal(half.started.status, 200, half.started.text);
    assert.deepEqual(
      [half.started.body.amount_cents, half.started.body.tip_cents, half.started.body.total_cents, half.started.body.status],
      [450, 50, 500, 'pending'],
    );
    assert.equal(half.confirmed?.status, 200, half.confirmed?.text);
    const between = (await bill(t(), tab)).body;
    assert.deepEqual([between.paid_cents, between.balance_due_cents, between.payable_cents], [450, 450, 450]);
    // The first order (3.00) is paid from the oldest; the second not yet.
    assert.equal((await t().get(`/api/order/${first}/details/`)).body.is_paid, true);
    assert.equal((await t().get(`/api/order/${second}/details/`)).body.is_paid, false);

    // A member who still sees 9.00 is told the bill changed, and nothing is reserved.
    const stale = await pay(t(), tab, { way: 'whole', balance_cents: 900 });
    assert.deepEqual([stale.started.status, stale.started.body.code], [409, 'bill_changed']);

    const rest = await pay(t(), tab, { way: 'whole', balance_cents: 450 });
    assert.equal(rest.confirmed?.status, 200, rest.confirmed?.text);
    const after = (await bill(t(), tab)).body;
    assert.deepEqual([after.paid_cents, after.balance_due_cents, after.pending_cents], [900, 0, 0]);
    assert.deepEqual(
      after.payments.map((p: { way: string; amount_cents: number; tip_cents: number }) => [p.way, p.amount_cents, p.tip_cents]),
      [
        ['shares', 450, 50],
        ['whole', 450, 0],
      ],
    );
    assert.equal((await t().get(`/api/order/${second}/details/`)).body.is_paid, true);
    const nothing = await pay(t(), tab, { way: 'whole', balance_cents: 0 });
    assert.deepEqual([nothing.started.status, nothing.started.body.code], [400, 'bill_amount_invalid']);
  });

  it('pays for picked lines once: a line paid or being paid cannot be picked again', async () => {
    const tab = await openTab(t(), VENUE.bistro, '10');
    const order = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
    const menus = await menusOf(t(), 'bistro');
    await lemonade(t(), order, 1);
    await add(t(), order, { item_id: item(menus, 'Greek Salad').item_id, quantity: 1 });
    await add(t(), order, { item_id: item(menus, 'Lemonade').item_id, quantity: 2, note: 'no ice' });
    await bistro(t()).post(`/api/order/${order}/checkout/`, { payment_method: 'cash' }, { headers: member(tab) });
    const before = (await bill(t(), tab)).body;
    assert.equal(before.orders[0].lines.length, 3);
    const [one, , three] = before.orders[0].lines as { order_item_id: number; amount_cents: number }[];
    assert.ok(one && three);

    const mine = await pay(t(), tab, {
      way: 'items',
      order_item_ids: [one.order_item_id, three.order_item_id],
      balance_cents: before.balance_due_cents,
    });
    assert.equal(mine.started.body.amount_cents, one.amount_cents + three.amount_cents);
    assert.equal(mine.confirmed?.status, 200);
    const after = (await bill(t(), tab)).body;
    assert.deepEqual(
      after.orders[0].lines.map((l: { paid: boolean }) => l.paid),
      [true, false, true],
    );
    assert.equal(after.balance_due_cents, before.balance_due_cents - one.amount_cents - three.amount_cents);
    const again = await pay(t(), tab, { way: 'items', order_item_ids: [three.order_item_id], balance_cents: after.balance_due_cents });
    assert.deepEqual([again.started.status, again.started.body.code], [409, 'bill_line_paid']);
  });

  it('leaves the balance as it was when the card is declined, or the payment is given up', async () => {
    const tab = await openTab(t(), VENUE.bistro, '11');
    await tabOrder(t(), tab, 2);
    const declined = await pay(t(), tab, { way: 'whole', balance_cents: 600 }, 'card_declined');
    assert.deepEqual([declined.confirmed?.status, declined.confirmed?.body.code], [402, 'card_declined']);
    const afterDecline = (await bill(t(), tab)).body;
    assert.deepEqual([afterDecline.balance_due_cents, afterDecline.pending_cents, afterDecline.payable_cents], [600, 0, 600]);

    const started = await bistro(t()).post(
      `/api/tab/${tab.tab_uuid}/bill/payments/`,
      { way: 'amount', amount_cents: 200, balance_cents: 600, tip_cents: 0, method: 'card' },
      { headers: member(tab) },
    );
    assert.equal((await bill(t(), tab)).body.payable_cents, 400, 'held while the card is confirmed');
    const released = await t().post(`/api/bill/payments/${started.body.payment_uuid}/release`);
    assert.deepEqual(released.body, { payment_uuid: started.body.payment_uuid, status: 'released' });
    assert.equal((await bill(t(), tab)).body.payable_cents, 600);
    // The released intent moves no money any more.
    const late = await t().post('/api/payments/simulator/confirm', { client_secret: started.body.payment_intent.client_secret });
    assert.deepEqual([late.status, late.body.code], [402, 'bill_payment_released']);
    assert.equal((await bill(t(), tab)).body.paid_cents, 0);
    const tooMuch = await pay(t(), tab, { way: 'amount', amount_cents: 601, balance_cents: 600 });
    assert.deepEqual([tooMuch.started.status, tooMuch.started.body.code], [400, 'bill_amount_invalid']);
  });

  it('gives a declined order’s money back once: its own card payment whole, and its share of a bill payment', async () => {
    // Paid now by card, then declined.
    const payNow = await newOrder(t(), VENUE.bistro);
    await lemonade(t(), payNow, 3);
    const checkout = await t().post(`/api/order/${payNow}/checkout/`, { payment_method: 'card', table_number: '3' });
    await t().post('/api/payments/simulator/confirm', { client_secret: checkout.body.payment_intent.client_secret });
    const declined = await t().post(`/api/ops/orders/${payNow}/status`, { status: 4 }, { headers: ops(t()) });
    assert.equal(declined.status, 200, declined.text);
    const again = await t().post(`/api/ops/orders/${payNow}/status`, { status: 4 }, { headers: ops(t()) });
    assert.equal(again.status, 409);
    // The decision is in the server's audit log, with the operator who made it (the platform's /api/ops/audit reads it).
    const [decision]: AnyJson[] = await auditLog(t().db, { limit: 1 });
    assert.deepEqual(
      [decision.action, decision.actor, decision.venue, decision.before.status, decision.after.status, decision.after.refunds],
      ['order-review', 'admin', 'bistro', 2, 4, 1],
    );
    const details = (await t().get(`/api/order/${payNow}/details/`)).body;
    assert.deepEqual([details.status, details.is_paid, details.refunded_cents], [4, false, 900]);
    const refunds = (await t().get(`/api/ops/refunds?order_uuid=${payNow}`, { headers: ops(t()) })).body.refunds;
    assert.deepEqual(
      refunds.map((r: { amount_cents: number; reason: string; status: string; provider: string }) => [
        r.amount_cents,
        r.reason,
        r.status,
        r.provider,
      ]),
      [[900, 'declined', 'succeeded', 'simulated']],
    );

    // On a tab, the bill paid whole, then one of its two orders declined: that order's share goes back.
    const tab = await openTab(t(), VENUE.bistro, '12');
    await tabOrder(t(), tab, 1);
    const second = await tabOrder(t(), tab, 2);
    await pay(t(), tab, { way: 'whole', balance_cents: 900 });
    await t().post(`/api/ops/orders/${second}/status`, { status: 4 }, { headers: ops(t()) });
    const after = (await bill(t(), tab)).body;
    assert.deepEqual([after.total_cents, after.paid_cents, after.balance_due_cents], [300, 300, 0]);
    assert.equal(after.payments[0].refunded_cents, 600);
    assert.equal((await t().get(`/api/order/${second}/details/`)).body.refunded_cents, 600);
  });

  it('places a card order with nothing to charge without asking for a card', async () => {
    const order = await newOrder(t(), VENUE.bistro);
    await lemonade(t(), order, 1);
    await t().db.query(`UPDATE order_items SET unit_price_cents = 0 WHERE order_id = (SELECT id FROM orders WHERE uuid = $1)`, [order]);
    const res = await t().post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '3', total_amount: 0 });
    assert.deepEqual(res.body, { payment_intent: null, order_uuid: order, status: 2 });
    const details = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([details.status, details.is_paid, details.payment_method], [2, true, 'card']);
  });
});

suite('a hotel guest’s bill, and a guest’s own bill where there are no tabs', (t) => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('lets the hotel session that opened a poolside tab see its bill and charge it to the room, which its orders then say', async () => {
    const login = await t().post(
      '/api/venue/customer-guest-session/',
      { surname: DEMO_GUEST.surname, room_number: DEMO_GUEST.room, checkout_date: inDays(DEMO_GUEST.staysForDays), table_number: '6' },
      { headers: { venue_uuid: VENUE.poolside } },
    );
    assert.equal(login.status, 200, login.text);
    const session = { 'guest-session-uuid': login.body.guest_account.guest_session_uuid };
    const pool = t().at('poolside');
    const order = login.body.order_uuid;
    await add(t(), order, { item_id: item(await menusOf(t(), 'poolside'), 'Frappé').item_id, quantity: 2 });
    const placed = await pool.post(`/api/order/${order}/checkout/`, { payment_method: 'cash' }, { headers: session });
    assert.equal(placed.status, 200, placed.text);

    // The session alone (no tab-uuid header) is a member of the tab it opened.
    const bill = await pool.get(`/api/tab/${login.body.tab_uuid}/bill/`, { headers: session });
    assert.equal(bill.status, 200, bill.text);
    assert.deepEqual(bill.body.methods, { card: true, room_charge: true });
    const charged = await pool.post(
      `/api/tab/${login.body.tab_uuid}/bill/payments/`,
      { way: 'whole', balance_cents: bill.body.balance_due_cents, tip_cents: 100, method: 'room_charge' },
      { headers: session },
    );
    assert.deepEqual([charged.status, charged.body.status, charged.body.payment_intent], [200, 'succeeded', null]);
    const after = (await pool.get(`/api/tab/${login.body.tab_uuid}/bill/`, { headers: session })).body;
    assert.equal(after.balance_due_cents, 0);
    assert.equal(after.payments[0].method, 'room_charge');
    assert.equal((await pool.get(`/api/order/${order}/details/`)).body.is_paid, true);

    // Charge my room at checkout says which room.
    const next = await newOrder(t(), VENUE.poolside, login.body.tab_uuid);
    await add(t(), next, { item_id: item(await menusOf(t(), 'poolside'), 'Frappé').item_id, quantity: 1 });
    await pool.post(`/api/order/${next}/checkout/`, { payment_method: 'room_charge' }, { headers: session });
    assert.equal((await pool.get(`/api/order/${next}/details/`)).body.charged_to_room, '204');

    // Without the session, no room can be charged.
    const walkIn = await pool.post(
      `/api/tab/${login.body.tab_uuid}/bill/payments/`,
      { way: 'whole', balance_cents: 0, tip_cents: 0, method: 'room_charge' },
      { headers: { 'tab-uuid': login.body.tab_uuid } },
    );
    assert.deepEqual([walkIn.status, walkIn.body.code], [400, 'room_charge_needs_login']);
  });

  it('shows a browser its own unpaid orders at a venue without tabs, and nobody else’s', async () => {
    const cookieOf = await guestCookies(t().db);
    const mine = { cookie: cookieOf('7ab01a00-0000-4000-8000-00000000c001') };
    const theirs = { cookie: cookieOf('7ab01a00-0000-4000-8000-00000000c002') };
    const harbour = t().at('harbour');
    const order = await newOrder(t(), VENUE.harbour);
    await add(t(), order, { item_id: item(await menusOf(t(), 'harbour'), 'IPA').item_id, quantity: 2 });
    assert.equal(
      (await harbour.post(`/api/order/${order}/checkout/`, { payment_method: 'cash', table_number: '3' }, { headers: mine })).status,
      200,
    );

    const own = await harbour.get('/api/bill/', { headers: mine });
    assert.equal(own.status, 200, own.text);
    assert.deepEqual(
      [own.body.tab_uuid, own.body.balance_due_cents, own.body.orders.length, own.body.orders[0].mine, own.body.methods.card],
      [null, 1300, 1, true, false],
    );
    assert.equal((await harbour.get('/api/bill/', { headers: theirs })).body.orders.length, 0);
    assert.equal((await harbour.get('/api/bill/')).status, 404, 'a client with no guest cookie has no bill');
    // Harbour takes cash only: its bill is settled at the table.
    const byCard = await harbour.post(
      '/api/bill/payments/',
      { way: 'whole', balance_cents: 1300, tip_cents: 0, method: 'card' },
      { headers: mine },
    );
    assert.deepEqual([byCard.status, byCard.body.code], [400, 'no_card']);
  });
});

suiteOfTwo('paying a bill at once', (one, two) => {
  it('charges the balance once when 20 members pay all of it at the same moment, across two instances', async () => {
    const tab = await openTab(one(), VENUE.bistro, '13');
    await tabOrder(one(), tab, 3);
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? two() : one())
          .at('bistro')
          .post(
            `/api/tab/${tab.tab_uuid}/bill/payments/`,
            { way: 'whole', balance_cents: 900, tip_cents: 0, method: 'card' },
            { headers: member(tab), from: `127.0.0.${(i % 5) + 1}` },
          ),
      ),
    );
    const started = attempts.filter((a) => a.status === 200);
    assert.equal(started.length, 1, attempts.map((a) => `${a.status} ${a.body.code ?? ''}`).join(', '));
    assert.ok(attempts.every((a) => a.status === 200 || a.body.code === 'bill_changed'));
    const confirmations = await Promise.all(
      [one(), two()].map((t) =>
        t.post('/api/payments/simulator/confirm', { client_secret: started[0]?.body.payment_intent.client_secret }),
      ),
    );
    assert.deepEqual(
      confirmations.map((c) => c.status),
      [200, 200],
    );
    const after = (await bill(two(), tab)).body;
    assert.deepEqual([after.paid_cents, after.balance_due_cents, after.payments.length], [900, 0, 1]);
  });

  it('lets only one of two members take the same line', async () => {
    const tab = await openTab(one(), VENUE.bistro, '14');
    await tabOrder(one(), tab, 1);
    const line = (await bill(one(), tab)).body.orders[0].lines[0].order_item_id;
    const both = await Promise.all(
      [one(), two()].map((t) =>
        t
          .at('bistro')
          .post(
            `/api/tab/${tab.tab_uuid}/bill/payments/`,
            { way: 'items', order_item_ids: [line], balance_cents: 300, tip_cents: 0, method: 'card' },
            { headers: member(tab) },
          ),
      ),
    );
    assert.deepEqual(both.map((b) => b.status).sort(), [200, 409]);
  });
});

suite(
  'a bill payment held too long',
  (t) => {
    it('is released by itself, so the rest of the table can pay', async () => {
      const tab = await openTab(t(), VENUE.bistro, '15');
      await tabOrder(t(), tab, 1);
      const started = await bistro(t()).post(
        `/api/tab/${tab.tab_uuid}/bill/payments/`,
        { way: 'whole', balance_cents: 300, tip_cents: 0, method: 'card' },
        { headers: member(tab) },
      );
      assert.equal(started.status, 200);
      // Held for 1 ms: the next read of the bill finds it released.
      const after = (await bill(t(), tab)).body;
      assert.deepEqual([after.pending_cents, after.payable_cents], [0, 300]);
      assert.equal((await t().get(`/api/bill/payments/${started.body.payment_uuid}/`)).body.status, 'released');
    });
  },
  { billHoldMs: 1 },
);
