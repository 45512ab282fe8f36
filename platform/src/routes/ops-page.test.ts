import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { startServer, type RunningServer } from '../index';
import { call } from '../testing/harness';

const OPS_PAGE =
  '<!doctype html><html><head><title>Tabula operations</title><script defer src="/ops/ops.5e6f7a8b.js"></script></head><body><div id="root"></div></body></html>';
const SHELL_PAGE =
  '<!doctype html><html><head><title>Tabula</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

describe('the operator app at /ops, a build of its own beside the shell’s', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-ops-page-'));
  const shellDist = join(dir, 'shell-dist');
  const opsDist = join(dir, 'ops-dist');
  let server: RunningServer;
  const get = (path: string, accept = 'text/html') => call(server.url, 'GET', path, { headers: { accept } });

  before(async () => {
    mkdirSync(shellDist);
    writeFileSync(join(shellDist, 'index.html'), SHELL_PAGE);
    writeFileSync(join(shellDist, 'page-routes.json'), JSON.stringify({ pages: [] }));
    mkdirSync(opsDist);
    writeFileSync(join(opsDist, 'index.html'), OPS_PAGE);
    writeFileSync(join(opsDist, 'ops.5e6f7a8b.js'), 'document.title = "ops";');
    writeFileSync(join(opsDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startServer({ port: 0, dataDir: 'memory', shellDist, opsDist });
  });

  after(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves its page at /ops with the pages’ security headers, never cached as is', async () => {
    for (const path of ['/ops', '/ops/']) {
      const ops = await get(path);
      assert.equal(ops.status, 200, path);
      assert.equal(ops.text, OPS_PAGE);
      assert.equal(ops.headers['cache-control'], 'no-cache');
      assert.match(String(ops.headers['content-security-policy']), /script-src 'self' .*frame-ancestors 'none'/);
      assert.equal(ops.headers['x-frame-options'], 'DENY');
    }
  });

  it('serves its files under /ops/ from its own build: hashed ones for ever, others revalidated', async () => {
    const script = await get('/ops/ops.5e6f7a8b.js', '*/*');
    assert.equal(script.status, 200);
    assert.equal(script.text, 'document.title = "ops";');
    assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await get('/ops/favicon.svg', '*/*')).headers['cache-control'], 'no-cache');
    // The page has one address; its template is not a second one.
    assert.notEqual((await get('/ops/index.html')).text, OPS_PAGE);
  });

  it('is named by no guest page, and its files are not the shell’s', async () => {
    const guest = await get('/menu');
    assert.equal(guest.status, 200);
    assert.ok(guest.text.includes('<title>Tabula</title>'));
    assert.ok(!guest.text.includes('/ops/'));
    assert.equal((await get('/ops.5e6f7a8b.js', '*/*')).status, 404);
  });
});

describe('without the operator app’s build', () => {
  it('has no /ops page, and still starts', async () => {
    const server = await startServer({ port: 0, dataDir: 'memory', opsDist: join(tmpdir(), 'tabula-no-such-ops-build') });
    try {
      assert.equal((await call(server.url, 'GET', '/ops', { headers: { accept: 'application/json' } })).status, 404);
    } finally {
      await server.close();
    }
  });
});
