import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { resolveConfig } from '../config';
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

describe('a production deployment without Stripe keys', () => {
  it('refuses to start with the simulator on an https PUBLIC_URL, saying how to choose it on purpose', async () => {
    await assert.rejects(
      startServer({ port: 0, dataDir: 'memory', publicUrl: 'https://tabula.example.com' }),
      /PUBLIC_URL is https:\/\/tabula\.example\.com.*STRIPE_SECRET_KEY is not set.*PAYMENTS=simulated/,
    );
  });

  it('runs the simulator when PAYMENTS=simulated says so, and the operator view marks it', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory', publicUrl: 'https://tabula.example.com', payments: 'simulated' });
    try {
      const headers = { host: 'tabula.example.com', 'x-ops-token': server.opsToken };
      const ops = await call(server.url, 'GET', '/api/ops/payments', { headers });
      assert.equal(ops.status, 200, ops.text);
      assert.deepEqual(ops.body, { provider: 'simulated', simulated: true, explicit: true });
      const anonymous = await call(server.url, 'GET', '/api/ops/payments', { headers: { host: 'tabula.example.com' } });
      assert.equal(anonymous.status, 401);
    } finally {
      await server.close();
    }
  });

  it('marks a Stripe server as not simulated', async () => {
    const server = await stripeServer('pk_test_51AbCdEf');
    try {
      const ops = await call(server.url, 'GET', '/api/ops/payments', { headers: { 'x-ops-token': server.opsToken } });
      assert.deepEqual(ops.body, { provider: 'stripe', simulated: false, explicit: false });
    } finally {
      await server.close();
    }
  });

  it('reads PAYMENTS and PUBLIC_URL from the environment and refuses values it cannot use', () => {
    const c = resolveConfig({}, { DATA_DIR: 'memory', PAYMENTS: 'simulated', PUBLIC_URL: 'https://tabula.example.com/' });
    assert.deepEqual([c.payments, c.publicUrl], ['simulated', 'https://tabula.example.com']);
    assert.throws(() => resolveConfig({}, { DATA_DIR: 'memory', PAYMENTS: 'free' }), /PAYMENTS must be/);
    assert.throws(() => resolveConfig({}, { DATA_DIR: 'memory', PUBLIC_URL: 'https://tabula.example.com/app' }), /PUBLIC_URL/);
    assert.throws(() => resolveConfig({}, { DATA_DIR: 'memory', PUBLIC_URL: 'ftp://x' }), /PUBLIC_URL/);
  });
});
