import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../index';
import { DEMO_GUEST } from '../seed/venues';
import { VENUE } from '../testing/flows';
import { call, suite } from '../testing/harness';

const lastMail = async (server: { app: RunningServer['app'] }) =>
  (await server.app.tabula.db.query<{ body: string }>('SELECT body FROM outbox ORDER BY id DESC LIMIT 1'))[0]?.body ?? '';

suite('links and hosts, without PUBLIC_URL (development)', (t) => {
  it('answers a host it does not serve with 421, and writes no link from it', async () => {
    for (const host of [`room-service.localhost:31337`, 'evil.example', `room-service.localhost.evil.example:${t().port}`, 'a/b']) {
      const res = await t().post('/send-session-email/', { email: DEMO_GUEST.email }, { headers: { host } });
      assert.equal(res.status, 421, `${host}: ${res.text}`);
      assert.equal(res.body.error, 'Misdirected Request');
    }
    assert.equal((await t().get('/api/health', { headers: { host: 'lb-probe.internal' } })).status, 200);
  });

  it('builds links on localhost with the port it listens on, loopback addresses included', async () => {
    const sent = await t().post('/send-session-email/', { email: DEMO_GUEST.email }, { headers: t().host('room-service') });
    assert.equal(sent.status, 200, sent.text);
    assert.match(await lastMail(t().server), new RegExp(`http://room-service\\.localhost:${t().port}/\\?sessionid=`));
    const viaAddress = await t().get(`/api/venue/${VENUE.bistro}/details/`, { headers: { host: `127.0.0.1:${t().port}` } });
    assert.equal(viaAddress.status, 200, viaAddress.text);
    assert.equal(viaAddress.body.domain, `http://bistro.localhost:${t().port}`);
  });

  it('answers a venue host that names no venue with 404', async () => {
    const res = await t().get('/tables/list/', { headers: { host: `nowhere.localhost:${t().port}` } });
    assert.equal(res.status, 404);
  });
});

describe('links and hosts, with PUBLIC_URL=https://tabula.example.com behind a proxy', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer({
      port: 0,
      dataDir: 'memory',
      publicUrl: 'https://tabula.example.com',
      payments: 'simulated',
      trustProxy: ['127.0.0.1'],
    });
  });
  after(() => server.close());

  const at = (host: string, extra: Record<string, string> = {}) => ({ host, ...extra });

  it('e-mails session links and hands out tab links on the venue’s public origin', async () => {
    const sent = await call(server.url, 'POST', '/send-session-email/', {
      body: { email: DEMO_GUEST.email },
      headers: at('room-service.tabula.example.com'),
    });
    assert.equal(sent.status, 200, sent.text);
    assert.match(await lastMail(server), /https:\/\/room-service\.tabula\.example\.com\/\?sessionid=[0-9a-f-]{36}/);

    const tab = await call(server.url, 'POST', '/api/order/create-order-with-tab/', {
      body: { venue_uuid: VENUE.bistro, table_number: '5', first_name: 'Ada', last_name: 'Lovelace' },
      headers: at('bistro.tabula.example.com:443'),
    });
    assert.equal(tab.status, 200, tab.text);
    assert.equal(tab.body.tab_link, `https://bistro.tabula.example.com/?tab=${tab.body.tab_uuid}`);
  });

  it('refuses other hosts, the forwarded one included, whatever port a client names', async () => {
    for (const headers of [
      at('room-service.tabula.example.com:31337'),
      at('localhost:8080'),
      at(`127.0.0.1:${server.port}`),
      at('evil.example'),
      at('tabula.example.com', { 'x-forwarded-host': 'room-service.evil.example' }),
    ]) {
      const res = await call(server.url, 'POST', '/send-session-email/', { body: { email: DEMO_GUEST.email }, headers });
      assert.equal(res.status, 421, JSON.stringify(headers));
    }
    const forwarded = await call(server.url, 'GET', '/details-slim/', {
      headers: at('internal:8080', { 'x-forwarded-host': 'harbour.tabula.example.com' }),
    });
    assert.equal(forwarded.status, 200, forwarded.text);
    assert.equal(forwarded.body.domain, 'https://harbour.tabula.example.com');
  });
});
