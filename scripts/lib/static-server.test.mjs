import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { connectTo, trickle } from './slow-client.mjs';
import { serveStatic } from './static-server.mjs';

const script = 'console.log("the menu");'.repeat(100);

/** A raw request: the path goes on the wire exactly as written, as a hostile client would send it. */
function get(port, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    // A server that crashed on the request never answers: fail instead of waiting forever.
    req.setTimeout(5000, () => req.destroy(new Error(`no answer to ${rawPath}`)));
    req.end();
  });
}

describe('a remote origin', () => {
  let base;
  let server;
  let port;

  before(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-static-'));
    const dist = path.join(base, 'dist');
    fs.mkdirSync(dist);
    // A sibling build folder that no request to this origin may reach.
    fs.mkdirSync(path.join(base, 'dist-x'));
    fs.writeFileSync(path.join(base, 'dist-x', 'secret.txt'), 'not for guests');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>harness</title>');
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"name":"mfe_menu"}');
    fs.writeFileSync(path.join(dist, 'main.3f9a1c2b.js'), script);
    fs.writeFileSync(path.join(dist, 'main.3f9a1c2b.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(dist, 'main.3f9a1c2b.js.gz'), gzipSync(script));
    server = await serveStatic({ dir: dist, deployments: path.join(base, 'deployments', 'mfe_menu'), port: 0 });
    port = server.server.address().port;
  });

  after(async () => {
    await server.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('answers a malformed percent-encoding with 400 and keeps serving', async () => {
    const bad = await get(port, '/%E0%A4%A');
    assert.equal(bad.status, 400);
    assert.equal((await get(port, '/mf-manifest.json')).status, 200);
  });

  it('never serves a file from outside its build folder', async () => {
    for (const attempt of ['/..%2fdist-x/secret.txt', '/..%2fdist-x/', '/%2e%2e/dist-x/secret.txt', '/../dist-x/secret.txt']) {
      const res = await get(port, attempt);
      assert.ok(res.status >= 400 && res.status < 500, `${attempt} answered ${res.status}`);
      assert.ok(!res.body.toString().includes('not for guests'), `${attempt} leaked the sibling folder`);
    }
  });

  it('sends the brotli file to a browser that accepts it, gzip to one that does not, raw to neither', async () => {
    const br = await get(port, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), script);
    assert.match(br.headers['content-type'], /javascript/);
    assert.match(br.headers.vary, /accept-encoding/i);
    assert.equal((await get(port, '/main.3f9a1c2b.js', { 'accept-encoding': 'gzip' })).headers['content-encoding'], 'gzip');
    const raw = await get(port, '/main.3f9a1c2b.js');
    assert.equal(raw.headers['content-encoding'], undefined);
    assert.equal(raw.body.toString(), script);
  });

  it('caches hashed files for a year and revalidates the rest by ETag', async () => {
    const hashed = await get(port, '/main.3f9a1c2b.js');
    assert.equal(hashed.headers['cache-control'], 'public, max-age=31536000, immutable');
    const manifest = await get(port, '/mf-manifest.json');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.ok(manifest.headers.etag);
    assert.equal((await get(port, '/mf-manifest.json', { 'if-none-match': manifest.headers.etag })).status, 304);
  });

  it('answers ranges', async () => {
    const part = await get(port, '/mf-manifest.json', { range: 'bytes=0-5' });
    assert.equal(part.status, 206);
    assert.equal(part.body.toString(), '{"name');
  });

  it('lets the shell on another origin fetch its files, with the usual security headers', async () => {
    const res = await get(port, '/mf-manifest.json', { origin: 'http://bistro.localhost:8080' });
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(res.headers['content-security-policy'], undefined);
  });

  it('answers a deep link into the harness with its page, which no other site may frame', async () => {
    const page = await get(port, '/menu');
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /harness/);
    assert.match(page.headers['content-security-policy'], /frame-ancestors 'none'/);
    assert.equal(page.headers['cache-control'], 'no-cache');
  });

  it('answers a missing file with 404, not the harness page', async () => {
    assert.equal((await get(port, '/missing.3f9a1c2b.js')).status, 404);
  });

  it('serves a version deployed while it runs at /<version>/, cached and compressed like the build', async () => {
    const v2 = path.join(base, 'deployments', 'mfe_menu', 'v2');
    fs.mkdirSync(v2, { recursive: true });
    fs.writeFileSync(path.join(v2, 'mf-manifest.json'), '{"name":"mfe_menu","v":2}');
    fs.writeFileSync(path.join(v2, 'menu.4b5c6d7e.js'), script);
    fs.writeFileSync(path.join(v2, 'menu.4b5c6d7e.js.br'), brotliCompressSync(script));
    const manifest = await get(port, '/v2/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.body.toString(), '{"name":"mfe_menu","v":2}');
    // A version is never replaced, so a returning guest's browser need not ask for its manifest again.
    assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
    const chunk = await get(port, '/v2/menu.4b5c6d7e.js', { 'accept-encoding': 'br' });
    assert.equal(chunk.headers['content-encoding'], 'br');
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(brotliDecompressSync(chunk.body).toString(), script);
    assert.equal((await get(port, '/v2/gone.4b5c6d7e.js')).status, 404);
    // The build itself is still served at the root, and asked for again: it is rebuilt in place.
    const root = await get(port, '/mf-manifest.json');
    assert.equal(root.body.toString(), '{"name":"mfe_menu"}');
    assert.equal(root.headers['cache-control'], 'no-cache');
    // A version's harness page is asked for again, as every page is.
    fs.writeFileSync(path.join(v2, 'index.html'), '<!doctype html><title>v2 harness</title>');
    assert.equal((await get(port, '/v2/index.html')).headers['cache-control'], 'no-cache');
  });

  it('serves the hashed files the versions share at /_files/: cached for good, to any origin, and never a half-written one', async () => {
    const shared = path.join(base, 'deployments', 'mfe_menu', '_files');
    fs.mkdirSync(shared, { recursive: true });
    fs.writeFileSync(path.join(shared, 'menu.5c6d7e8f.js'), script);
    fs.writeFileSync(path.join(shared, '.partial-menu.6d7e8f90.js-1-ab'), script);
    const chunk = await get(port, '/_files/menu.5c6d7e8f.js', { origin: 'http://bistro.localhost:8080' });
    assert.equal(chunk.status, 200);
    assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');
    // A module chunk is imported across origins: CORS and a JavaScript type, or the browser refuses it.
    assert.equal(chunk.headers['access-control-allow-origin'], '*');
    assert.match(String(chunk.headers['content-type']), /^(text|application)\/javascript/);
    assert.equal(chunk.headers['content-security-policy'], undefined);
    assert.equal((await get(port, '/_files/.partial-menu.6d7e8f90.js-1-ab')).status, 404);
  });
});

describe("a composition's remote origin, serving a deployments folder", () => {
  let base;
  let server;
  let port;

  before(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-static-versions-'));
    fs.mkdirSync(path.join(base, 'v3'));
    fs.writeFileSync(path.join(base, 'v3', 'mf-manifest.json'), '{"name":"mfe_menu","v":3}');
    fs.writeFileSync(path.join(base, 'v3', 'index.html'), '<!doctype html><title>v3 harness</title>');
    server = await serveStatic({ dir: base, holdsVersions: true, port: 0 });
    port = server.server.address().port;
  });

  after(async () => {
    await server.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it("lets a returning guest's browser keep a version's manifest, and asks for its harness page each time", async () => {
    const manifest = await get(port, '/v3/mf-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'public, max-age=31536000, immutable');
    const page = await get(port, '/v3/index.html');
    assert.match(page.body.toString(), /v3 harness/);
    assert.equal(page.headers['cache-control'], 'no-cache');
  });
});

describe('slow and greedy clients at a remote origin', () => {
  let base;
  let server;
  let port;

  before(async () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'tabula-static-slow-'));
    fs.writeFileSync(path.join(base, 'index.html'), '<!doctype html><title>harness</title>');
    fs.writeFileSync(path.join(base, 'mf-manifest.json'), '{"name":"mfe_menu"}');
    server = await serveStatic({ dir: base, port: 0, requestTimeoutMs: 400, connectionTimeoutMs: 300, maxConnectionsPerAddress: 5 });
    port = server.server.address().port;
  });

  after(async () => {
    await server.close();
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('answers 408 and closes connections whose request arrives a byte at a time', { timeout: 10_000 }, async () => {
    // Several at once, each from its own loopback address so the per-address cap is not what ends them.
    const slow = await Promise.all(
      [2, 3, 4, 5].map(async (n) => {
        const socket = await connectTo(port, { localAddress: `127.0.0.${n}` });
        socket.write('POST /mf-manifest.json HTTP/1.1\r\nHost: localhost\r\nContent-Length: 200\r\n\r\n');
        return trickle(socket, 'x'.repeat(200), 100);
      }),
    );
    for (const { answer, closedAfterMs } of slow) {
      // The 404 of a POST may come first; the slow body still ends in 408 and a closed connection.
      assert.match(answer, /HTTP\/1\.1 408 Request Timeout/);
      assert.ok(closedAfterMs < 2_000, `closed after ${closedAfterMs} ms`);
    }
    const headers = await trickle(await connectTo(port), 'GET /mf-manifest.json HTTP/1.1\r\nHost: localhost\r\n\r\n', 100);
    assert.match(headers.answer, /^HTTP\/1\.1 408/);
  });

  it('closes a connection that opens and sends nothing', { timeout: 5_000 }, async () => {
    const started = Date.now();
    const socket = await connectTo(port);
    await new Promise((resolve) => socket.once('close', resolve));
    assert.ok(Date.now() - started < 2_000);
  });

  it('holds at most 5 connections per client address, and still serves the others', { timeout: 5_000 }, async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => connectTo(port, { localAddress: '127.0.0.7' })));
    const refused = await connectTo(port, { localAddress: '127.0.0.7' });
    await new Promise((resolve) => refused.once('close', resolve));
    assert.ok(
      held.every((socket) => !socket.destroyed),
      'the first five stay open',
    );
    assert.equal((await get(port, '/mf-manifest.json')).status, 200, 'another address is served');
    for (const socket of held) socket.destroy();
  });
});
