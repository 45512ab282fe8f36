import envSchema from 'env-schema';
import { Type, type Static, type TSchema } from 'typebox';

export const HOUR = 3_600_000;

export interface Option<T extends TSchema, D> {
  env: string;
  schema: T;
  fallback: D;
}

/**
 * An option of startServer, the environment variable it is also read from, its schema (whose
 * description is its default as the README says it) and its default value, if it has one.
 */
export function option<T extends TSchema>(env: string, schema: T): Option<T, undefined>;
export function option<T extends TSchema>(env: string, schema: T, fallback: Static<T>): Option<T, Static<T>>;
export function option<T extends TSchema>(env: string, schema: T, fallback?: Static<T>): Option<T, Static<T> | undefined> {
  return { env, schema: fallback === undefined ? schema : ({ ...schema, default: fallback } as T), fallback };
}
// 0 would mean "never": a client sending one byte a minute would hold its connection for ever.
export const positive = (description: string) => Type.Integer({ minimum: 1, description });
export const whole = (description: string) => Type.Integer({ minimum: 0, description });
export const text = (description: string) => Type.String({ minLength: 1, description });
/** A comma-separated list in the environment, an array in the options. */
export const list = (description: string) => Type.Unsafe<string[]>({ type: 'string', separator: ',', description });

/** A set of options: the venue API's (config.ts), or a hosted extension's of its own. */
export type OptionTable = Record<string, Option<TSchema, unknown>>;
export type OptionValues<O extends OptionTable> = { [K in keyof O]: Static<O[K]['schema']> };
/** Each option's value once read: undefined only where it has no default. */
export type ReadOptions<O extends OptionTable> = {
  [K in keyof O]: O[K]['fallback'] extends undefined ? OptionValues<O>[K] | undefined : OptionValues<O>[K];
};

// The environment speaks text: a flag is on as `1` or `true`.
const FLAG_TEXT: Record<string, string> = { '1': 'true', '0': 'false' };

/**
 * Options win over the environment, which wins over the defaults; an unset or blank variable is no value.
 * Validated by env-schema: a value the schema refuses fails naming its variable.
 */
export function readOptions<O extends OptionTable>(options: O, opts: Partial<OptionValues<O>>, env: NodeJS.ProcessEnv): ReadOptions<O> {
  const names = Object.keys(options) as (keyof O & string)[];
  const given: Record<string, unknown> = {};
  for (const name of names) {
    const { env: variable, schema } = options[name] as Option<TSchema, unknown>;
    const fromEnv = env[variable]?.trim() ? env[variable] : undefined;
    const value = opts[name] !== undefined ? opts[name] : fromEnv;
    if (value === undefined) continue;
    const kind = schema as { type?: unknown; separator?: unknown };
    given[variable] =
      kind.separator !== undefined && Array.isArray(value)
        ? value.join(String(kind.separator))
        : kind.type === 'boolean' && typeof value === 'string'
          ? (FLAG_TEXT[value] ?? value)
          : value;
  }
  const schema = Type.Object(Object.fromEntries(names.map((name) => [options[name]!.env, Type.Optional(options[name]!.schema)])));
  const read = envSchema<Record<string, unknown>>({ schema: structuredClone(schema), data: given, env: false, dotenv: false });
  return Object.fromEntries(names.map((name) => [name, read[options[name]!.env]])) as ReadOptions<O>;
}

/** A README's table of options, written from their schemas: option, variable, and default as its description says. */
export function optionsTable(options: OptionTable, codeOnly: Record<string, string> = {}): string {
  const rows = [
    ...Object.entries(options).map(([name, o]) => `| ${name} | ${o.env} | ${String((o.schema as { description?: string }).description)} |`),
    ...Object.entries(codeOnly).map(([name, what]) => `| ${name} | — | ${what} |`),
  ];
  return ['| option | env | default |', '| --- | --- | --- |', ...rows].join('\n');
}

const HEADER = '| option | env | default |';

/** Where a README keeps the table: from its header row to the last row of the table. */
export const README_OPTIONS = {
  find(readme: string): string {
    const start = readme.indexOf(HEADER);
    if (start < 0) throw new Error(`The README has no table starting "${HEADER}"`);
    const lines = readme.slice(start).split('\n');
    const end = lines.findIndex((line) => !line.startsWith('|'));
    return lines.slice(0, end < 0 ? lines.length : end).join('\n');
  },
  replaceIn(readme: string, table: string): string {
    return readme.replace(README_OPTIONS.find(readme), table);
  },
};
