// The few TypeBox helpers the wire schemas are written with. Schema modules only: the guest's bundle
// never loads TypeBox (the entities' index re-exports their types alone, `export type`).

import { Type, type Static, type TSchema } from 'typebox';

/**
 * `T | null`. A schema with one type keeps one node with JSON Schema's type list (`type: ['string',
 * 'null']`), which validates with one message, where TypeBox's Union would write anyOf.
 */
export function nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string'
    ? Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
    : Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** A reference to a schema registered with addSchema (an OpenAPI component), typed as that schema. */
export function ref<T extends TSchema & { $id?: string }>(schema: T) {
  if (!schema.$id) throw new Error('Only a schema with an $id can be referenced');
  return Type.Unsafe<Static<T>>({ $ref: `${schema.$id}#` });
}

/** One of a list of strings, as JSON Schema's enum (one node, one message) typed as their union. */
export function stringEnum<const T extends readonly string[]>(values: T, options: { description?: string } = {}) {
  return Type.Unsafe<T[number]>(Type.String({ ...options, enum: [...values] }));
}
