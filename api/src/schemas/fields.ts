// TypeBox schemas of the fields requests carry, shared by the routes. The guest's fields (ids, table
// numbers, notes) are the kernel's, which its request schemas are written with; the rest only the API sends for.

import { Type } from 'typebox';
import { UUID_PATTERN } from './schema-rules';

export { id, MAX_ID, note, tableNumber, uuid } from '@tabula/shared/schemas';

/** An id header the client may also send as "no id" (optionalUuid in rules/input.ts): the document says exactly which. */
export const optionalUuidHeader = Type.String({
  maxLength: 64,
  pattern: `^(|empty|null|undefined|${UUID_PATTERN.slice(1, -1)})$`,
  description: 'A uuid; empty, "empty", "null" or "undefined" mean none',
});
