import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '@tabula/api';
import { startServer } from '../index';
import { setDefaultBuild } from '../testing/flows';
import { call } from '../testing/harness';

// The guests' page carries the content security policy of the builds it was served (api's security
// headers ask the platform for them); pages, assets and API answers all get the usual headers.
describe('security headers', () => {
  let server: RunningServer;
  let dir: string;
  const registry = (entries: Record<string, string>) =>
    writeFileSync(
      join(dir, 'remotes.json'),
      JSON.stringify({ remotes: Object.fromEntries(Object.entries(entries).map(([k, entry]) => [k, { entry }])) }),
    );
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tabula-csp-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Tabula</title><div id="root"></div>');
    registry({ mfe_menu: 'http://localhost:8081/mf-manifest.json', mfe_tab: 'http://localhost:8082/mf-manifest.json' });
    server = await startServer({ port: 0, dataDir: 'memory', shellDist: dir, remotesFile: join(dir, 'remotes.json') });
  });
  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const page = (path: string) => call(server.url, 'GET', path, { headers: { accept: 'text/html' } });

  it('gives the shell’s pages the app’s policy, with the origins of the builds the page was served', async () => {
    const menu = await page('/menu');
    assert.equal(menu.status, 200);
    assert.match(String(menu.headers['content-type']), /^text\/html/);
    const csp = String(menu.headers['content-security-policy']);
    assert.match(csp, /script-src 'self' http:\/\/localhost:8081 http:\/\/localhost:8082 https:\/\/js\.stripe\.com/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
    // An operator swaps a remote's deployment: the next page allows the new origin.
    await setDefaultBuild(server.app.tabula, 'mfe_menu', 'http://localhost:9081/v2/mf-manifest.json');
    const swapped = String((await page('/')).headers['content-security-policy']);
    assert.match(swapped, /script-src 'self' http:\/\/localhost:8082 http:\/\/localhost:9081 https:/);
    assert.doesNotMatch(swapped, /8081/);
  });

  it('answers a revalidation of a page with the whole page and its policy, never a bare 304', async () => {
    // Pages are built for each guest (their registry variant, the venue's data), so they carry no
    // validator; a browser revalidating its copy gets the page again, with the policy on it.
    const first = await page('/menu');
    assert.equal(first.headers.etag, undefined);
    assert.equal(first.headers['last-modified'], undefined);
    const again = await call(server.url, 'GET', '/menu', {
      headers: { accept: 'text/html', 'if-none-match': 'W/"stale"', 'if-modified-since': new Date().toUTCString() },
    });
    assert.equal(again.status, 200);
    assert.match(String(again.headers['content-security-policy']), /script-src 'self' /);
  });

  it('sends nosniff, the referrer policy and no framing on pages, assets and API answers alike', async () => {
    for (const res of [
      await page('/menu'),
      await call(server.url, 'GET', '/api/health'),
      await call(server.url, 'GET', '/api/docs/json'),
    ]) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(res.headers['x-frame-options'], 'DENY');
      assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
    }
    assert.equal(
      (await call(server.url, 'GET', '/api/health')).headers['content-security-policy'],
      "default-src 'none'; frame-ancestors 'none'",
    );
  });
});
