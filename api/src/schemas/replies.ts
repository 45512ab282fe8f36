// How a route declares its replies: its success schema (most of them the kernel's wire schemas,
// @tabula/shared/schemas) beside the one error shape every 4xx and 5xx answers.

import { ErrorReplySchema, ref } from '@tabula/shared/schemas';
import type { TSchema } from 'typebox';

const errorRef = ref(ErrorReplySchema);

/** The error replies of a route whose success is not a 200 (201, 204). */
export const errorReplies = { '4xx': errorRef, '5xx': errorRef };

/** A 200 schema plus the error shape for every 4xx and 5xx. */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, ...errorReplies };
}
