import assert from 'node:assert/strict';
import { it } from 'node:test';
import { checkContract } from '../testing/contract-check';
import { suite } from '../testing/harness';

// The OpenAPI document is the contract: see contract-check.ts for the classes it proves.
suite('the OpenAPI document against the server', (t) => {
  it('agrees on methods, statuses, bodies and what is valid, for every operation', { timeout: 300_000 }, async () => {
    const report = await checkContract(t().url, { headers: { 'x-ops-token': t().server.opsToken } });
    assert.deepEqual(report.failures, []);
    assert.ok(report.operations > 30, `${report.operations} operations`);
  });
});

suite('rate limits and validation', (t) => {
  it('answers a malformed request 400 however many a client sent, and does not count it', async () => {
    await t().db.query('DELETE FROM rate_limits');
    try {
      const from = '127.0.0.61';
      // More malformed session-email requests than the 10 a minute a client may send.
      for (let i = 0; i < 14; i++) {
        const bad = await t().post('/send-session-email/', { email: 42 }, { headers: t().host('room-service'), from });
        assert.equal(bad.status, 400, `request ${i + 1}: ${bad.text}`);
      }
      const good = await t().post('/send-session-email/', { email: 'nobody@example.com' }, { headers: t().host('room-service'), from });
      assert.equal(good.status, 200, good.text);
    } finally {
      await t().db.query('DELETE FROM rate_limits');
    }
  });
});
