import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { optionsTable, README_OPTIONS } from '@tabula/api/options';
import { PLATFORM_OPTIONS, resolvePlatformConfig } from './config';

describe('the platform’s options', () => {
  it('are listed in its README exactly as its config schema declares them (npm run docs:options -w platform rewrites the table)', () => {
    const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
    assert.equal(README_OPTIONS.find(readme), optionsTable(PLATFORM_OPTIONS));
  });

  it('refuse a value the schema does not allow, naming the variable', () => {
    assert.throws(() => resolvePlatformConfig({}, { REMOTE_FAILURE_WINDOW_MS: '0' }), /REMOTE_FAILURE_WINDOW_MS must be >= 1/);
    assert.throws(() => resolvePlatformConfig({ rolloutSweepMs: 0 }), /ROLLOUT_SWEEP_MS must be >= 1/);
  });

  it('take the origins an override may load from, loopback on any port unless OVERRIDE_ORIGINS names others', () => {
    assert.deepEqual(resolvePlatformConfig({}, {}).overrideOrigins, [
      'http://localhost:*',
      'http://127.0.0.1:*',
      'http://[::1]:*',
      'https://localhost:*',
      'https://127.0.0.1:*',
      'https://[::1]:*',
    ]);
    const c = resolvePlatformConfig({}, { OVERRIDE_ORIGINS: 'https://dev.example.com:*, http://localhost:3001' });
    assert.deepEqual(c.overrideOrigins, ['https://dev.example.com:*', 'http://localhost:3001']);
    assert.throws(() => resolvePlatformConfig({}, { OVERRIDE_ORIGINS: 'dev.example.com' }), /OVERRIDE_ORIGINS: "dev.example.com"/);
  });
});
