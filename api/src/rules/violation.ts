/**
 * A request that breaks a business rule. Carries the HTTP status the API answers with,
 * so rules stay free of HTTP plumbing while routes need no mapping table.
 */
export class RuleViolation extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 421 | 429 | 502 | 503,
    message: string,
  ) {
    super(message);
    this.name = 'RuleViolation';
  }
}

export const badRequest = (message: string) => new RuleViolation(400, message);
export const forbidden = (message: string) => new RuleViolation(403, message);
export const notFound = (message: string) => new RuleViolation(404, message);
export const conflict = (message: string) => new RuleViolation(409, message);
