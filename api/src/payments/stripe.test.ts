import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { stripeClient, stripeProvider } from './stripe';

interface Seen {
  path: string;
  account: string | undefined;
  auth: string | undefined;
  form: URLSearchParams;
}

/** Answers PaymentIntent creation the way Stripe's API does, and remembers the requests. */
function fakeStripeApi(): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({
        path: req.url ?? '',
        account: req.headers['stripe-account'] as string | undefined,
        auth: req.headers.authorization,
        form: new URLSearchParams(body),
      });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: 'pi_123', object: 'payment_intent', client_secret: 'pi_123_secret_456', status: 'requires_payment_method' }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}`, seen });
    }),
  );
}

describe('Stripe provider', () => {
  let api: Awaited<ReturnType<typeof fakeStripeApi>>;
  before(async () => {
    api = await fakeStripeApi();
  });
  after(() => api.server.close());

  it('creates the intent on the connected account, in minor units and the venue currency', async () => {
    const provider = stripeProvider(stripeClient({ secretKey: 'sk_test_dummy', apiUrl: api.url }));
    const intent = await provider.createIntent({
      orderUuid: '7ab01a00-0000-4000-8000-0000000000aa',
      amountCents: 1250,
      currency: 'EUR',
      connectedAccount: 'acct_demo_bistro',
      receiptEmail: 'guest@example.com',
      description: 'Tabula Bistro order 1001',
    });
    assert.deepEqual(intent, { id: 'pi_123', clientSecret: 'pi_123_secret_456' });
    const [req] = api.seen;
    assert.equal(req?.path, '/v1/payment_intents');
    assert.equal(req?.account, 'acct_demo_bistro');
    assert.equal(req?.auth, 'Bearer sk_test_dummy');
    assert.equal(req?.form.get('amount'), '1250');
    assert.equal(req?.form.get('currency'), 'eur');
    assert.equal(req?.form.get('receipt_email'), 'guest@example.com');
    assert.equal(req?.form.get('metadata[order_uuid]'), '7ab01a00-0000-4000-8000-0000000000aa');
  });
});
