import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '@tabula/api';
import { startServer } from '../index';
import { call, suite } from '../testing/harness';

const registryDir = mkdtempSync(join(tmpdir(), 'tabula-remotes-'));
const remotesFile = join(registryDir, 'remotes.json');
const writeRegistry = (entry: string) => writeFileSync(remotesFile, JSON.stringify({ remotes: { mfe_menu: { entry } } }));
writeRegistry('http://localhost:3001/mf-manifest.json');
after(() => rmSync(registryDir, { recursive: true, force: true }));

suite(
  'the registry’s first seed',
  (t) => {
    it('seeds the registry from REMOTES_FILE on the first start only: the database keeps it after', async () => {
      const first = await t().get('/remotes.json');
      assert.equal(first.status, 200);
      assert.equal(first.headers['cache-control'], 'no-store');
      assert.deepEqual(first.body.remotes, { mfe_menu: { entry: 'http://localhost:3001/mf-manifest.json', version: 'initial' } });
      writeRegistry('http://localhost:4001/mf-manifest.json');
      assert.equal((await t().get('/remotes.json')).body.remotes.mfe_menu.entry, 'http://localhost:3001/mf-manifest.json');
      // As it was, for the next database backend's first start.
      writeRegistry('http://localhost:3001/mf-manifest.json');
    });

    it('refuses to start on a registry file that is not valid JSON, saying so', async () => {
      const broken = join(registryDir, 'broken.json');
      writeFileSync(broken, '{ not json');
      await assert.rejects(startServer({ port: 0, dataDir: 'memory', remotesFile: broken }), /broken\.json is not valid JSON/);
    });
  },
  { remotesFile },
);

describe('shell static build', () => {
  let server: RunningServer;
  const dist = mkdtempSync(join(tmpdir(), 'tabula-shell-'));
  before(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tabula</title>');
    writeFileSync(join(dist, 'main.3f9a1c2b7d.js'), 'console.log(1)');
    writeFileSync(join(dist, 'remoteEntry.js'), 'console.log(2)');
    server = await startServer({ port: 0, dataDir: 'memory', shellDist: dist });
  });
  after(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html uncached and hashed assets for a year', async () => {
    const index = await call(server.url, 'GET', '/', { headers: { accept: 'text/html' } });
    assert.equal(index.status, 200);
    assert.match(index.text, /<title>Tabula/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const hashed = await call(server.url, 'GET', '/main.3f9a1c2b7d.js');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await call(server.url, 'GET', '/remoteEntry.js');
    assert.equal(plain.headers['cache-control'], 'no-cache');
  });

  it('falls back to index.html for client routes, never for API routes', async () => {
    const spa = await call(server.url, 'GET', '/enter-table/7ab01a00-0000-4000-8000-000000000001', { headers: { accept: 'text/html' } });
    assert.equal(spa.status, 200);
    assert.match(spa.text, /<title>Tabula/);
    assert.equal(spa.headers['cache-control'], 'no-cache');
    const api = await call(server.url, 'GET', '/api/missing', { headers: { accept: 'text/html' } });
    assert.equal(api.status, 404);
    assert.equal(api.body.error, 'Not Found');
    const details = await call(server.url, 'GET', '/details-slim/', { headers: { accept: 'text/html,application/json' } });
    assert.equal(details.body.slug, 'bistro');
  });
});
