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
