import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface SeenRequest {
  method: string;
  path: string;
  account: string | undefined;
  auth: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripe {
  server: Server;
  url: string;
  seen: SeenRequest[];
  /** Intents whose cancel is answered the way Stripe answers one that already succeeded. */
  refuseCancel: Set<string>;
  close(): Promise<void>;
}

/**
 * Answers PaymentIntent creation and cancellation and refund creation the way Stripe's API does,
 * and remembers the requests. Created intents are pi_1, pi_2, ... in order.
 */
export function fakeStripeApi(): Promise<FakeStripe> {
  const seen: SeenRequest[] = [];
  const refuseCancel = new Set<string>();
  let created = 0;
  const answer = (req: SeenRequest, res: ServerResponse) => {
    res.setHeader('content-type', 'application/json');
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(req.path);
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const id = `pi_${++created}`;
      res.end(JSON.stringify({ id, object: 'payment_intent', client_secret: `${id}_secret_456`, status: 'requires_payment_method' }));
    } else if (req.method === 'POST' && cancel?.[1] && refuseCancel.has(cancel[1])) {
      res.statusCode = 400;
      const message = 'You cannot cancel this PaymentIntent because it has a status of succeeded.';
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } }));
    } else if (req.method === 'POST' && cancel?.[1]) {
      res.end(
        JSON.stringify({
          id: cancel[1],
          object: 'payment_intent',
          status: 'canceled',
          cancellation_reason: req.form.get('cancellation_reason'),
        }),
      );
    } else if (req.method === 'POST' && req.path === '/v1/refunds') {
      res.end(
        JSON.stringify({ id: `re_${seen.length}`, object: 'refund', payment_intent: req.form.get('payment_intent'), status: 'succeeded' }),
      );
    } else {
      res.statusCode = 404;
      res.end(
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } }),
      );
    }
  };
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const request: SeenRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        account: req.headers['stripe-account'] as string | undefined,
        auth: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(body),
      };
      seen.push(request);
      answer(request, res);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
        seen,
        refuseCancel,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // The SDK keeps its connections alive; they would hold close() open.
            server.closeAllConnections();
          }),
      });
    }),
  );
}
