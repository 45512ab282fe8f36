import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { add, item, menusOf, newOrder, openTab, VENUE } from '../testing/flows';
import { fingerprint, suite } from '../testing/harness';
import { hasControlCharacters, PLAIN_PATTERN, PLAIN_TEXT, plainTextEverywhere } from './schema-rules';

const URN = `urn:uuid:${VENUE.bistro}`;

describe('plainTextEverywhere', () => {
  it('gives every string a request schema accepts, however deep, the pattern of its kind of text, beside its own', () => {
    const schema = plainTextEverywhere({
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string', enum: ['x', 'y'] },
        b: { type: ['string', 'integer'] },
        c: { type: 'array', items: { type: 'string' } },
        d: { anyOf: [{ type: 'string' }, { type: 'null' }] },
        e: { type: 'string', [PLAIN_TEXT]: 'multiline' },
        f: { type: 'string', pattern: '^[a-z]+$' },
        n: { type: 'integer' },
      },
    }) as { properties: Record<string, Record<string, unknown>> };
    const p = schema.properties;
    assert.equal(p.a?.pattern, undefined, 'an enum says it all');
    assert.equal(p.b?.pattern, PLAIN_PATTERN.line);
    assert.equal((p.c?.items as Record<string, unknown>).pattern, PLAIN_PATTERN.line);
    assert.equal((p.d?.anyOf as Record<string, unknown>[])[0]?.pattern, PLAIN_PATTERN.line);
    assert.equal(p.e?.pattern, PLAIN_PATTERN.multiline);
    assert.equal(p.e?.[PLAIN_TEXT], undefined, 'no keyword the document’s readers would not know');
    assert.deepEqual([p.f?.pattern, p.f?.allOf], ['^[a-z]+$', [{ pattern: PLAIN_PATTERN.line }]]);
    assert.equal(p.n?.pattern, undefined);
  });

  it('tells control characters from text, a text area’s line breaks allowed only where asked', () => {
    assert.equal(hasControlCharacters('Ζωή & Café 🍋'), false);
    assert.equal(hasControlCharacters('a\u0000b'), true);
    assert.equal(hasControlCharacters('a\u007fb'), true);
    assert.equal(hasControlCharacters('a\u0085b'), true);
    assert.equal(hasControlCharacters('two\nlines'), true);
    assert.equal(hasControlCharacters('two\r\nlines\tand a tab', 'multiline'), false);
    assert.equal(hasControlCharacters('a\u0000b', 'multiline'), true);
  });
});

suite('input rules on every route', (t) => {
  it('refuses urn:uuid: ids in paths, bodies, arrays and headers with 400, never 500', async () => {
    const order = await newOrder(t(), VENUE.bistro);
    const before = await fingerprint(t().db);
    const replies = await Promise.all([
      t().get(`/api/order/${encodeURIComponent(`urn:uuid:${order}`)}/details/`),
      t().get(`/api/order/${encodeURIComponent(`urn:uuid:${order}`)}/status/`),
      t().post('/api/order/create/', { venue_uuid: URN }),
      t().post('/api/order/create-order-with-tab/', { venue_uuid: URN, table_number: '3', first_name: 'Ada' }),
      t().post('/api/order/join-tab/', { venue_uuid: URN, table_number: '3', password: '1234' }),
      t().post('/api/order/history/', { order_uuids: [`urn:uuid:${order}`] }),
      t().post('/api/order/re-order/', { order_to_copy_uuid: `urn:uuid:${order}` }, { headers: { 'order-uuid': order } }),
      t().get(`/api/venue/${encodeURIComponent(URN)}/menu/`),
      t().get(`/api/tab/${encodeURIComponent(URN)}/check/`),
      t().post('/api/order/create/', { venue_uuid: VENUE.bistro }, { headers: { 'tab-uuid': URN } }),
    ]);
    for (const res of replies) {
      assert.equal(res.status, 400, res.text);
      assert.match(res.body.message, /must match pattern|Invalid/);
    }
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('refuses a NUL or another control character in any text field with 400 naming the field', async () => {
    const tab = await openTab(t(), VENUE.bistro, '11');
    const before = await fingerprint(t().db);
    const nul = await t().post('/api/order/create-order-with-tab/', {
      venue_uuid: VENUE.bistro,
      table_number: '12',
      first_name: 'a\u0000b',
    });
    assert.equal(nul.status, 400);
    assert.equal(nul.body.message, 'body/first_name must not contain control or format characters');
    const table = await t().post('/api/order/join-tab/', { venue_uuid: VENUE.bistro, table_number: '1\u0000', password: '1234' });
    assert.equal(table.status, 400);
    const query = await t().get(`/api/tab/${tab.tab_uuid}/check/?tab_link=${encodeURIComponent('x\u0000')}`);
    assert.equal(query.status, 400);
    const login = await t().post(
      '/api/venue/customer-guest-session/',
      { surname: 'Papa\u0000dopoulos', room_number: '204', checkout_date: '2099-01-01' },
      { headers: { venue_uuid: VENUE['room-service'] } },
    );
    assert.equal(login.status, 400);
    const email = await t().post('/send-session-email/', { email: 'a\u0000@example.com' });
    assert.equal(email.status, 400);
    const note = await t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: 1, quantity: 1, note: 'no\u0000ice' });
    assert.equal(note.status, 400);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('refuses format characters (Unicode Cf) in names and notes, which turn text around or hide in it', async () => {
    const tab = await openTab(t(), VENUE.bistro, '13');
    const before = await fingerprint(t().db);
    for (const name of ['evil\u202Etxt.exe', 'An\u200Bna', '\uFEFFAnna']) {
      const res = await t().post('/api/order/create-order-with-tab/', { venue_uuid: VENUE.bistro, table_number: '12', first_name: name });
      assert.deepEqual(
        [res.status, res.body.code, res.body.message],
        [400, 'invalid_request', 'body/first_name must not contain control or format characters'],
      );
    }
    const note = await t().post(`/api/order/${tab.order_uuid}/add-item/`, { item_id: 1, quantity: 1, note: 'no\u2066ice' });
    assert.equal(note.status, 400);
    assert.deepEqual(await fingerprint(t().db), before);
  });

  it('answers a path parameter longer than any it takes with the documented refusal', async () => {
    const res = await t().get(`/api/order/${'a'.repeat(300)}/status/`);
    assert.deepEqual([res.status, res.body.code], [400, 'invalid_request']);
  });

  it('keeps the line breaks of a note typed into a text area', async () => {
    const order = await newOrder(t(), VENUE.bistro);
    const lemon = item(await menusOf(t(), 'bistro'), 'Lemonade');
    const line = await add(t(), order, { item_id: lemon.item_id, quantity: 1, note: 'No ice\nplease' });
    assert.equal(line.note, 'No ice\nplease');
  });
});
