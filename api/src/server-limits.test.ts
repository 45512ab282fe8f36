import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { trickle } from '../../scripts/lib/slow-client.mjs';
import { startServer, type RunningServer } from './index';

describe('slow clients', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({ port: 0, dataDir: 'memory', requestTimeoutMs: 400, connectionTimeoutMs: 300 });
  });
  after(() => server.close());

  it('answers 408 and closes a connection whose body arrives a byte at a time', { timeout: 10_000 }, async () => {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const body = JSON.stringify({ venue_uuid: '7ab01a00-0000-4000-8000-000000000002' });
    socket.write(
      `POST /api/order/create/ HTTP/1.1\r\nHost: harbour.localhost:${server.port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    // One byte every 100 ms keeps the connection busy: only the whole-request limit ends it.
    const { answer, closedAfterMs } = await trickle(socket, body, 100);
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.ok(closedAfterMs < 2_000, `closed after ${closedAfterMs} ms`);
  });

  it('closes a connection that opens and sends nothing', { timeout: 5_000 }, async () => {
    const socket = connect(server.port, '127.0.0.1');
    const started = Date.now();
    await new Promise((resolve) => socket.once('close', resolve));
    assert.ok(Date.now() - started < 2_000);
  });

  it('still serves a client that sends its request at once', async () => {
    await sleep(10);
    const res = await fetch(`${server.url}/api/health`);
    assert.equal(res.status, 200);
  });
});
