import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { startServer, type RunningServer } from '../index';
import type { IntentRef, PaymentProvider } from '../payments/provider';
import { stripeClient, stripeProvider } from '../payments/stripe';
import { fakeStripeApi, type FakeStripe } from '../testing/fake-stripe';
import { lemonade, newOrder, openTab, VENUE } from '../testing/flows';
import { call, fingerprint, suite, type TestServer } from '../testing/harness';

const ORDER_CHANGED = 'This payment was cancelled because the order changed. Please check out again.';
const BISTRO_ACCOUNT = 'acct_demo_bistro';
const WEBHOOK_SECRET = 'whsec_test_secret';

interface Intent {
  id: string;
  client_secret: string;
}

interface PaymentState {
  status: string;
  amount_cents: number;
  provider_error: string | null;
  refunded: boolean;
}

/** A bistro order with one lemonade (3.00), checked out by card: paid now without a tab, or inside the given tab. */
async function checkedOutByCard(t: TestServer, tip = 0, tabUuid?: string): Promise<{ order: string; intent: Intent; line: number }> {
  const order = await newOrder(t, VENUE.bistro, tabUuid);
  const line = (await lemonade(t, order)).order_item_id;
  return { order, intent: await cardCheckout(t, order, tip), line };
}

async function cardCheckout(t: TestServer, order: string, tip = 0): Promise<Intent> {
  const res = await t.post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7', tip_amount: tip });
  assert.equal(res.status, 200, res.text);
  return res.body.payment_intent;
}

async function paymentOf(t: TestServer, intent: Intent): Promise<PaymentState> {
  const [row] = await t.db.query<PaymentState>(
    `SELECT status, amount_cents, provider_error, refunded_at IS NOT NULL AS refunded FROM payments WHERE intent_id = $1`,
    [intent.id],
  );
  assert.ok(row, `no payment ${intent.id}`);
  return row;
}

/** [status, is_paid] of the order as the guest's screens read it. */
async function orderState(t: TestServer, order: string): Promise<[number, boolean]> {
  const details = (await t.get(`/api/order/${order}/details/`)).body;
  return [details.status, details.is_paid];
}

function succeeded(intent: Intent): string {
  return JSON.stringify({ type: 'payment_intent.succeeded', data: { object: { id: intent.id, object: 'payment_intent' } } });
}

/** Wraps a provider, remembering what it was asked to cancel and refund. */
function recording(base: PaymentProvider) {
  const cancels: IntentRef[] = [];
  const refunds: IntentRef[] = [];
  const provider: PaymentProvider = {
    ...base,
    cancelIntent: async (ref) => {
      cancels.push(ref);
      return base.cancelIntent(ref);
    },
    refundIntent: async (ref, refund) => {
      refunds.push(ref);
      return base.refundIntent(ref, refund);
    },
  };
  return { provider, cancels, refunds };
}

/** Runs `fn` with another provider in place of the server's. */
async function withProvider<T>(t: TestServer, provider: PaymentProvider, fn: () => Promise<T>): Promise<T> {
  const working = t.ctx.payments;
  t.ctx.payments = provider;
  try {
    return await fn();
  } finally {
    t.ctx.payments = working;
  }
}

