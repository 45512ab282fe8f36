import assert from 'node:assert/strict';
import { request } from 'node:http';
import { it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { suite } from '../testing/harness';
import { preferredEncoding, matchesEtag } from '../http/menu-reply';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

suite('menu caching, ETags and compression', (t) => {
  /** GET with the bytes as sent: the harness decodes text, and these bodies may be compressed. */
  const get = (path: string, headers: Record<string, string> = {}): Promise<Raw> =>
    new Promise((resolve, reject) => {
      const req = request(`${t().url}${path}`, { headers: { 'x-venue-slug': 'megamenu', ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers a guest who has this menu 304 with no body', async () => {
    const first = await get('/menu-details/');
    assert.equal(first.status, 200);
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/".+"$/);
    assert.equal(first.headers['cache-control'], 'no-cache');
    const menu = JSON.parse(first.body.toString('utf8'));
    assert.equal(menu.slug, 'megamenu');
    assert.equal(menu.menus.length, 3);
    const again = await get('/menu-details/', { 'if-none-match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    // Another language is another representation.
    const other = await get('/menu-details/', { 'if-none-match': etag, language: 'es' });
    assert.equal(other.status, menu.supported_translations_dict.es ? 200 : 304);
  });

  it('sends the menu brotli- or gzip-compressed, the same JSON as uncompressed', async () => {
    const plain = await get('/menu-details/');
    const br = await get('/menu-details/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.deepEqual(brotliDecompressSync(br.body), plain.body);
    assert.ok(br.body.length * 5 < plain.body.length, `${br.body.length} bytes for ${plain.body.length}`);
    const gz = await get('/menu-details/', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gz.body), plain.body);
    assert.equal(gz.headers.etag, plain.headers.etag);
  });

  it('builds a warm menu without asking the database for it', async () => {
    await get('/menu-details/');
    const db = t().ctx.db;
    const query = db.query.bind(db);
    const seen: string[] = [];
    db.query = (text, params) => {
      seen.push(text);
      return query(text, params);
    };
    try {
      const res = await get('/menu-details/', { 'accept-encoding': 'br' });
      assert.equal(res.status, 200);
    } finally {
      db.query = query;
    }
    assert.ok(seen.length <= 3, seen.join('\n'));
    assert.ok(!seen.some((q) => /FROM items/.test(q)), 'no menu query');
  });

  it('serves a changed menu at once, under a new ETag', async () => {
    const before = await get('/menu-details/');
    const [first] = await t().db.query<{ id: number; name: string }>(
      `SELECT i.id, i.name FROM items i JOIN menu_categories c ON c.id = i.category_id JOIN menus m ON m.id = c.menu_id
       JOIN venues v ON v.id = m.venue_id WHERE v.slug = 'megamenu' ORDER BY i.id LIMIT 1`,
    );
    await t().db.query('UPDATE items SET name = $2 WHERE id = $1', [first?.id, 'Renamed dish']);
    try {
      const after = await get('/menu-details/', { 'if-none-match': String(before.headers.etag) });
      assert.equal(after.status, 200);
      assert.notEqual(after.headers.etag, before.headers.etag);
      assert.match(after.body.toString('utf8'), /"Renamed dish"/);
    } finally {
      await t().db.query('UPDATE items SET name = $2 WHERE id = $1', [first?.id, first?.name]);
    }
  });
});

it('negotiates the encoding and compares ETags as HTTP does', () => {
  assert.equal(preferredEncoding('gzip, deflate, br'), 'br');
  assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(preferredEncoding('identity'), null);
  assert.equal(preferredEncoding(undefined), null);
  assert.equal(preferredEncoding('*'), 'br');
  assert.equal(matchesEtag('W/"a.b"', 'W/"a.b"'), true);
  assert.equal(matchesEtag('"x", "a.b"', 'W/"a.b"'), true);
  assert.equal(matchesEtag('*', 'W/"a.b"'), true);
  assert.equal(matchesEtag('W/"a.c"', 'W/"a.b"'), false);
  assert.equal(matchesEtag(undefined, 'W/"a.b"'), false);
});
