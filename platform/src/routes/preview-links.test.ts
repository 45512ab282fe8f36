import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { before, it } from 'node:test';
import { call, suiteOfTwo, type Reply, type TestServer } from '../testing/harness';
import { markBuildsRead, permissiveShellManifest } from '../testing/release';

// A shell build whose page is the bare template: enough for the registry block.
const dist = mkdtempSync(join(tmpdir(), 'tabula-preview-links-'));
mkdirSync(dist, { recursive: true });
writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Tabula</title></head><body><div id="root"></div></body></html>');

const V2 = 'http://localhost:8081/v2/mf-manifest.json';
const V3 = 'http://localhost:8081/v3/mf-manifest.json';
const registryIn = (page: Reply) => JSON.parse(/id="tabula-registry">(.*?)<\/script>/.exec(page.text)?.[1] ?? 'null');

// Every line both instances log, as JSON: what an operator's log collector would keep.
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

suiteOfTwo(
  'preview links listed and revoked',
  (one, two) => {
    const ops = (t: TestServer, method: string, path: string, body?: unknown) =>
      call(t.url, method, path, { body, headers: { 'x-ops-token': t.server.opsToken } });
    const menuWith = (t: TestServer, preview: string) =>
      t.at('bistro').get('/menu', { headers: { accept: 'text/html', cookie: `tabula_preview=${preview}` } });
    const make = async (t: TestServer, body: unknown) => {
      const made = await ops(t, 'POST', '/api/ops/previews', body);
      assert.equal(made.status, 201, made.text);
      const link = new URL(made.body.link);
      return { ...made.body, token: link.searchParams.get('token') as string, path: `${link.pathname}${link.search}` };
    };

    before(async () => {
      await one().db.query(`INSERT INTO remote_versions (remote, version, entry) VALUES ('mfe_menu', 'v2', $1), ('mfe_menu', 'v3', $2)`, [
        V2,
        V3,
      ]);
      await markBuildsRead(one().db, 'mfe_menu');
    });

    it('lists the links that have not expired, with who made them, for operators only', async () => {
      const made = await make(one(), { remote: 'mfe_menu', version: 'v2', venue: 'bistro', path: '/menu', hours: 2 });
      assert.equal(typeof made.id, 'number');
      assert.equal((await call(two().url, 'GET', '/api/ops/previews')).status, 401);
      const listed = await ops(two(), 'GET', '/api/ops/previews');
      assert.equal(listed.status, 200, listed.text);
      const link = listed.body.previews.find((p: { id: number }) => p.id === made.id);
      assert.deepEqual(
        { ...link, created_at: undefined },
        {
          id: made.id,
          remotes: [{ remote: 'mfe_menu', version: 'v2' }],
          venue: 'bistro',
          path: '/menu',
          created_by: 'admin',
          created_at: undefined,
          expires_at: made.expires_at,
          revoked_at: null,
          revoked_by: null,
        },
      );
      // An expired link is no longer listed: nothing about it can be done any more.
      await one().db.query(`UPDATE preview_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [made.id]);
      const after = await ops(two(), 'GET', '/api/ops/previews');
      assert.equal(
        after.body.previews.some((p: { id: number }) => p.id === made.id),
        false,
      );
    });

    it('revoked on one instance, the link neither opens nor previews on the other, at once', async () => {
      const made = await make(one(), { remote: 'mfe_menu', version: 'v2' });
      const opened = await two().at('bistro').get(made.path);
      assert.equal(opened.status, 303, opened.text);
      assert.equal(registryIn(await menuWith(two(), made.token)).remotes.mfe_menu.version, 'v2');

      const revoked = await ops(one(), 'DELETE', `/api/ops/previews/${made.id}`);
      assert.equal(revoked.status, 204, revoked.text);

      // The browser that had opened it gets what every guest gets, and its cookie is cleared.
      const served = await menuWith(two(), made.token);
      assert.equal(registryIn(served).remotes.mfe_menu.version, 'initial');
      assert.equal(registryIn(served).pinned, undefined);
      assert.match(String(served.headers['set-cookie']), /tabula_preview=;/);
      // Its page says the link ended, since the browser had it: once, as the cookie is cleared with it.
      assert.equal(registryIn(served).preview_ended, true);
      const again = await two().at('bistro').get(made.path);
      assert.equal(again.status, 410);
      assert.match(again.body.message, /revoked/);
      assert.equal(again.headers['set-cookie'], undefined);

      const listed = (await ops(two(), 'GET', '/api/ops/previews')).body.previews.find((p: { id: number }) => p.id === made.id);
      assert.equal(listed.revoked_by, 'admin');
      assert.ok(Date.parse(listed.revoked_at) <= Date.now());
      const [entry] = (await ops(two(), 'GET', '/api/ops/audit?remote=mfe_menu&limit=1')).body.entries;
      assert.deepEqual(
        [entry.action, entry.actor, entry.before.link, entry.after, entry.reason],
        ['preview', 'admin', made.id, null, 'Preview link revoked'],
      );

      // Revoking it again changes nothing and records nothing; a link that never was is 404.
      assert.equal((await ops(two(), 'DELETE', `/api/ops/previews/${made.id}`)).status, 204);
      const [still] = (await ops(two(), 'GET', '/api/ops/audit?remote=mfe_menu&limit=1')).body.entries;
      assert.equal(still.id, entry.id);
      const unknown = await ops(two(), 'DELETE', '/api/ops/previews/999999');
      assert.equal(unknown.status, 404);
      assert.equal((await ops(two(), 'DELETE', '/api/ops/previews/abc')).status, 400);
      assert.equal((await call(two().url, 'DELETE', `/api/ops/previews/${made.id}`)).status, 401);
    });

    it('revoked, the link sends a browser to its page as every guest gets it, saying the link ended', async () => {
      // Another remote than the tests beside it, whose audit entries they read.
      const made = await make(one(), { remote: 'mfe_tab', version: 'initial', path: '/menu' });
      assert.equal((await ops(one(), 'DELETE', `/api/ops/previews/${made.id}`)).status, 204);
      const browsed = await two()
        .at('bistro')
        .get(made.path, { headers: { accept: 'text/html' } });
      assert.equal(browsed.status, 303, browsed.text);
      assert.equal(browsed.headers.location, '/menu?preview=ended');
      assert.equal(browsed.headers['set-cookie'], undefined);
      // An API client still gets the documented refusal.
      assert.equal((await two().at('bistro').get(made.path)).status, 410);
    });

    it('says a previewed version was stopped, in its answer, its listing and the page', async () => {
      await one().db.query(`UPDATE remote_versions SET halted_reason = $1 WHERE remote = 'mfe_menu' AND version = 'v3'`, [
        '6 guests failed to load it',
      ]);
      const made = await make(two(), {
        remotes: [
          { remote: 'mfe_menu', version: 'v3' },
          { remote: 'mfe_tab', version: 'initial' },
        ],
      });
      assert.deepEqual(made.remotes, [
        { remote: 'mfe_menu', version: 'v3', stopped: '6 guests failed to load it' },
        { remote: 'mfe_tab', version: 'initial' },
      ]);
      const listed = (await ops(one(), 'GET', '/api/ops/previews')).body.previews.find((p: { id: number }) => p.id === made.id);
      assert.deepEqual(listed.remotes, made.remotes);
      const pinned = registryIn(await menuWith(one(), made.token)).pinned;
      assert.deepEqual(
        pinned.map((p: { remote: string; stopped?: string }) => [p.remote, p.stopped]),
        [
          ['mfe_menu', '6 guests failed to load it'],
          ['mfe_tab', undefined],
        ],
      );
    });

    it('writes no preview token into the request log: the path alone', async () => {
      const made = await make(one(), { remote: 'mfe_menu', version: 'v2', path: '/menu' });
      for (const t of [one(), two()]) assert.equal((await t.at('bistro').get(made.path)).status, 303);
      const lines = logged.filter((line) => line.includes('"/preview'));
      assert.ok(lines.length >= 2, `the preview requests were logged: ${lines.length} lines`);
      for (const line of lines) assert.equal(JSON.parse(line).req?.url ?? '/preview', '/preview', line);
      assert.deepEqual(
        logged.filter((line) => line.includes(made.token) || line.includes(made.token.split('.')[1] as string)),
        [],
      );
    });
  },
  { shellDist: dist, shellManifest: permissiveShellManifest(), logger: true, logStream },
);
