import assert from 'node:assert/strict';
import { describe, it, after, before } from 'node:test';
import Stripe from 'stripe';
import { startServer, type RunningServer } from '../index';
import type { PaymentProvider } from '../payments/provider';
import { auditLog } from '../domain/audit';
import { add, item, lemonade, menusOf, newOrder, openTab, repeatLines, VENUE } from '../testing/flows';
import { call, eventually, fingerprint, suite, type TestServer, type AnyJson } from '../testing/harness';

/** The operator token of the server under test (generated: there is no built-in one). */
const ops = (t: TestServer) => ({ 'x-ops-token': t.server.opsToken });

async function harbourOrder(t: TestServer, count = 1): Promise<string> {
  const order = await newOrder(t, VENUE.harbour);
  const menus = await menusOf(t, 'harbour');
  await add(t, order, { item_id: item(menus, 'IPA').item_id, quantity: count });
  return order;
}

/** A bistro order without a tab ("order and pay now"), with one lemonade. */
async function payNowOrder(t: TestServer): Promise<string> {
  const order = await newOrder(t, VENUE.bistro);
  await lemonade(t, order);
  return order;
}

suite('checkout, payments, operator, history', (t) => {
  it('submits a cash order with its note and the tab’s table', async () => {
    const tab = await openTab(t(), VENUE.bistro, '4');
    await lemonade(t(), tab.order_uuid, 2);
    const before = Date.now();
    const res = await t().post(`/api/order/${tab.order_uuid}/checkout/`, {
      note: 'no ice',
      tip_amount: 0,
      table_number: 10,
      payment_method: 'cash',
      email: '',
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { payment_intent: null, order_uuid: tab.order_uuid, status: 2 });
    const details = (await t().get(`/api/order/${tab.order_uuid}/details/`)).body;
    assert.equal(details.status, 2);
    assert.equal(details.table_number, '4');
    assert.equal(details.note, 'no ice');
    assert.equal(details.tip_amount, 0);
    assert.equal(details.order_price, 6);
    assert.equal(details.payment_method, 'cash');
    assert.equal(details.is_paid, false);
    assert.ok(Date.parse(details.submitted_for_review) >= before - 1000);
    const twice = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash' });
    assert.equal(twice.status, 403);
  });

  it('takes a tip by card only, up to the items subtotal or 10.00, and a tab-less order only by card where a tab is required', async () => {
    const cardOrder = await payNowOrder(t());
    const tab = await openTab(t(), VENUE.bistro, '5');
    await lemonade(t(), tab.order_uuid);
    const roomService = t().at('room-service');
    const roomOrder = (await roomService.post('/api/order/create/', { venue_uuid: VENUE['room-service'] })).body.order_uuid;
    await add(t(), roomOrder, { item_id: item(await menusOf(t(), 'room-service'), 'Club Sandwich').item_id, quantity: 1 });
    const before = await fingerprint(t().db);
    const cases: [string, Record<string, unknown>, string][] = [
      [tab.order_uuid, { payment_method: 'cash', tip_amount: 1 }, 'A tip can only be paid by card.'],
      [cardOrder, { payment_method: 'card', table_number: '3', tip_amount: 10_000 }, 'The tip can be at most 10.00 EUR for this order.'],
      [cardOrder, { payment_method: 'card', table_number: '3', tip_amount: 10.01 }, 'The tip can be at most 10.00 EUR for this order.'],
      // Bistro requires a tab: without one, only "order and pay now" by card.
      [
        cardOrder,
        { payment_method: 'cash', table_number: '3' },
        'Open or join a tab to pay by cash or room charge here, or pay now by card.',
      ],
    ];
    for (const [order, body, message] of cases) {
      const res = await t().post(`/api/order/${order}/checkout/`, body);
      assert.deepEqual([res.status, res.body.message], [400, message], JSON.stringify(body));
    }
    const tipToRoom = await roomService.post(`/api/order/${roomOrder}/checkout/`, { payment_method: 'room_charge', tip_amount: 2 });
    assert.deepEqual([tipToRoom.status, tipToRoom.body.message], [400, 'A tip can only be paid by card.']);
    assert.deepEqual(await fingerprint(t().db), before);

    const atCap = await t().post(`/api/order/${cardOrder}/checkout/`, { payment_method: 'card', table_number: '3', tip_amount: 10 });
    assert.equal(atCap.status, 200, atCap.text);
    const big = await newOrder(t(), VENUE.bistro);
    await lemonade(t(), big, 5);
    const subtotalTip = await t().post(`/api/order/${big}/checkout/`, { payment_method: 'card', table_number: '3', tip_amount: 15 });
    assert.equal(subtotalTip.status, 200, subtotalTip.text);
    const overSubtotal = await t().post(`/api/order/${big}/checkout/`, { payment_method: 'card', table_number: '3', tip_amount: 15.01 });
    assert.deepEqual([overSubtotal.status, overSubtotal.body.message], [400, 'The tip can be at most 15.00 EUR for this order.']);
  });

  it('refuses an empty order, bad input and methods the venue lacks, changing no row', async () => {
    const empty = await newOrder(t(), VENUE.harbour);
    const order = await harbourOrder(t());
    const before = await fingerprint(t().db);
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      [empty, { payment_method: 'cash', table_number: '2' }, 400, /^Your order is empty$/],
      [order, { payment_method: 'cash', table_number: '2', email: 'not-an-email' }, 400, /^Invalid email$/],
      [order, { payment_method: 'cash', table_number: '2', tip_amount: -1 }, 400, /tip_amount/],
      [order, { payment_method: 'cash', table_number: '2', tip_amount: '1' }, 400, /tip_amount/],
      [order, { payment_method: 'bitcoin', table_number: '2' }, 400, /payment_method/],
      [order, { table_number: '2' }, 400, /payment_method/],
      [order, { payment_method: 'cash', table_number: '99' }, 400, /Unknown table number 99/],
      [order, { payment_method: 'cash' }, 400, /Choose a table/],
      [order, { payment_method: 'card', table_number: '2' }, 400, /does not take card/],
      [order, { payment_method: 'room_charge', table_number: '2' }, 400, /cannot charge your room/],
      [order, { payment_method: 'cash', table_number: '2', note: 'x'.repeat(501) }, 400, /note/],
    ];
    for (const [uuid, body, status, message] of cases) {
      const res = await t().at('harbour').post(`/api/order/${uuid}/checkout/`, body);
      assert.equal(res.status, status, `${JSON.stringify(body)} → ${res.text}`);
      assert.match(res.body.message, message);
    }
    const unknown = await t().post('/api/order/00000000-0000-4000-8000-000000000000/checkout/', { payment_method: 'cash' });
    assert.equal(unknown.status, 404);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('refuses checkout while the venue is not accepting orders', async () => {
    const order = await payNowOrder(t());
    await t().db.query('UPDATE venues SET is_currently_accepting_orders = false WHERE uuid = $1', [VENUE.bistro]);
    try {
      const res = await t().post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '1' });
      assert.equal(res.status, 403);
      assert.equal(res.body.message, 'Venue currently not accepting orders');
    } finally {
      await t().db.query('UPDATE venues SET is_currently_accepting_orders = true WHERE uuid = $1', [VENUE.bistro]);
    }
  });

  it('pays by card through the simulator: declined, then succeeded', async () => {
    const order = await payNowOrder(t());
    const res = await t().post(`/api/order/${order}/checkout/`, {
      payment_method: 'card',
      tip_amount: 2,
      table_number: '10',
      email: 'guest@example.com',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.status, 0);
    const intent = res.body.payment_intent;
    assert.match(intent.id, /^pi_sim_/);
    assert.ok(intent.client_secret.startsWith(`${intent.id}_secret_`));
    const [payment] = await t().db.query<{ amount_cents: number; currency: string }>(
      'SELECT amount_cents, currency FROM payments WHERE intent_id = $1',
      [intent.id],
    );
    assert.deepEqual(payment, { amount_cents: 500, currency: 'EUR' });
    const pending = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([pending.status, pending.payment_method, pending.is_paid, pending.order_price], [0, 'card', false, 5]);

    const declined = await t().post('/api/payments/simulator/confirm', { client_secret: intent.client_secret, outcome: 'card_declined' });
    assert.equal(declined.status, 402);
    assert.equal(declined.body.message, 'Your card was declined.');
    assert.equal((await t().get(`/api/order/${order}/status/`)).body.status, 0);

    const retry = await t().post(`/api/order/${order}/checkout/`, { payment_method: 'google_pay', tip_amount: 2, table_number: '10' });
    assert.equal(retry.status, 200, retry.text);
    const ok = await t().post('/api/payments/simulator/confirm', { client_secret: retry.body.payment_intent.client_secret });
    assert.equal(ok.status, 200);
    assert.deepEqual(ok.body, { status: 'succeeded', payment_intent_id: retry.body.payment_intent.id });
    const paid = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([paid.status, paid.is_paid, paid.payment_method], [2, true, 'google_pay']);
    assert.ok(paid.submitted_for_review);
    const repeat = await t().post('/api/payments/simulator/confirm', { client_secret: retry.body.payment_intent.client_secret });
    assert.equal(repeat.status, 200);
    const unknown = await t().post('/api/payments/simulator/confirm', { client_secret: 'pi_x_secret_y' });
    assert.equal(unknown.status, 404);
  });

  it('leaves the order as it was when the payment provider fails mid-checkout', async () => {
    const order = await payNowOrder(t());
    const before = await fingerprint(t().db);
    const working = t().ctx.payments;
    const failing: PaymentProvider = {
      ...working,
      createIntent: async () => {
        throw new Error('connection reset');
      },
    };
    t().ctx.payments = failing;
    try {
      const res = await t().post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '3', note: 'x', tip_amount: 1 });
      assert.equal(res.status, 502);
      assert.match(res.body.message, /connection reset/);
    } finally {
      t().ctx.payments = working;
    }
    assert.deepEqual(await fingerprint(t().db), before);
    const details = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([details.status, details.payment_method, details.note, details.tip_amount], [0, null, '', 0]);
  });

  it('records a payment from a Stripe webhook, checking its signature when a secret is set', async () => {
    const order = await payNowOrder(t());
    const intent = (await t().post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '1' })).body.payment_intent;
    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intent.id, object: 'payment_intent' } },
    });
    const secret = 'whsec_test_secret';
    t().ctx.config.stripeWebhookSecret = secret;
    try {
      const forged = await t().post('/api/payments/stripe/webhook', undefined, {
        rawBody: event,
        headers: { 'stripe-signature': 't=1,v1=abc' },
      });
      assert.equal(forged.status, 400);
      assert.equal((await t().get(`/api/order/${order}/status/`)).body.status, 0);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: event, secret });
      const res = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: event, headers: { 'stripe-signature': signature } });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.body, { received: true });
    } finally {
      t().ctx.config.stripeWebhookSecret = undefined;
    }
    const paid = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([paid.status, paid.is_paid], [2, true]);
    // The simulated provider moves no money, so it takes unsigned events (local development, the e2e suite).
    const other = JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: 'pi_unknown' } } });
    assert.equal((await t().post('/api/payments/stripe/webhook', undefined, { rawBody: other })).status, 200);
  });

  it('lets the operator accept or decline a submitted order', async () => {
    const accepted = await harbourOrder(t());
    const declined = await harbourOrder(t());
    for (const o of [accepted, declined]) {
      assert.equal((await t().at('harbour').post(`/api/order/${o}/checkout/`, { payment_method: 'cash', table_number: '5' })).status, 200);
    }
    const noToken = await t().post(`/api/ops/orders/${accepted}/status`, { status: 3 });
    assert.equal(noToken.status, 401);
    const wrongToken = await t().post(`/api/ops/orders/${accepted}/status`, { status: 3 }, { headers: { 'x-ops-token': 'nope' } });
    assert.equal(wrongToken.status, 401);
    const badStatus = await t().post(`/api/ops/orders/${accepted}/status`, { status: 2 }, { headers: ops(t()) });
    assert.equal(badStatus.status, 400);
    const ok = await t().post(`/api/ops/orders/${accepted}/status`, { status: 3 }, { headers: ops(t()) });
    assert.deepEqual(ok.body, { order_uuid: accepted, status: 3 });
    assert.equal((await t().post(`/api/ops/orders/${declined}/status`, { status: 4 }, { headers: ops(t()) })).status, 200);
    assert.equal((await t().at('harbour').get(`/api/order/${accepted}/status/`)).body.status, 3);
    assert.deepEqual((await t().at('harbour').get(`/api/order/${declined}/status/`)).body, {
      status: 4,
      tab_status: null,
      has_order_expired: false,
      has_tab_expired: false,
    });
    const again = await t().post(`/api/ops/orders/${accepted}/status`, { status: 4 }, { headers: ops(t()) });
    assert.equal(again.status, 409);
    const open = await harbourOrder(t());
    assert.equal((await t().post(`/api/ops/orders/${open}/status`, { status: 3 }, { headers: ops(t()) })).status, 409);
  });

  it('lists submitted orders newest first, with the tab’s orders', async () => {
    const tab = await openTab(t(), VENUE.bistro, '12');
    const joined = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '12', password: tab.tab_password });
    const mine = tab.order_uuid;
    const theirs = joined.body.order_uuid;
    await lemonade(t(), mine);
    await lemonade(t(), theirs, 2);
    await t().post(`/api/order/${mine}/checkout/`, { payment_method: 'cash' });
    await t().post(`/api/order/${theirs}/checkout/`, { payment_method: 'cash' });
    const draft = await newOrder(t(), VENUE.bistro, tab.tab_uuid);

    const own = await t().post('/api/order/history/', { order_uuids: [mine, draft] });
    assert.equal(own.status, 200);
    assert.deepEqual(
      own.body.orders.map((o: { order_uuid: string }) => o.order_uuid),
      [mine],
    );
    const shared = await t().post('/api/order/history/', { order_uuids: [mine] }, { headers: { 'tab-uuid': tab.tab_uuid } });
    assert.deepEqual(
      shared.body.orders.map((o: { order_uuid: string }) => o.order_uuid),
      [theirs, mine],
    );
    const first = shared.body.orders[1];
    assert.equal(first.order_items[0].name, 'Lemonade');
    assert.equal(first.order_price, 3);
    assert.equal(first.tab_uuid, tab.tab_uuid);
    assert.equal((await t().post('/api/order/history/', { order_uuids: [] })).body.orders.length, 0);
  });

  it('re-orders a previous order at today’s prices', async () => {
    const tab = await openTab(t(), VENUE.bistro, '13');
    const menus = await menusOf(t(), 'bistro');
    const pizza = item(menus, 'Margherita Pizza');
    const crust = pizza.item_customisations[0]!.customisation_options[0]!.customisation_option_id;
    await add(t(), tab.order_uuid, {
      item_id: pizza.item_id,
      price_id: pizza.prices[0]!.id,
      options: [crust],
      quantity: 2,
      note: 'crispy',
    });
    await lemonade(t(), tab.order_uuid);
    await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash' });
    const current = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
    await t().db.query('UPDATE item_prices SET amount_cents = 1000 WHERE id = $1', [pizza.prices[0]!.id]);
    await t().db.query('UPDATE items SET out_of_stock = true WHERE id = $1', [item(menus, 'Lemonade').item_id]);
    try {
      const res = await t().post('/api/order/re-order/', { order_to_copy_uuid: tab.order_uuid }, { headers: { 'order-uuid': current } });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.order_uuid, current);
      assert.deepEqual(res.body.skipped, ['Lemonade']);
      assert.equal(res.body.order_items.length, 1);
      assert.deepEqual([res.body.order_items[0].price, res.body.order_items[0].quantity, res.body.order_items[0].note], [10, 2, 'crispy']);
      assert.equal(res.body.order_price, 20);
    } finally {
      await t().db.query('UPDATE item_prices SET amount_cents = 900 WHERE id = $1', [pizza.prices[0]!.id]);
      await t().db.query('UPDATE items SET out_of_stock = false WHERE id = $1', [item(menus, 'Lemonade').item_id]);
    }
    const intoSubmitted = await t().post(
      '/api/order/re-order/',
      { order_to_copy_uuid: current },
      { headers: { 'order-uuid': tab.order_uuid } },
    );
    assert.equal(intoSubmitted.status, 403);
    const noHeader = await t().post('/api/order/re-order/', { order_to_copy_uuid: tab.order_uuid });
    assert.equal(noHeader.status, 400);
    const otherVenue = await harbourOrder(t());
    const cross = await t().post('/api/order/re-order/', { order_to_copy_uuid: otherVenue }, { headers: { 'order-uuid': current } });
    assert.equal(cross.status, 400);
  });

  it('re-orders into another order, never into itself, and never past 100 lines', async () => {
    const tab = await openTab(t(), VENUE.bistro, '14');
    await lemonade(t(), tab.order_uuid);
    const reOrder = (from: string, into: string) =>
      t().post('/api/order/re-order/', { order_to_copy_uuid: from }, { headers: { 'order-uuid': into } });
    const open = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
    await lemonade(t(), open);
    const before = await fingerprint(t().db);
    // Copying the open cart into itself, over and over, doubled it each time.
    const self = await reOrder(tab.order_uuid, tab.order_uuid);
    assert.equal(self.status, 400, self.text);
    assert.equal(self.body.message, 'An order cannot be copied into itself');
    assert.deepEqual(await fingerprint(t().db), before);
    // A draft still open carries its dishes into another order, as when its guest opens a tab.
    const carriedInto = await newOrder(t(), VENUE.bistro);
    const carried = await reOrder(open, carriedInto);
    assert.equal(carried.status, 200, carried.text);
    assert.equal(carried.body.order_items.length, 1);

    await repeatLines(t().db, tab.order_uuid, 59);
    assert.equal((await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash' })).status, 200);
    const current = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
    assert.equal((await reOrder(tab.order_uuid, current)).status, 200);
    const full = await fingerprint(t().db);
    const again = await reOrder(tab.order_uuid, current);
    assert.equal(again.status, 400, again.text);
    assert.equal(again.body.message, 'An order holds at most 100 items');
    assert.deepEqual(await fingerprint(t().db), full);
  });

  it('sends the server to the tab’s table, or to a table of the venue, never to one the venue lacks', async () => {
    const tab = await openTab(t(), VENUE.bistro, '11');
    const ask = (order: string, body: Record<string, unknown>, venue = 'bistro') =>
      t()
        .at(venue)
        .post('/api/order/request-service/', { request_type: 1, ...body }, { headers: { order_uuid: order } });
    const tableOf = async (requestId: number) =>
      (await t().db.query<{ table_number: string }>('SELECT table_number FROM service_requests WHERE id = $1', [requestId]))[0]
        ?.table_number;
    const inTab = await ask(tab.order_uuid, { table_number: '99' });
    assert.equal(inTab.status, 200, inTab.text);
    assert.equal(await tableOf(inTab.body.request_id), '11');

    const order = await harbourOrder(t());
    const before = await fingerprint(t().db);
    const nowhere = await ask(order, { table_number: '99' }, 'harbour');
    assert.equal(nowhere.status, 400, nowhere.text);
    assert.equal(nowhere.body.message, 'Unknown table number 99');
    assert.deepEqual(await fingerprint(t().db), before);
    const picked = await ask(order, { table_number: 7 }, 'harbour');
    assert.equal(picked.status, 200, picked.text);
    assert.equal(await tableOf(picked.body.request_id), '7');
  });

  it('keeps one open service request per order', async () => {
    const tab = await openTab(t(), VENUE.bistro, '18');
    // Each request from an address of its own: the rule under test is per order, not the per-client rate limit.
    let clients = 0;
    const from = () => `127.3.0.${++clients}`;
    const headers = { order_uuid: tab.order_uuid, 'tab-uuid': tab.tab_uuid };
    const first = await t().post('/api/order/request-service/', { request_type: 1 }, { headers, from: from() });
    assert.equal(first.status, 200, first.text);
    assert.equal(typeof first.body.request_id, 'number');
    const second = await t().post('/api/order/request-service/', { request_type: 0, payment_method: 'card' }, { headers, from: from() });
    assert.equal(second.status, 409);
    assert.equal(second.body.message, 'A request is already Open for your Order');
    const closed = await t().post(`/api/ops/service-requests/${first.body.request_id}/close`, undefined, { headers: ops(t()) });
    assert.equal(closed.status, 200);
    // The venue's own decisions are in the server's audit log (the platform's /api/ops/audit reads it).
    const [dealtWith]: AnyJson[] = await auditLog(t().db, { limit: 1 });
    assert.deepEqual(
      [dealtWith.action, dealtWith.actor, dealtWith.before.kind, dealtWith.before.open, dealtWith.after.open],
      ['service-request', 'admin', 'server', true, false],
    );
    const bill = await t().post(
      '/api/order/request-service/',
      { request_type: 0, payment_method: 'cash', table_number: 18 },
      { headers, from: from() },
    );
    assert.equal(bill.status, 200);
    const racing = await Promise.all(
      [1, 2, 3].map(async () => {
        const o = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
        return Promise.all(
          [0, 1, 2, 3].map(() =>
            t().post('/api/order/request-service/', { request_type: 1 }, { headers: { order_uuid: o }, from: from() }),
          ),
        );
      }),
    );
    for (const group of racing) {
      assert.deepEqual(group.map((r) => r.status).sort(), [200, 409, 409, 409]);
    }
    // Get bill and Call server are one kind of request as far as the rule goes, in turn or at once.
    const billFirst = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
    const asked = (o: string, body: Record<string, unknown>) =>
      t().post('/api/order/request-service/', body, { headers: { order_uuid: o }, from: from() });
    assert.equal((await asked(billFirst, { request_type: 0, payment_method: 'cash' })).status, 200);
    const thenServer = await asked(billFirst, { request_type: 1 });
    assert.equal(thenServer.status, 409);
    assert.equal(thenServer.body.message, 'A request is already Open for your Order');
    // On PostgreSQL, half the calls go to a second API instance on the same database, as in production.
    const databaseUrl = t().ctx.config.databaseUrl;
    const twin = databaseUrl ? await startServer({ port: 0, databaseUrl }) : null;
    try {
      const instances = [t().url, twin?.url ?? t().url];
      const mixed = await Promise.all(
        [1, 2, 3].map(async () => {
          const o = await newOrder(t(), VENUE.bistro, tab.tab_uuid);
          return Promise.all(
            [0, 1, 0, 1].map((type, n) =>
              call(instances[n % 2] ?? t().url, 'POST', '/api/order/request-service/', {
                body: type === 0 ? { request_type: 0, payment_method: 'card' } : { request_type: 1 },
                headers: { order_uuid: o },
              }),
            ),
          );
        }),
      );
      for (const group of mixed) {
        assert.deepEqual(group.map((r) => r.status).sort(), [200, 409, 409, 409]);
      }
    } finally {
      await twin?.close();
    }
    const open = await t().db.query<{ order_id: number; n: string }>(
      'SELECT order_id, count(*) AS n FROM service_requests WHERE open GROUP BY order_id HAVING count(*) > 1',
    );
    assert.deepEqual(open, []);
    const noMethod = await t().post('/api/order/request-service/', { request_type: 0 }, { headers: { order_uuid: tab.order_uuid } });
    assert.equal(noMethod.status, 400);
    const noHeader = await t().post('/api/order/request-service/', { request_type: 1 });
    assert.equal(noHeader.status, 400);
    const badType = await t().post('/api/order/request-service/', { request_type: 7 }, { headers });
    assert.equal(badType.status, 400);
    const unknown = await t().post(
      '/api/order/request-service/',
      { request_type: 1 },
      { headers: { order_uuid: '00000000-0000-4000-8000-000000000000' } },
    );
    assert.equal(unknown.status, 404);
  });
});

describe('auto-accept', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({ port: 0, dataDir: 'memory', autoAcceptMs: 150 });
  });
  after(() => server.close());

  it('accepts a submitted order by itself after AUTO_ACCEPT_MS', async () => {
    const headers = { 'x-venue-slug': 'harbour' };
    const order = (await call(server.url, 'POST', '/api/order/create/', { body: { venue_uuid: VENUE.harbour }, headers })).body.order_uuid;
    const menu = (await call(server.url, 'GET', `/api/venue/${VENUE.harbour}/menu/`)).body.menus;
    const nachos = item(menu, 'Nachos').item_id;
    assert.equal(
      (await call(server.url, 'POST', `/api/order/${order}/add-item/`, { body: { item_id: nachos, quantity: 1 }, headers })).status,
      200,
    );
    const placed = await call(server.url, 'POST', `/api/order/${order}/checkout/`, {
      body: { payment_method: 'cash', table_number: '1' },
      headers,
    });
    assert.equal(placed.body.status, 2);
    const status = async () => (await call(server.url, 'GET', `/api/order/${order}/status/`, { headers })).body.status;
    assert.equal(await eventually(async () => (await status()) === 3), true);
  });
});