suite('payment intents the order outgrew', (t) => {
  it('cancels the card intent when an item is added after checkout; confirming it then fails and leaves the order open', async () => {
    const { order, intent } = await checkedOutByCard(t());
    const spy = recording(t().ctx.payments);
    await withProvider(t(), spy.provider, async () => {
      const added = await lemonade(t(), order);
      assert.equal(added.order_price, 6);
    });
    assert.deepEqual(spy.cancels, [{ intentId: intent.id, connectedAccount: BISTRO_ACCOUNT }]);
    assert.equal((await paymentOf(t(), intent)).status, 'canceled');

    const confirm = await t().post('/api/payments/simulator/confirm', { client_secret: intent.client_secret });
    assert.equal(confirm.status, 402);
    assert.equal(confirm.body.message, ORDER_CHANGED);
    assert.deepEqual(await orderState(t(), order), [0, false]);
    const declinedCard = await t().post('/api/payments/simulator/confirm', {
      client_secret: intent.client_secret,
      outcome: 'card_declined',
    });
    assert.equal(declinedCard.body.message, ORDER_CHANGED, 'a cancelled intent cannot be confirmed with any card');
    assert.equal((await paymentOf(t(), intent)).status, 'canceled');
  });

  it('gives a fresh checkout after the change a new intent for the new total, which settles normally', async () => {
    const { order, intent: old } = await checkedOutByCard(t(), 1);
    await lemonade(t(), order, 2);
    const fresh = await cardCheckout(t(), order, 1);
    assert.notEqual(fresh.id, old.id);
    assert.equal((await paymentOf(t(), fresh)).amount_cents, 1000);
    const ok = await t().post('/api/payments/simulator/confirm', { client_secret: fresh.client_secret });
    assert.equal(ok.status, 200, ok.text);
    assert.deepEqual(ok.body, { status: 'succeeded', payment_intent_id: fresh.id });
    assert.deepEqual(await orderState(t(), order), [2, true]);
    // The old intent cannot pay for the order a second time.
    const late = await t().post('/api/payments/simulator/confirm', { client_secret: old.client_secret });
    assert.equal(late.status, 402);
    assert.equal(late.body.message, ORDER_CHANGED);
    assert.deepEqual([(await paymentOf(t(), old)).status, (await paymentOf(t(), fresh)).status], ['canceled', 'succeeded']);
  });

  it('cancels every open intent when a line is edited or removed, the order re-ordered into, or checked out again', async () => {
    // A placed order to re-order from.
    const { order_uuid: source } = await openTab(t(), VENUE.bistro, '9');
    await lemonade(t(), source);
    assert.equal((await t().post(`/api/order/${source}/checkout/`, { payment_method: 'cash' })).status, 200);
    const changes: [string, (order: string, line: number) => Promise<{ status: number; text: string }>][] = [
      ['edit', (order, line) => t().post(`/api/order/${order}/edit-item/`, { order_item_id: line, quantity: 3 })],
      ['remove', (order, line) => t().post(`/api/order/${order}/remove-item/`, { order_item_id: line })],
      ['re-order', (order) => t().post('/api/order/re-order/', { order_to_copy_uuid: source }, { headers: { 'order-uuid': order } })],
      ['card checkout', (order) => t().post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' })],
      ['cash checkout', (order) => t().post(`/api/order/${order}/checkout/`, { payment_method: 'cash', table_number: '7' })],
    ];
    for (const [what, change] of changes) {
      // Cash needs a tab at the bistro.
      const tab = what === 'cash checkout' ? (await openTab(t(), VENUE.bistro, '8')).tab_uuid : undefined;
      const { order, intent: declined, line } = await checkedOutByCard(t(), 0, tab);
      const card = await t().post('/api/payments/simulator/confirm', { client_secret: declined.client_secret, outcome: 'card_declined' });
      assert.equal(card.status, 402);
      // A declined intent may still be confirmed with another card, so it is cancelled as well.
      const open = await cardCheckout(t(), order);
      assert.equal((await paymentOf(t(), declined)).status, 'canceled', `${what}: the second checkout cancels the declined intent`);
      const res = await change(order, line);
      assert.equal(res.status, 200, `${what}: ${res.text}`);
      assert.equal((await paymentOf(t(), open)).status, 'canceled', what);
      const confirm = await t().post('/api/payments/simulator/confirm', { client_secret: open.client_secret });
      assert.deepEqual([confirm.status, confirm.body.message], [402, ORDER_CHANGED], what);
    }
  });

  it('refuses a success for an amount the order no longer costs, though nothing cancelled the intent', async () => {
    const viaSimulator = await checkedOutByCard(t(), 2);
    const viaWebhook = await checkedOutByCard(t(), 2);
    // A path that changes lines without cancelling (a fix by hand, a future route that forgets).
    await t().db.query('UPDATE order_items SET quantity = 2 WHERE id = ANY($1::int[])', [[viaSimulator.line, viaWebhook.line]]);

    const confirm = await t().post('/api/payments/simulator/confirm', { client_secret: viaSimulator.intent.client_secret });
    assert.deepEqual([confirm.status, confirm.body.message], [402, ORDER_CHANGED]);
    assert.deepEqual(await orderState(t(), viaSimulator.order), [0, false]);
    assert.deepEqual(await paymentOf(t(), viaSimulator.intent), {
      status: 'stale',
      amount_cents: 500,
      provider_error: null,
      refunded: true,
    });

    const spy = recording(t().ctx.payments);
    await withProvider(t(), spy.provider, async () => {
      const hook = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: succeeded(viaWebhook.intent) });
      assert.deepEqual([hook.status, hook.body], [200, { received: true }]);
    });
    assert.deepEqual(await orderState(t(), viaWebhook.order), [0, false]);
    assert.equal((await paymentOf(t(), viaWebhook.intent)).status, 'stale');
    assert.deepEqual(spy.refunds, [{ intentId: viaWebhook.intent.id, connectedAccount: BISTRO_ACCOUNT }]);
  });

  it('refuses and refunds a success verdict for a cancelled intent, once however often it arrives', async () => {
    const { order, intent } = await checkedOutByCard(t());
    await lemonade(t(), order);
    const spy = recording(t().ctx.payments);
    await withProvider(t(), spy.provider, async () => {
      for (let i = 0; i < 2; i++) {
        const hook = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: succeeded(intent) });
        assert.equal(hook.status, 200, hook.text);
      }
    });
    assert.deepEqual(await orderState(t(), order), [0, false]);
    assert.deepEqual(await paymentOf(t(), intent), { status: 'stale', amount_cents: 300, provider_error: null, refunded: true });
    assert.deepEqual(spy.refunds, [{ intentId: intent.id, connectedAccount: BISTRO_ACCOUNT }]);
    const failed = JSON.stringify({ type: 'payment_intent.payment_failed', data: { object: { id: intent.id } } });
    await t().post('/api/payments/stripe/webhook', undefined, { rawBody: failed });
    assert.equal((await paymentOf(t(), intent)).status, 'stale', 'a late failure does not hide it');
  });

  it('keeps the item change and still refuses the intent when the provider cannot cancel it', async () => {
    const { order, intent } = await checkedOutByCard(t());
    const down: PaymentProvider = {
      ...t().ctx.payments,
      cancelIntent: async () => {
        throw new Error('connection reset');
      },
    };
    await withProvider(t(), down, () => lemonade(t(), order));
    const details = (await t().get(`/api/order/${order}/details/`)).body;
    assert.deepEqual([details.order_items.length, details.order_price, details.status], [2, 6, 0]);
    const payment = await paymentOf(t(), intent);
    assert.equal(payment.status, 'canceled');
    assert.match(payment.provider_error ?? '', /^cancel failed: connection reset$/);

    const hook = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: succeeded(intent) });
    assert.equal(hook.status, 200);
    assert.deepEqual(await orderState(t(), order), [0, false]);
    assert.equal((await paymentOf(t(), intent)).status, 'stale');
    const confirm = await t().post('/api/payments/simulator/confirm', { client_secret: intent.client_secret });
    assert.deepEqual([confirm.status, confirm.body.message], [402, ORDER_CHANGED]);
  });
});

