import type { RefusalCode } from '@tabula/shared/entities';

/**
 * A request that breaks a business rule. Carries the HTTP status the API answers with,
 * so rules stay free of HTTP plumbing while routes need no mapping table, and, for the
 * refusals a guest can meet, the code their screen words in the guest's language.
 */
export class RuleViolation extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 421 | 429 | 502 | 503,
    message: string,
    readonly code?: RefusalCode,
    /** For a 429: how long until the client may try again (the Retry-After header). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

export const badRequest = (message: string, code?: RefusalCode) => new RuleViolation(400, message, code);
export const forbidden = (message: string, code?: RefusalCode) => new RuleViolation(403, message, code);
export const notFound = (message: string, code?: RefusalCode) => new RuleViolation(404, message, code);
export const conflict = (message: string, code?: RefusalCode) => new RuleViolation(409, message, code);
