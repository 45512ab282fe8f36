import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { CLIENT_LIMITS, SESSION_EMAIL_LIMIT } from '../rules/throttle';
import { DEMO_GUEST } from '../seed/venues';
import { VENUE } from '../testing/flows';
import { suiteOfTwo, type TestServer } from '../testing/harness';

suiteOfTwo('writes a stranger can make, across two API instances', (one, two) => {
  const either = (i: number): TestServer => (i % 2 === 0 ? one() : two());

  beforeEach(async () => {
    await one().db.query('DELETE FROM rate_limits');
  });

  it('sends one guest 5 session e-mails of 20 asked for at once from 20 addresses', async () => {
    const outbox = async () =>
      (await one().db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE to_address = $1', [DEMO_GUEST.email]))[0]?.n ?? 0;
    const before = await outbox();
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        either(i).post(
          '/send-session-email/',
          { email: DEMO_GUEST.email },
          { headers: either(i).host('room-service'), from: `127.2.0.${i + 1}` },
        ),
      ),
    );
    // Every address gets the same answer, whether or not the guest's allowance is used up (no oracle).
    assert.ok(
      replies.every((r) => r.status === 200),
      replies.map((r) => r.status).join(','),
    );
    assert.equal((await outbox()) - before, SESSION_EMAIL_LIMIT.max);
  });

  it('takes 30 service requests in 15 minutes from one address, whichever instance they reach, then answers 429', async () => {
    const orders = await Promise.all(
      Array.from({ length: CLIENT_LIMITS.serviceRequest.max + 1 }, async (_, i) => {
        const res = await either(i)
          .at('bistro')
          .post('/api/order/create/', { venue_uuid: VENUE.bistro }, { from: `127.2.1.${i + 1}` });
        assert.equal(res.status, 200, res.text);
        return res.body.order_uuid as string;
      }),
    );
    const call = (t: TestServer, order: string, from: string) =>
      t
        .at('bistro')
        .post(
          '/api/order/request-service/',
          { request_type: 1, table_number: String((orders.indexOf(order) % 20) + 1) },
          { headers: { order_uuid: order }, from },
        );
    const replies = await Promise.all(orders.map((order, i) => call(either(i), order, '127.2.2.1')));
    const counts = replies.map((r) => r.status).sort();
    assert.equal(counts.filter((s) => s === 200).length, CLIENT_LIMITS.serviceRequest.max, counts.join(','));
    const limited = replies.find((r) => r.status === 429);
    assert.match(limited?.body.message ?? '', /^Too many attempts\. Please try again in 1[45] minutes\.$/);
    const [row] = await one().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM service_requests s JOIN orders o ON o.id = s.order_id WHERE o.uuid = ANY($1::uuid[])',
      [orders],
    );
    assert.equal(row?.n, CLIENT_LIMITS.serviceRequest.max);
  });
});