describe('payment intents the order outgrew, on Stripe (fake Stripe API)', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  before(async () => {
    stripe = await fakeStripeApi();
    const provider = stripeProvider(stripeClient({ secretKey: 'sk_test_dummy', apiUrl: stripe.url }));
    server = await startServer({ port: 0, dataDir: 'memory', paymentProvider: provider, stripeWebhookSecret: WEBHOOK_SECRET });
  });
  after(async () => {
    await server.close();
    await stripe.close();
  });
  const post = (path: string, body: unknown) => call(server.url, 'POST', path, { body });
  const webhook = (intentId: string, signature: 'signed' | 'unsigned' = 'signed') => {
    const payload = succeeded({ id: intentId, client_secret: '' });
    const headers: Record<string, string> =
      signature === 'signed' ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } : {};
    return call(server.url, 'POST', '/api/payments/stripe/webhook', { rawBody: payload, headers });
  };
  const seen = (path: string) => stripe.seen.filter((r) => r.path === path);
  const payment = async (intentId: string) => {
    const [row] = await server.app.tabula.db.query<{ status: string; provider_error: string | null; refunded: boolean }>(
      'SELECT status, provider_error, refunded_at IS NOT NULL AS refunded FROM payments WHERE intent_id = $1',
      [intentId],
    );
    return row;
  };
  const lemonadeId = async () => {
    const menu = (await call(server.url, 'GET', '/menu-details/', { headers: { 'x-venue-slug': 'bistro' } })).body.menus;
    for (const m of menu) for (const c of m.menu_categories) for (const i of c.items) if (i.name === 'Lemonade') return i.item_id as number;
    throw new Error('No lemonade');
  };

  it('cancels the intent at Stripe, refunds a success that came anyway, and settles the fresh checkout', async () => {
    const order = (await post('/api/order/create/', { venue_uuid: VENUE.bistro })).body.order_uuid;
    const item = await lemonadeId();
    assert.equal((await post(`/api/order/${order}/add-item/`, { item_id: item, quantity: 1 })).status, 200);
    const checkout = async () => (await post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' })).body;

    const first = (await checkout()).payment_intent.id;
    assert.equal((await post(`/api/order/${order}/add-item/`, { item_id: item, quantity: 1 })).status, 200);
    const [cancel] = seen(`/v1/payment_intents/${first}/cancel`);
    assert.equal(cancel?.account, BISTRO_ACCOUNT);
    assert.equal(cancel?.form.get('cancellation_reason'), 'abandoned');
    assert.deepEqual(await payment(first), { status: 'canceled', provider_error: null, refunded: false });

    // Stripe refuses to cancel an intent the guest confirmed in the meantime: the change still stands.
    const second = (await checkout()).payment_intent.id;
    stripe.refuseCancel.add(second);
    assert.equal((await post(`/api/order/${order}/add-item/`, { item_id: item, quantity: 1 })).status, 200);
    const refused = await payment(second);
    assert.equal(refused?.status, 'canceled');
    assert.match(refused?.provider_error ?? '', /^cancel failed: .*status of succeeded/);
    assert.equal((await webhook(second)).status, 200);
    assert.equal((await call(server.url, 'GET', `/api/order/${order}/status/`)).body.status, 0);
    const refunds = seen('/v1/refunds');
    assert.deepEqual(
      refunds.map((r) => [r.account, r.form.get('payment_intent')]),
      [[BISTRO_ACCOUNT, second]],
    );
    assert.deepEqual(await payment(second), { status: 'stale', provider_error: refused?.provider_error, refunded: true });

    const third = (await checkout()).payment_intent.id;
    assert.equal((await webhook(third)).status, 200);
    const paid = (await call(server.url, 'GET', `/api/order/${order}/details/`)).body;
    assert.deepEqual([paid.status, paid.is_paid, paid.order_price], [2, true, 9]);
    assert.equal(seen('/v1/refunds').length, 1);
  });

  it('never takes an unsigned event as a payment: refused without a signature, and refused whole without a secret', async () => {
    const order = (await post('/api/order/create/', { venue_uuid: VENUE.bistro })).body.order_uuid;
    assert.equal((await post(`/api/order/${order}/add-item/`, { item_id: await lemonadeId(), quantity: 1 })).status, 200);
    const intent = (await post(`/api/order/${order}/checkout/`, { payment_method: 'card', table_number: '7' })).body.payment_intent.id;
    const before = await fingerprint(server.app.tabula.db);
    const unsigned = await webhook(intent, 'unsigned');
    assert.deepEqual([unsigned.status, unsigned.body.message], [400, 'Missing Stripe-Signature header']);
    const config = server.app.tabula.config;
    config.stripeWebhookSecret = undefined;
    try {
      // NODE_ENV is not production here, as on `npm start`: the forged success must still be refused.
      const forged = await webhook(intent, 'unsigned');
      assert.deepEqual([forged.status, forged.body.message], [503, 'STRIPE_WEBHOOK_SECRET is not configured']);
    } finally {
      config.stripeWebhookSecret = WEBHOOK_SECRET;
    }
    assert.deepEqual(await fingerprint(server.app.tabula.db), before);
    const status = (await call(server.url, 'GET', `/api/order/${order}/details/`)).body;
    assert.deepEqual([status.status, status.is_paid], [0, false]);
  });
});

suite('Stripe webhook bodies', (t) => {
  it('answers 400 to a body that is no Stripe event, changing nothing', async () => {
    const before = await fingerprint(t().db);
    for (const body of [
      'null',
      '[]',
      '"event"',
      '{}',
      '{"type":3}',
      '{"type":"payment_intent.succeeded"}',
      '{"type":"payment_intent.succeeded","data":null}',
      '{"type":"payment_intent.payment_failed","data":{}}',
      '{"type":"payment_intent.succeeded","data":{"object":{"id":7}}}',
      '{not json',
    ]) {
      const res = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: body });
      assert.equal(res.status, 400, `${body}: ${res.text}`);
    }
    const other = await t().post('/api/payments/stripe/webhook', undefined, { rawBody: '{"type":"charge.refunded","data":{}}' });
    assert.deepEqual([other.status, other.body], [200, { received: true }]);
    assert.deepEqual(await fingerprint(t().db), before);
  });
});
