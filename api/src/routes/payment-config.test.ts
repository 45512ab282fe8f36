import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../index';
import { simulatedProvider } from '../payments/simulated';
import type { PaymentProvider } from '../payments/provider';
import { call, suite } from '../testing/harness';

suite('payment configuration, with the simulated provider', (t) => {
  it('tells the checkout screen to use its own test-mode card form', async () => {
    const res = await t().get('/api/payments/config');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { provider: 'simulated' });
  });
});

/** A server whose provider reports Stripe, started with the given publishable key. */
async function stripeServer(stripePublishableKey?: string): Promise<RunningServer> {
  const stripeLike: PaymentProvider = { ...simulatedProvider(), name: 'stripe' };
  return startServer({
    port: 0,
    dataDir: 'memory',
    paymentProvider: stripeLike,
    ...(stripePublishableKey ? { stripePublishableKey } : {}),
  });
}

describe('payment configuration, with Stripe', () => {
  let servers: RunningServer[] = [];
  before(() => {
    servers = [];
  });
  after(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });
  const configOf = async (key?: string) => {
    const server = await stripeServer(key);
    servers.push(server);
    return call(server.url, 'GET', '/api/payments/config');
  };

  it('hands the client the publishable key Stripe.js needs', async () => {
    const res = await configOf('pk_test_51AbCdEf');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body, { provider: 'stripe', publishable_key: 'pk_test_51AbCdEf' });
  });

  it('says there is no key when none is configured, so guests are told card payment is unavailable', async () => {
    assert.deepEqual((await configOf()).body, { provider: 'stripe', publishable_key: null });
  });

  it('never hands a browser anything but a publishable key', async () => {
    assert.deepEqual((await configOf('sk_live_oops')).body, { provider: 'stripe', publishable_key: null });
  });
});
