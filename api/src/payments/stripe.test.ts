import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fakeStripeApi, type FakeStripe } from '../testing/fake-stripe';
import { stripeClient, stripeProvider } from './stripe';

describe('Stripe provider', () => {
  let api: FakeStripe;
  before(async () => {
    api = await fakeStripeApi();
  });
  after(() => api.close());
  const provider = () => stripeProvider(stripeClient({ secretKey: 'sk_test_dummy', apiUrl: api.url }));
  const lastSeen = () => api.seen[api.seen.length - 1];

  it('creates the intent on the connected account, in minor units and the venue currency', async () => {
    const intent = await provider().createIntent({
      orderUuid: '7ab01a00-0000-4000-8000-0000000000aa',
      amountCents: 1250,
      currency: 'EUR',
      connectedAccount: 'acct_demo_bistro',
      receiptEmail: 'guest@example.com',
      description: 'Tabula Bistro order 1001',
    });
    assert.deepEqual(intent, { id: 'pi_1', clientSecret: 'pi_1_secret_456' });
    const req = lastSeen();
    assert.equal(req?.path, '/v1/payment_intents');
    assert.equal(req?.account, 'acct_demo_bistro');
    assert.equal(req?.auth, 'Bearer sk_test_dummy');
    assert.equal(req?.form.get('amount'), '1250');
    assert.equal(req?.form.get('currency'), 'eur');
    assert.equal(req?.form.get('receipt_email'), 'guest@example.com');
    assert.equal(req?.form.get('metadata[order_uuid]'), '7ab01a00-0000-4000-8000-0000000000aa');
  });

  it('cancels an intent on the connected account it was made on', async () => {
    await provider().cancelIntent({ intentId: 'pi_77', connectedAccount: 'acct_demo_bistro' });
    const req = lastSeen();
    assert.deepEqual(
      [req?.method, req?.path, req?.account, req?.auth],
      ['POST', '/v1/payment_intents/pi_77/cancel', 'acct_demo_bistro', 'Bearer sk_test_dummy'],
    );
    assert.equal(req?.form.get('cancellation_reason'), 'abandoned');
  });

  it('throws Stripe’s refusal to cancel an intent that already succeeded', async () => {
    api.refuseCancel.add('pi_78');
    await assert.rejects(
      provider().cancelIntent({ intentId: 'pi_78', connectedAccount: 'acct_demo_bistro' }),
      /cannot cancel this PaymentIntent because it has a status of succeeded/,
    );
  });

  it('refunds the whole amount on the connected account, with one idempotency key per intent', async () => {
    await provider().refundIntent(
      { intentId: 'pi_79', connectedAccount: 'acct_demo_poolside' },
      { key: 'stale-refund-pi_79', why: 'the order changed after this payment was created' },
    );
    const req = lastSeen();
    assert.deepEqual([req?.method, req?.path, req?.account], ['POST', '/v1/refunds', 'acct_demo_poolside']);
    assert.equal(req?.form.get('payment_intent'), 'pi_79');
    assert.equal(req?.form.get('amount'), null, 'the whole amount');
    assert.equal(req?.idempotencyKey, 'tabula-stale-refund-pi_79');
  });

  it('refunds part of an intent, with the key the API chose for that refund', async () => {
    await provider().refundIntent(
      { intentId: 'pi_80', connectedAccount: 'acct_demo_bistro' },
      { amountCents: 450, key: 'refund-bill-3-order-9', why: 'declined' },
    );
    const req = lastSeen();
    assert.equal(req?.form.get('amount'), '450');
    assert.equal(req?.idempotencyKey, 'tabula-refund-bill-3-order-9');
  });
});
