// Input rules every route gets from its schema, so that no route can forget them: ids are
// plain uuids, and text carries no control characters. PostgreSQL refuses both a NUL byte in
// text and a uuid with the `urn:uuid:` prefix that ajv's own `uuid` format lets through; left
// to the database, either one became a 500.

import type { RouteOptions } from 'fastify';
import { PLAIN_TEXT, UUID_PATTERN } from '@tabula/shared/schemas';

// The kernel's request schemas are written with these two; the rules they stand for are the API's, here.
export { PLAIN_TEXT, UUID_PATTERN };

/**
 * The keyword every request string carries. 'line' (the default the transform adds) refuses every
 * C0 and C1 control character, DEL and every format character (Unicode category Cf: U+202E turns a
 * name around on screen, U+200B hides in one); 'multiline' (free-text notes typed into a text area)
 * lets tab, line feed and carriage return through.
 */
export type PlainText = 'line' | 'multiline';

const CONTROL: Record<PlainText, RegExp> = {
  // eslint-disable-next-line no-control-regex
  line: /[\u0000-\u001f\u007f-\u009f\p{Cf}]/u,
  // eslint-disable-next-line no-control-regex
  multiline: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\p{Cf}]/u,
};

export function hasControlCharacters(text: string, kind: PlainText = 'line'): boolean {
  return CONTROL[kind].test(text);
}

/**
 * The same rules as JSON Schema patterns, which the OpenAPI document shows and any client or fuzzer
 * reads (an x- keyword is invisible to them): the document is exactly as strict as the server.
 */
export const PLAIN_PATTERN: Record<PlainText, string> = {
  line: '^[^\\u0000-\\u001f\\u007f-\\u009f\\p{Cf}]*$',
  multiline: '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\p{Cf}]*$',
};

/** Is this a validation error of a plain-text pattern? Its message says so in words. */
export function isPlainTextPattern(pattern: unknown): boolean {
  return pattern === PLAIN_PATTERN.line || pattern === PLAIN_PATTERN.multiline;
}

/** The part of Ajv's interface this module uses (ajv is Fastify's dependency, not the API's). */
interface AjvInstance {
  addFormat(name: string, format: RegExp): unknown;
  addKeyword(definition: object): unknown;
}

/** Teaches the route validator the strict uuid format and the plain-text keyword. */
export function hardenAjv(ajv: AjvInstance): void {
  // Replaces ajv-formats' uuid, which accepts urn:uuid:..., for any schema that still says format: uuid.
  ajv.addFormat('uuid', new RegExp(UUID_PATTERN));
  ajv.addKeyword({
    keyword: PLAIN_TEXT,
    type: 'string',
    schemaType: 'string',
    errors: true,
    validate: function plainText(kind: PlainText, data: string) {
      if (!hasControlCharacters(data, kind)) return true;
      (plainText as { errors?: object[] }).errors = [
        { keyword: PLAIN_TEXT, message: 'must not contain control or format characters', params: { kind } },
      ];
      return false;
    },
  });
}

type Schema = Record<string, unknown>;

function acceptsString(schema: Schema): boolean {
  const type = schema.type;
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * A copy of a request schema in which every node that accepts a string refuses control
 * characters: a pattern of its kind of text (PLAIN_TEXT, else 'line'), beside any pattern it has.
 */
export function plainTextEverywhere(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(plainTextEverywhere);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    // `properties` maps names to schemas; every other object-valued keyword is a schema or a list of them.
    out[key] =
      key === 'properties' || key === 'patternProperties'
        ? Object.fromEntries(Object.entries(value as Schema).map(([name, sub]) => [name, plainTextEverywhere(sub)]))
        : key === 'enum' || key === 'const' || key === 'required' || key === 'examples'
          ? value
          : plainTextEverywhere(value);
  }
  if (!acceptsString(out) || 'enum' in out || 'const' in out) return out;
  const kind = (out[PLAIN_TEXT] as PlainText | undefined) ?? 'line';
  delete out[PLAIN_TEXT];
  const rule = PLAIN_PATTERN[kind];
  if (out.pattern === undefined) out.pattern = rule;
  else if (out.pattern !== rule) out.allOf = [...((out.allOf as unknown[] | undefined) ?? []), { pattern: rule }];
  return out;
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** onRoute hook: applies plainTextEverywhere to every part of the request a route validates. */
export function hardenRouteSchema(route: RouteOptions): void {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema) return;
  const hardened: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    if (schema[part] !== undefined) hardened[part] = plainTextEverywhere(schema[part]);
  }
  route.schema = hardened;
}
