import { randomUUID } from 'node:crypto';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { call, type Reply } from './harness';

// The contract check of npm run test:contract when Schemathesis cannot be installed: against a running
// server's OpenAPI document, it proves the classes Schemathesis checks.
//   1. Every method a documented path does not take answers 405 with an Allow header of those it does.
//   2. Every answer to a sample of requests, conforming and not, has a documented status, and its JSON
//      body fits the documented schema of that status.
//   3. The document is exactly as strict as the server: a request the document accepts is never refused
//      by the server's schema validation (400 "body/... must ..."), and one it refuses is never accepted (2xx).

type Schema = Record<string, unknown>;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface ContractReport {
  requests: number;
  operations: number;
  failures: string[];
}

export interface ContractOptions {
  /** Sent with every request (an ops token, so operator routes are reached too). */
  headers?: Record<string, string>;
  /** At most this many requests per operation and kind (conforming, not conforming). */
  perOperation?: number;
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS'];
const VALIDATION_400 = /^(body|querystring|params|headers)\b/;

/** Strings worth trying: each kept where the document's schema says it is valid, else used as a wrong value. */
const STRINGS = [
  'bistro',
  '5',
  'Ada',
  'Papadopoulos',
  'papadopoulos@example.com',
  '204',
  'en',
  'cash',
  'v2',
  'initial',
  'mfe_menu',
  'http://localhost:8081/mf-manifest.json',
  '2030-01-01',
  // A signed token's shape (payload.signature, base64url), as the page's registry receipt has.
  'eyJndWVzdCI6IngifQ.c2lnbmF0dXJl',
  'a note\nwith two lines',
  'Ζωή & Café',
  '',
  ' ',
  'x'.repeat(65),
  'x'.repeat(501),
  'a\u0000b',
  'a\u001bb',
  'a\u0085b',
  "1'; DROP TABLE orders; --",
  `urn:uuid:${randomUUID()}`,
];
const NUMBERS = [0, 1, 3, 5, 50, 100, -1, 101, 1.5, 2 ** 31, 1e9];
const SCALARS = [true, false, null, 'text', 7, [], {}];

/** A fresh uuid each time: ids that name nothing, so a conforming request changes little. */
const uuid = () => randomUUID();

export async function checkContract(baseUrl: string, options: ContractOptions = {}): Promise<ContractReport> {
  const perOperation = options.perOperation ?? 12;
  const docReply = await call<Document>(baseUrl, 'GET', '/api/docs/json');
  if (docReply.status !== 200) throw new Error(`GET /api/docs/json answered ${docReply.status}`);
  const doc = docReply.body;
  const ajv = new Ajv2020({ strict: false, allErrors: false, unicodeRegExp: true, validateFormats: true });
  addFormats(ajv);
  const cache = new Map<string, ValidateFunction>();
  const validator = (schema: Schema): ValidateFunction => {
    const key = JSON.stringify(schema);
    let fn = cache.get(key);
    if (!fn) {
      // $refs point into the document's components: compiled beside them.
      fn = ajv.compile({ ...schema, components: doc.components ?? {} });
      cache.set(key, fn);
    }
    return fn;
  };
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    const ref = schema?.$ref;
    if (typeof ref !== 'string') return schema;
    const name = ref.replace('#/components/schemas/', '');
    return resolve(doc.components?.schemas?.[name]);
  };

  /** Values the schema accepts, and values it refuses, a few of each. */
  function samples(raw: Schema | undefined, depth = 0): { good: unknown[]; bad: unknown[] } {
    const schema = resolve(raw) ?? {};
    const accepts = validator(schema);
    let candidates: unknown[];
    if (Array.isArray(schema.enum)) candidates = [...(schema.enum as unknown[]), 'not-one-of-them', 12345];
    else if (schema.const !== undefined) candidates = [schema.const, 'other'];
    else {
      const types = typeList(schema);
      candidates = [...SCALARS];
      if (types.includes('string')) candidates.push(...STRINGS, uuid(), uuid().toUpperCase());
      if (types.includes('integer') || types.includes('number')) candidates.push(...NUMBERS);
      if (types.includes('object') && depth < 4) candidates.push(...objects(schema, depth));
      if (types.includes('array') && depth < 4) {
        const items = samples(schema.items as Schema | undefined, depth + 1);
        candidates.push(items.good.slice(0, 1), items.good.slice(0, 3), items.bad.slice(0, 1));
      }
    }
    const good = candidates.filter((c) => accepts(c));
    const bad = candidates.filter((c) => !accepts(c));
    return { good, bad };
  }

