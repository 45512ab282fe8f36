// TypeBox schemas of the fields requests carry, shared by the routes: one spelling of each id, table
// number and text, which the route validates and whose type its handler gets.

import { nullable } from '@tabula/shared/schemas';
import { Type } from 'typebox';
import { REMOTE_NAME_PATTERN, VERSION_PATTERN } from '../rules/rollout';
import { PLAIN_TEXT, UUID_PATTERN } from './schema-rules';

/** Largest value a PostgreSQL integer column holds: bigger ids are simply unknown. */
export const MAX_ID = 2_147_483_647;
export const id = Type.Integer({ minimum: 1, maximum: MAX_ID });
/** Every id in a path, query, header or body: one strict spelling (ajv's uuid format also takes urn:uuid:). */
export const uuid = Type.String({ pattern: UUID_PATTERN });

/** A remote's container name (mfe_menu), as the registry names it. */
export const remoteName = Type.String({ pattern: REMOTE_NAME_PATTERN });

/** A registered version's label (v2, initial-<hash>). */
export const versionLabel = Type.String({ pattern: VERSION_PATTERN });
/** Table numbers are text; the client sometimes sends a number (the default table 10). */
export const tableNumber = Type.Unsafe<string | number>({ type: ['string', 'integer'], maxLength: 20, minimum: 0, maximum: 1_000_000 });
/** A free-text note typed into a text area: line breaks and tabs are allowed, other control characters not. */
export const note = nullable(Type.String({ maxLength: 500, [PLAIN_TEXT]: 'multiline' }));
/** An id header the client may also send as "no id" (optionalUuid in rules/input.ts): the document says exactly which. */
export const optionalUuidHeader = Type.String({
  maxLength: 64,
  pattern: `^(|empty|null|undefined|${UUID_PATTERN.slice(1, -1)})$`,
  description: 'A uuid; empty, "empty", "null" or "undefined" mean none',
});
