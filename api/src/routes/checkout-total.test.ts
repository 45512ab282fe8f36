import assert from 'node:assert/strict';
import { it } from 'node:test';
import { startServer } from '../index';
import { lemonade, newOrder, openTab, VENUE } from '../testing/flows';
import { call, fingerprint, suite, type Reply, type TestServer } from '../testing/harness';

/** A bistro order without a tab ("order and pay now", by card), with one lemonade (3.00). */
async function payNowOrder(t: TestServer): Promise<string> {
  const order = await newOrder(t, VENUE.bistro);
  await lemonade(t, order);
  return order;
}

const card = (total: number, tip = 0) => ({ payment_method: 'card', table_number: '3', tip_amount: tip, total_amount: total });

async function amountsCharged(t: TestServer, order: string): Promise<{ amount_cents: number; status: string }[]> {
  return t.db.query<{ amount_cents: number; status: string }>(
    'SELECT p.amount_cents, p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.uuid = $1 ORDER BY p.id',
    [order],
  );
}

suite('checkout for the total the guest was shown', (t) => {
  it('places a cash order only for the total shown: another total is refused as order_changed and changes nothing', async () => {
    const tab = await openTab(t(), VENUE.bistro, '6');
    await lemonade(t(), tab.order_uuid, 2);
    const before = await fingerprint(t().db);
    // The guest's cart showed one lemonade; another window of the tab added the second.
    const stale = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash', total_amount: 3 });
    assert.equal(stale.status, 409, stale.text);
    assert.equal(stale.body.code, 'order_changed');
    assert.deepEqual(await fingerprint(t().db), before);
    const shown = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash', total_amount: 6 });
    assert.equal(shown.status, 200, shown.text);
    assert.equal(shown.body.status, 2);
  });

  it('makes a card intent for exactly the total shown, tip included, and none for another total', async () => {
    const order = await payNowOrder(t());
    const refused = await t().post(`/api/order/${order}/checkout/`, card(3, 1));
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.code, 'order_changed');
    assert.deepEqual(await amountsCharged(t(), order), []);
    const res = await t().post(`/api/order/${order}/checkout/`, card(4, 1));
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(await amountsCharged(t(), order), [{ amount_cents: 400, status: 'pending' }]);
  });

  it('cannot race: a line added beside the checkout either refuses it or cancels its intent, never charges the new total', async () => {
    const orders = await Promise.all([1, 2, 3, 4, 5, 6].map(() => payNowOrder(t())));
    // A second API instance on the same database, where there is one to share (PostgreSQL).
    const url = t().ctx.config.databaseUrl;
    const other = url ? await startServer({ port: 0, databaseUrl: url }) : null;
    try {
      const otherPost = (path: string, body: unknown): Promise<Reply> =>
        other ? call(other.url, 'POST', path, { body }) : t().post(path, body);
      const menuItem = (await t().get(`/api/order/${orders[0]}/details/`)).body.order_items[0].item_ref;
      const outcomes = await Promise.all(
        orders.map(async (order) => {
          const [checkout, added] = await Promise.all([
            t().post(`/api/order/${order}/checkout/`, card(3)),
            otherPost(`/api/order/${order}/add-item/`, { item_id: menuItem, quantity: 1, options: [] }),
          ]);
          return { order, checkout, added };
        }),
      );
      for (const { order, checkout, added } of outcomes) {
        assert.equal(added.status, 200, added.text);
        const payments = await amountsCharged(t(), order);
        if (checkout.status === 409) {
          assert.equal(checkout.body.code, 'order_changed');
          assert.deepEqual(payments, []);
          continue;
        }
        assert.equal(checkout.status, 200, checkout.text);
        // The intent was for the 3.00 shown; the line added after it cancelled it, so it can no longer be paid.
        assert.deepEqual(payments, [{ amount_cents: 300, status: 'canceled' }]);
        const confirm = await t().post('/api/payments/simulator/confirm', { client_secret: checkout.body.payment_intent.client_secret });
        assert.equal(confirm.status, 402, confirm.text);
        assert.equal(confirm.body.code, 'payment_cancelled_order_changed');
        assert.deepEqual((await t().get(`/api/order/${order}/status/`)).body.status, 0);
      }
    } finally {
      await other?.close();
    }
  });
});

suite('refusals name their code', (t) => {
  it('tells a declined card from a payment cancelled because the order changed', async () => {
    const order = await payNowOrder(t());
    const intent = (await t().post(`/api/order/${order}/checkout/`, card(3))).body.payment_intent;
    const declined = await t().post('/api/payments/simulator/confirm', { client_secret: intent.client_secret, outcome: 'card_declined' });
    assert.deepEqual([declined.status, declined.body.code], [402, 'card_declined']);
    await lemonade(t(), order);
    const cancelled = await t().post('/api/payments/simulator/confirm', { client_secret: intent.client_secret });
    assert.deepEqual([cancelled.status, cancelled.body.code], [402, 'payment_cancelled_order_changed']);
  });

  it('names an expired order, a tip not paid by card, a submitted order, an empty one and a schema error', async () => {
    const expired = await payNowOrder(t());
    await t().db.query(`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE uuid = $1`, [expired]);
    const onExpired = await t().post(`/api/order/${expired}/checkout/`, card(3));
    assert.deepEqual([onExpired.status, onExpired.body.code], [403, 'order_expired']);

    const tab = await openTab(t(), VENUE.bistro, '8');
    await lemonade(t(), tab.order_uuid);
    const tip = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash', tip_amount: 1 });
    assert.deepEqual([tip.status, tip.body.code], [400, 'tip_card_only']);
    assert.equal((await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash' })).status, 200);
    const again = await t().post(`/api/order/${tab.order_uuid}/checkout/`, { payment_method: 'cash' });
    assert.deepEqual([again.status, again.body.code], [403, 'order_submitted']);

    const empty = await newOrder(t(), VENUE.bistro);
    const onEmpty = await t().post(`/api/order/${empty}/checkout/`, card(0));
    assert.deepEqual([onEmpty.status, onEmpty.body.code], [400, 'order_empty']);

    const schema = await t().post(`/api/order/${empty}/checkout/`, { payment_method: 'bitcoin' });
    assert.deepEqual([schema.status, schema.body.code], [400, 'invalid_request']);
  });
});
