import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CLIENT_GUESS_LOCK } from '../rules/throttle';
import { openTab, VENUE, wrongPassword } from '../testing/flows';
import { call, suite } from '../testing/harness';
import { publicOrigins } from '../domain/origins';
import { isShellOrigin } from '../plugins/cors';
import { DEMO_GUEST } from '../seed/venues';

const venues = async (slug: string) => ['bistro', 'harbour'].includes(slug);

describe('isShellOrigin', () => {
  it('allows exactly the shell’s origins on the served port, and the operator’s extra ones', async () => {
    const allowed = (origin: string, extra: string[] = []) =>
      isShellOrigin(
        origin,
        publicOrigins(undefined, () => 8080),
        venues,
        extra,
      );
    assert.equal(await allowed('http://localhost:8080'), true);
    assert.equal(await allowed('http://127.0.0.1:8080'), true);
    assert.equal(await allowed('http://bistro.localhost:8080'), true);
    assert.equal(await allowed('http://evil.localhost:8080'), false, 'not a venue');
    assert.equal(await allowed('http://bistro.localhost:9999'), false, 'another port: another server');
    assert.equal(await allowed('http://localhost'), false);
    assert.equal(await allowed('https://example.com'), false);
    assert.equal(await allowed('http://bistro.localhost.example.com:8080'), false);
    assert.equal(await allowed('null'), false);
    assert.equal(await allowed('http://localhost:8081'), false);
    assert.equal(await allowed('http://localhost:8081', ['http://localhost:8081']), true);
  });

  it('allows the configured public origin and its venues, on its scheme and port', async () => {
    const origins = publicOrigins('https://tabula.example.com', () => 8080);
    const allowed = (origin: string) => isShellOrigin(origin, origins, venues, []);
    assert.equal(await allowed('https://tabula.example.com'), true);
    assert.equal(await allowed('https://bistro.tabula.example.com'), true);
    assert.equal(await allowed('http://bistro.tabula.example.com'), false, 'not https');
    assert.equal(await allowed('https://evil.tabula.example.com'), false, 'not a venue');
    assert.equal(await allowed('https://bistro.tabula.example.com:8443'), false);
    assert.equal(await allowed('http://localhost:8080'), false, 'loopback is development only');
  });
});

const checkOut = new Date(Date.now() + DEMO_GUEST.staysForDays * 86_400_000).toISOString().slice(0, 10);

suite(
  'cross-origin calls and cookies',
  (t) => {
    const corsOf = (origin: string) => t().get('/details-slim/', { headers: { origin } });

    it('reflects only the shell’s own origins, with credentials', async () => {
      const own = await corsOf(`http://bistro.localhost:${t().port}`);
      assert.equal(own.headers['access-control-allow-origin'], `http://bistro.localhost:${t().port}`);
      assert.equal(own.headers['access-control-allow-credentials'], 'true');
      for (const origin of [`http://evil.localhost:${t().port}`, 'http://bistro.localhost:1', 'https://attacker.example']) {
        const res = await corsOf(origin);
        assert.equal(res.status, 200);
        assert.equal(res.headers['access-control-allow-origin'], undefined, origin);
        assert.equal(res.headers['access-control-allow-credentials'], undefined, origin);
      }
      assert.equal((await corsOf('http://localhost:8084')).headers['access-control-allow-origin'], 'http://localhost:8084');
    });

    it('answers no preflight for a foreign origin', async () => {
      const preflight = (origin: string) =>
        call(t().url, 'OPTIONS', '/api/order/create/', {
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
        });
      const foreign = await preflight(`http://evil.localhost:${t().port}`);
      assert.equal(foreign.headers['access-control-allow-origin'], undefined);
      const own = await preflight(`http://harbour.localhost:${t().port}`);
      assert.equal(own.status, 204);
      assert.equal(own.headers['access-control-allow-origin'], `http://harbour.localhost:${t().port}`);
    });

    it('marks the session cookies Secure when the guest came over https, and only then', async () => {
      const login = (headers: Record<string, string>) =>
        t().post(
          '/api/venue/customer-guest-session/',
          { surname: DEMO_GUEST.surname, room_number: DEMO_GUEST.room, checkout_date: checkOut },
          { headers: { venue_uuid: VENUE['room-service'], ...headers } },
        );
      const cookies = (res: { headers: Record<string, string | string[] | undefined> }) =>
        ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const https = await login({ 'x-forwarded-proto': 'https' });
      assert.equal(https.status, 200, https.text);
      assert.equal(cookies(https).length, 3);
      for (const cookie of cookies(https)) assert.match(cookie, /; Secure/);
      const http = await login({});
      assert.equal(http.status, 200, http.text);
      for (const cookie of cookies(http)) assert.doesNotMatch(cookie, /Secure/);
    });

    it('behind the proxy, limits a client by the address the proxy saw, whatever X-Forwarded-For it sends itself', async () => {
      await t().db.query('DELETE FROM rate_limits');
      try {
        // The proxy appends the address it saw to the header the client sent: only that last one is known.
        const ask = (i: number) =>
          t().post(
            '/send-session-email/',
            { email: 'nobody@example.com' },
            { headers: { ...t().host('room-service'), 'x-forwarded-for': `10.9.0.${i}, 203.0.113.7` } },
          );
        for (let i = 1; i <= 10; i++) assert.equal((await ask(i)).status, 200);
        const limited = await ask(11);
        assert.equal(limited.status, 429, limited.text);
      } finally {
        await t().db.query('DELETE FROM rate_limits');
      }
    });

    it('believes X-Forwarded-For only from the proxies TRUST_PROXY lists: 60 wrong tab passwords with forged addresses meet the lock after 10', async () => {
      await t().db.query('DELETE FROM rate_limits');
      try {
        const tab = await openTab(t(), VENUE.bistro, '12');
        const join = (i: number, from: string) =>
          t().post(
            '/api/order/join-tab/',
            { venue_uuid: VENUE.bistro, table_number: '12', password: wrongPassword(tab.tab_password, i) },
            { from, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
          );
        const tally = (replies: { status: number }[]) =>
          replies.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});
        // 127.0.0.9 is no listed proxy: every request is its own, whatever address it writes in the header.
        const forged = tally(await Promise.all(Array.from({ length: 60 }, (_, i) => join(i, '127.0.0.9'))));
        assert.deepEqual(forged, { 404: CLIENT_GUESS_LOCK.max, 429: 60 - CLIENT_GUESS_LOCK.max });
        // The listed proxy's header is believed: sixty guests behind it are sixty clients, none locked out.
        await t().db.query('DELETE FROM rate_limits');
        const proxied = tally(await Promise.all(Array.from({ length: 60 }, (_, i) => join(i, '127.0.0.1'))));
        assert.deepEqual(proxied, { 404: 60 });
      } finally {
        await t().db.query('DELETE FROM rate_limits');
      }
    });
  },
  { corsOrigins: ['http://localhost:8084'], trustProxy: ['127.0.0.1'] },
);
