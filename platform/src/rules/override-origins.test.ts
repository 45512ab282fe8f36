import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOOPBACK_OVERRIDE_ORIGINS, overrideOriginAllowed, overrideOriginRefused, parseOverrideOrigins } from './override-origins';

const allowedBy = (list: readonly string[], entry: string) => overrideOriginAllowed(list, new URL(entry));

describe('override origins', () => {
  it('takes loopback on any port by default, over http and https, and nothing else', () => {
    for (const entry of [
      'http://localhost:3001/mf-manifest.json',
      'https://localhost:5173/mf-manifest.json',
      'http://127.0.0.1:9182/mf-manifest.json',
      'http://[::1]:3001/mf-manifest.json',
      'http://LOCALHOST/mf-manifest.json',
    ]) {
      assert.equal(allowedBy(LOOPBACK_OVERRIDE_ORIGINS, entry), true, entry);
    }
    for (const entry of [
      'http://evil.example:3001/mf-manifest.json',
      'http://localhost.evil.example/mf-manifest.json',
      'http://127.0.0.2:3001/mf-manifest.json',
      'http://2130706434/mf-manifest.json',
      'http://[::2]:3001/mf-manifest.json',
    ]) {
      assert.equal(allowedBy(LOOPBACK_OVERRIDE_ORIGINS, entry), false, entry);
    }
  });

  it('matches a named port exactly, and an origin without a port on its scheme’s default port', () => {
    const list = parseOverrideOrigins(['https://dev.example.com:3001', 'http://build.example.com']);
    assert.equal(allowedBy(list, 'https://dev.example.com:3001/mf-manifest.json'), true);
    assert.equal(allowedBy(list, 'https://dev.example.com:3002/mf-manifest.json'), false);
    assert.equal(allowedBy(list, 'http://dev.example.com:3001/mf-manifest.json'), false, 'another scheme');
    assert.equal(allowedBy(list, 'http://build.example.com/mf-manifest.json'), true);
    assert.equal(allowedBy(list, 'http://build.example.com:80/mf-manifest.json'), true);
    assert.equal(allowedBy(list, 'http://build.example.com:8080/mf-manifest.json'), false);
  });

  it('refuses at start a list item that is not an origin, naming it', () => {
    assert.deepEqual(parseOverrideOrigins([' HTTP://Dev.Example.com:* ', 'http://localhost:3001/']), [
      'http://dev.example.com:*',
      'http://localhost:3001',
    ]);
    for (const item of ['localhost:3001', 'ftp://localhost', 'http://localhost/path', 'http://user@localhost', '*']) {
      assert.throws(
        () => parseOverrideOrigins([item]),
        new RegExp(`OVERRIDE_ORIGINS: "${item.replace(/[*/]/g, '\\$&')}" is not an origin`),
      );
    }
  });

  it('says which list refused an origin, and what it holds', () => {
    assert.equal(
      overrideOriginRefused(['http://localhost:*'], new URL('http://evil.example/mf-manifest.json')),
      'http://evil.example is not an origin OVERRIDE_ORIGINS allows (http://localhost:*): an override loads only from those',
    );
  });
});
