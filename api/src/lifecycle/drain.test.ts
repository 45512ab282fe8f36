import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { describe, it } from 'node:test';
import { startServer } from '../index';

/** A GET on `agent` (one kept-alive connection), with what came back. */
function get(agent: Agent, url: string): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown', () => {
  it('answers a kept-alive connection 503 with Connection: close while draining, then stops', { timeout: 60_000 }, async () => {
    const server = await startServer({ port: 0, dataDir: 'memory', shutdownGraceMs: 10_000 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await get(agent, `${server.url}/api/health`);
      assert.deepEqual([before.status, before.connection], [200, 'keep-alive']);
      const sockets = Object.values(agent.freeSockets).flat();
      assert.equal(sockets.length, 1, 'the connection is kept alive');

      const stopped = server.shutdown();
      const during = await get(agent, `${server.url}/details-slim/`);
      assert.equal(during.status, 503, during.body);
      assert.equal(during.connection, 'close');
      assert.match(during.body, /shutting down/);
      // The client left, so the drain ends well before its grace.
      const started = Date.now();
      await stopped;
      assert.ok(Date.now() - started < 5_000);
    } finally {
      agent.destroy();
    }
  });
});