  /** Objects with every property conforming, then each property made wrong or left out. */
  function objects(schema: Schema, depth: number): unknown[] {
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const each = Object.fromEntries(Object.entries(props).map(([name, sub]) => [name, samples(sub, depth + 1)]));
    const valid: Record<string, unknown> = {};
    for (const [name, s] of Object.entries(each)) if (s.good.length > 0) valid[name] = s.good[0];
    const out: unknown[] = [valid];
    // Variety among the valid ones: every other conforming value of each property in turn.
    for (const [name, s] of Object.entries(each)) for (const v of s.good.slice(1, 4)) out.push({ ...valid, [name]: v });
    const optional = Object.fromEntries(Object.entries(valid).filter(([name]) => required.has(name)));
    out.push(optional);
    for (const [name, s] of Object.entries(each)) {
      for (const v of s.bad.slice(0, 3)) out.push({ ...valid, [name]: v });
      if (required.has(name)) out.push(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== name)));
    }
    if (schema.additionalProperties === false) out.push({ ...valid, unexpected: 1 });
    if (schema.propertyNames || schema.additionalProperties) out.push({ '': 0 }, { 'a b': 1 }, { v2: 0 });
    return out;
  }

  const failures: string[] = [];
  let requests = 0;
  let operations = 0;

  /** Checks one answer against the operation's responses. */
  function judge(label: string, op: Operation, res: Reply, expect: 'conforming' | 'not conforming') {
    const responses = op.responses ?? {};
    const documented = responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`] ?? responses.default;
    if (!documented) failures.push(`${label} → ${res.status}, a status the document does not give: ${res.text.slice(0, 160)}`);
    const schema = documented?.content?.['application/json']?.schema;
    if (schema && (res.headers['content-type'] ?? '').includes('json') && res.text !== '') {
      const fits = validator(schema);
      if (!fits(res.body)) failures.push(`${label} → ${res.status} body does not fit its schema: ${ajv.errorsText(fits.errors)}`);
    }
    if (res.status >= 500) failures.push(`${label} → ${res.status}: ${res.text.slice(0, 160)}`);
    if (expect === 'conforming' && res.status === 400 && VALIDATION_400.test(String(res.body?.message ?? ''))) {
      failures.push(`${label}: the document accepts it, the server's schema refused it: ${res.body.message}`);
    }
    if (expect === 'not conforming' && res.status >= 200 && res.status < 300) {
      failures.push(`${label}: the document refuses it, the server accepted it (${res.status})`);
    }
  }

  for (const [path, ops] of Object.entries(doc.paths)) {
    // Class 1: every other method.
    const documented = Object.keys(ops).map((m) => m.toUpperCase());
    const allow = new Set(documented);
    if (allow.has('GET')) allow.add('HEAD');
    const concrete = path.replace(/\{[^}]+\}/g, () => uuid());
    for (const method of METHODS.filter((m) => !allow.has(m))) {
      requests++;
      const res = await call(baseUrl, method, concrete, { headers: { ...options.headers } });
      const allowed = String(res.headers.allow ?? '')
        .split(',')
        .map((m) => m.trim())
        .filter(Boolean)
        .sort();
      if (res.status !== 405) failures.push(`${method} ${path} → ${res.status}, not 405`);
      else if (allowed.join() !== [...allow].sort().join())
        failures.push(`${method} ${path}: Allow ${allowed.join()} ≠ ${[...allow].sort().join()}`);
    }

    // Classes 2 and 3: a sample of requests per operation.
    for (const [verb, op] of Object.entries(ops)) {
      operations++;
      const method = verb.toUpperCase();
      const params = op.parameters ?? [];
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const parts = params.map((p) => ({ p, s: samples(p.schema) }));
      const body = bodySchema ? samples(bodySchema) : undefined;

      const build = (override?: { param?: Parameter; value?: unknown; body?: unknown; omit?: Parameter }) => {
        let url = path;
        const query: string[] = [];
        const headers: Record<string, string> = { ...options.headers };
        for (const { p, s } of parts) {
          if (override?.omit === p) continue;
          const value = override?.param === p ? override.value : s.good[0];
          if (value === undefined) continue;
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text));
          else if (p.in === 'query') query.push(`${encodeURIComponent(p.name)}=${encodeURIComponent(text)}`);
          else if (p.in === 'header') headers[p.name] = text;
        }
        url = url.replace(/\{[^}]+\}/g, () => uuid());
        const sentBody = override && 'body' in override ? override.body : body?.good[0];
        return { url: query.length ? `${url}?${query.join('&')}` : url, headers, body: bodySchema ? sentBody : undefined };
      };

      const cases: { label: string; request: ReturnType<typeof build>; expect: 'conforming' | 'not conforming' }[] = [];
      // A body this sampler cannot make valid (a nested shape none of its values fit) leaves no conforming
      // request to send: one without the body would be judged as conforming when the document requires it.
      const conformable = !bodySchema || (body?.good.length ?? 0) > 0;
      if (conformable) cases.push({ label: 'conforming', request: build(), expect: 'conforming' });
      for (const v of body?.good.slice(1, perOperation) ?? [])
        cases.push({ label: 'conforming body', request: build({ body: v }), expect: 'conforming' });
      for (const { p, s } of parts) {
        for (const v of conformable ? s.good.slice(1, 4) : [])
          cases.push({ label: `conforming ${p.in} ${p.name}`, request: build({ param: p, value: v }), expect: 'conforming' });
        for (const v of s.bad.slice(0, 4)) {
          // Headers carry only visible Latin-1 text; a client cannot even send the rest.
          if (p.in === 'header' && (typeof v !== 'string' || !/^[\x20-\x7e]*$/.test(v))) continue;
          cases.push({
            label: `${p.in} ${p.name}=${JSON.stringify(v).slice(0, 40)}`,
            request: build({ param: p, value: v }),
            expect: 'not conforming',
          });
        }
        if (p.required && p.in !== 'path')
          cases.push({ label: `without ${p.in} ${p.name}`, request: build({ omit: p }), expect: 'not conforming' });
      }
      for (const v of body?.bad.slice(0, perOperation) ?? []) {
        cases.push({ label: `body ${JSON.stringify(v).slice(0, 60)}`, request: build({ body: v }), expect: 'not conforming' });
      }

      for (const { label, request, expect } of cases) {
        requests++;
        const res = await call(baseUrl, method, request.url, {
          headers: request.headers,
          ...(request.body !== undefined && { body: request.body }),
        });
        judge(`${method} ${request.url.slice(0, 100)} (${label})`, op, res, expect);
      }
    }
  }
  return { requests, operations, failures };
}

function typeList(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  const alternatives = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (alternatives) return alternatives.flatMap(typeList);
  return ['string', 'integer', 'object'];
}
