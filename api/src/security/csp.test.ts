import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy } from './csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((d) => {
      const [name = '', ...sources] = d.split(' ');
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  const policy = directives(contentSecurityPolicy(['http://localhost:8081', 'http://localhost:8082']));

  it('loads scripts only from this origin, the registry’s remotes and Stripe, never inline or by eval', () => {
    assert.deepEqual(policy.get('script-src'), [
      "'self'",
      'http://localhost:8081',
      'http://localhost:8082',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    const all = [...policy.values()].flat();
    assert.ok(!all.includes("'unsafe-eval'"));
    assert.ok(!policy.get('script-src')?.includes("'unsafe-inline'"));
  });

  it('allows inline styles (Mantine writes style elements), data: images, and Stripe’s frames and API', () => {
    assert.ok(policy.get('style-src')?.includes("'unsafe-inline'"));
    assert.ok(policy.get('style-src')?.includes('http://localhost:8081'));
    assert.ok(policy.get('img-src')?.includes('data:'));
    assert.deepEqual(policy.get('font-src'), ["'self'"]);
    assert.ok(policy.get('connect-src')?.includes('https://api.stripe.com'));
    assert.ok(policy.get('connect-src')?.includes('http://localhost:8082'));
    assert.deepEqual(policy.get('frame-src'), ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
  });

  it('lets nobody frame the app, and plugins and other bases nothing', () => {
    assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
    assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  });
});
