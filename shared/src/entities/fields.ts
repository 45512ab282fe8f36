// The fields the guest's calls send, spelled once: the request schemas below are written with them, and
// the API validates with them (its onRoute hook adds the plain-text patterns to every string).

import { Type } from 'typebox';
import { nullable } from './schema-kit';

/** The only uuid spelling the API accepts: 8-4-4-4-12 hexadecimal digits, nothing around them. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The keyword a request string may carry to say what kind of text it is: 'line' (the default) or
 * 'multiline' (a note typed into a text area). The API turns it into a pattern (api/src/schemas/schema-rules.ts).
 */
export const PLAIN_TEXT = 'x-plain-text';

/** Largest value a PostgreSQL integer column holds: bigger ids are simply unknown. */
export const MAX_ID = 2_147_483_647;
export const id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Every id in a path, query, header or body: one strict spelling (ajv's uuid format also takes urn:uuid:). */
export const uuid = Type.String({ pattern: UUID_PATTERN });
/** Table numbers are text; the client sometimes sends a number (the default table 10). */
export const tableNumber = Type.Unsafe<string | number>({ type: ['string', 'integer'], maxLength: 20, minimum: 0, maximum: 1_000_000 });
/** A free-text note typed into a text area: line breaks and tabs are allowed, other control characters not. */
export const note = nullable(Type.String({ maxLength: 500, [PLAIN_TEXT]: 'multiline' }));
