import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VENUE } from '../testing/flows';
import { call, suite } from '../testing/harness';
import { isShellOrigin } from './cors';

const venues = async (slug: string) => ['bistro', 'harbour'].includes(slug);

describe('isShellOrigin', () => {
  it('allows exactly the shell’s origins on the served port, and the operator’s extra ones', async () => {
    const allowed = (origin: string, extra: string[] = []) => isShellOrigin(origin, 8080, venues, extra);
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
});

const DEMO_STAY_DAYS = 7;
const checkOut = new Date(Date.now() + DEMO_STAY_DAYS * 86_400_000).toISOString().slice(0, 10);

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
          { surname: 'Papadopoulos', room_number: '204', checkout_date: checkOut },
          { headers: { venue_uuid: VENUE['room-service'], ...headers } },
        );
      const cookies = (res: { headers: Record<string, string | string[] | undefined> }) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const https = await login({ 'x-forwarded-proto': 'https' });
      assert.equal(https.status, 200, https.text);
      assert.equal(cookies(https).length, 3);
      for (const cookie of cookies(https)) assert.match(cookie, /; Secure/);
      const http = await login({});
      assert.equal(http.status, 200, http.text);
      for (const cookie of cookies(http)) assert.doesNotMatch(cookie, /Secure/);
    });
  },
  { corsOrigins: ['http://localhost:8084'], trustProxy: true },
);
