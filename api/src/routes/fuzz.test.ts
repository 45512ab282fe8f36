import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import { lemonade, newOrder, VENUE } from '../testing/flows';
import { call, fingerprint, suite, type CallOptions } from '../testing/harness';

// Every route of the OpenAPI document, sent malformed bodies, headers, query strings and path
// parameters: none may answer 5xx, and none may change a row. Each request is malformed on purpose
// or names ids that do not exist, so a change of state would be a bug too.

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

const SQL = "1'; DROP TABLE orders; --";
const CONTROL = 'a\u0000b\u001bc';
const URN = `urn:uuid:${randomUUID()}`;
const HUGE = 'x'.repeat(1024 * 1024);
/** 5,000 nested arrays: deep, yet well under the body limit. */
const DEEP = `${'['.repeat(5000)}${']'.repeat(5000)}`;

function types(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.anyOf) return schema.anyOf.flatMap(types);
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value of the schema's type that names nothing in the database. */
function plausible(schema: Schema | undefined): unknown {
  if (schema?.enum?.length) return schema.enum[0];
  const t = types(schema);
  if (t.includes('object')) {
    return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
  }
  if (t.includes('array')) return [plausible(schema?.items)];
  if (t.includes('string')) return schema?.pattern?.includes('[0-9a-fA-F]{8}') ? randomUUID() : '1';
  if (t.includes('integer') || t.includes('number')) return 1;
  if (t.includes('boolean')) return true;
  return null;
}

/** A value of none of the schema's types. */
function wrongType(schema: Schema | undefined): unknown {
  const t = types(schema);
  if (!t.includes('object')) return { nested: { value: SQL } };
  if (!t.includes('array')) return [SQL];
  return 12.5;
}

function withEvery(body: Record<string, unknown>, props: Record<string, Schema>, value: (s: Schema) => unknown): Record<string, unknown> {
  return { ...body, ...Object.fromEntries(Object.entries(props).map(([k, s]) => [k, value(s)])) };
}

/** The malformed bodies for one operation's JSON body schema. */
function bodies(schema: Schema | undefined): string[] {
  const base = (plausible(schema) ?? {}) as Record<string, unknown>;
  const props = schema?.properties ?? {};
  const strings = Object.fromEntries(Object.entries(props).filter(([, s]) => types(s).includes('string')));
  return [
    'null',
    '[]',
    '"text"',
    '{"unterminated": ',
    DEEP,
    JSON.stringify({}),
    JSON.stringify({ ...base, extra: SQL, __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
    JSON.stringify(withEvery(base, props, wrongType)),
    JSON.stringify(withEvery(base, strings, () => CONTROL)),
    JSON.stringify(withEvery(base, strings, () => SQL)),
    JSON.stringify(withEvery(base, strings, () => URN)),
    JSON.stringify(withEvery(base, strings, () => HUGE)),
  ];
}

function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(value(name)));
}

suite('every route against malformed input', (t) => {
  it('answers every malformed request below 500 and changes no row', { timeout: 240_000 }, async () => {
    const doc = (await t().get('/api/docs/json')).body as { paths: Record<string, Record<string, Operation>> };
    // One real open order, so that malformed bodies also reach a route that finds its order.
    const order = await newOrder(t(), VENUE.bistro);
    await lemonade(t(), order);
    const before = await fingerprint(t().db);

    let sent = 0;
    const failures: string[] = [];
    const send = async (method: string, path: string, opts: CallOptions) => {
      sent++;
      const res = await call(t().url, method, path, opts).catch((err: Error) => ({ status: 0, text: err.message }));
      if (res.status === 0 || res.status >= 500) failures.push(`${method} ${path.slice(0, 120)} → ${res.status} ${res.text.slice(0, 200)}`);
    };

    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [verb, op] of Object.entries(operations)) {
        const method = verb.toUpperCase();
        if (!['GET', 'POST'].includes(method)) continue;
        const params = op.parameters ?? [];
        const headers = Object.fromEntries(
          params.filter((p) => p.in === 'header').map((p) => [p.name, String(plausible(p.schema) ?? '1')]),
        );
        const query = params.filter((p) => p.in === 'query');
        const nothing = fillPath(path, () => randomUUID());
        const json = op.requestBody?.content?.['application/json']?.schema;
        const asJson = { 'content-type': 'application/json', ...headers };

        // Path parameters that are no id, and ids PostgreSQL would refuse.
        for (const bad of [URN, SQL, CONTROL, '0'.repeat(4000), '../../etc/passwd']) {
          if (!path.includes('{')) break;
          await send(
            method,
            fillPath(path, () => bad),
            { headers, ...(method === 'POST' && { rawBody: '{}', headers: asJson }) },
          );
        }
        // Headers and query strings the route declares, each malformed.
        for (const bad of [URN, SQL, 'x'.repeat(8000)]) {
          const garbled = Object.fromEntries(Object.keys(headers).map((h) => [h, bad]));
          if (Object.keys(garbled).length > 0)
            await send(method, nothing, { headers: { ...asJson, ...garbled }, ...(method === 'POST' && { rawBody: '{}' }) });
          if (query.length > 0)
            await send(method, `${nothing}?${query.map((q) => `${q.name}=${encodeURIComponent(`${bad}${CONTROL}`)}`).join('&')}`, {
              headers,
            });
        }
        if (method !== 'POST') continue;
        // Bodies: on ids that name nothing, and on the real order where the path names one.
        for (const body of bodies(json)) await send(method, nothing, { headers: asJson, rawBody: body });
        if (path.includes('{order_uuid}')) {
          const real = fillPath(path, () => order);
          await send(method, real, { headers: asJson, rawBody: '{}' });
          await send(method, real, { headers: asJson, rawBody: JSON.stringify(withEvery({}, json?.properties ?? {}, wrongType)) });
        }
        await send(method, nothing, { headers: { ...headers, 'content-type': 'text/plain' }, rawBody: SQL });
      }
    }

    assert.deepEqual(failures, []);
    assert.ok(sent > 200 && sent < 1_000, `${sent} requests`);
    assert.deepEqual(await fingerprint(t().db), before);
  });
});
