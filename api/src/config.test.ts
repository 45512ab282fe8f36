import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { CODE_ONLY, OPTIONS, resolveConfig } from './config';
import { optionsTable, README_OPTIONS } from './options';

describe('options', () => {
  it('are listed in the README exactly as the config schema declares them (npm run docs:options -w api rewrites the table)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    assert.equal(README_OPTIONS.find(readme), optionsTable(OPTIONS, CODE_ONLY));
  });

  it('take a blank variable as unset, and comma-separated lists of origins and of proxies', () => {
    const c = resolveConfig(
      {},
      { HOST: '  ', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,2001:db8::/48', CORS_ORIGINS: 'http://a.test, http://b.test', DATA_DIR: 'memory' },
    );
    assert.deepEqual(
      [c.host, c.trustProxy, c.corsOrigins],
      ['127.0.0.1', ['10.0.0.5', '10.1.0.0/16', '2001:db8::/48'], ['http://a.test', 'http://b.test']],
    );
    assert.deepEqual(resolveConfig({ trustProxy: ['loopback'], dataDir: 'memory' }).trustProxy, ['loopback']);
    assert.deepEqual(resolveConfig({}, { DATA_DIR: 'memory' }).trustProxy, [], 'no proxy is believed unless named');
  });

  it('refuse TRUST_PROXY as a bare flag or anything but addresses and CIDRs, naming the list form', () => {
    for (const flag of ['1', 'true']) {
      assert.throws(
        () => resolveConfig({}, { TRUST_PROXY: flag, DATA_DIR: 'memory' }),
        /TRUST_PROXY lists the proxies in front, as comma-separated addresses or CIDRs \(e\.g\. TRUST_PROXY=10\.0\.0\.5,10\.1\.0\.0\/16.*a bare flag would believe X-Forwarded-For from every client/,
      );
    }
    for (const wrong of ['10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', '2001:db8::/129']) {
      assert.throws(() => resolveConfig({}, { TRUST_PROXY: wrong, DATA_DIR: 'memory' }), new RegExp(`TRUST_PROXY .*got "${wrong}"`));
    }
  });

  it('refuse a value the schema does not allow, naming the variable, whether it comes from the environment or the options', () => {
    assert.throws(() => resolveConfig({}, { REQUEST_TIMEOUT_MS: '0', DATA_DIR: 'memory' }), /REQUEST_TIMEOUT_MS must be >= 1/);
    assert.throws(() => resolveConfig({ connectionTimeoutMs: 0, dataDir: 'memory' }), /CONNECTION_TIMEOUT_MS must be >= 1/);
    assert.throws(() => resolveConfig({}, { PAYMENTS: 'cash', DATA_DIR: 'memory' }), /PAYMENTS/);
    assert.throws(() => resolveConfig({}, { PUBLIC_URL: 'https://tabula.example.com/app', DATA_DIR: 'memory' }), /PUBLIC_URL/);
  });
});
