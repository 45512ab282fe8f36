import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context';
import { clientKey, opsTokenGuards } from '../rules/throttle';
import { RuleViolation } from '../rules/violation';
import { reserve } from '../throttle/lockout';
import { operatorOf } from './operators';

// Not required by the schema, so a missing token is a 401 like a wrong one.
export const tokenHeader = Type.Object({ 'x-ops-token': Type.Optional(Type.String({ maxLength: 200 })) });

/**
 * The operator whose token the request carries (the audit log's actor); 401 for any other. A wrong token
 * counts against its client, decided and counted in one statement: past OPS_TOKEN_GUESSES the client gets
 * 429 with Retry-After. A right token is never held up, so an operator sharing an address with a guesser (a
 * venue's Wi-Fi, a CI machine whose tests send wrong tokens on purpose) keeps working; tokens are random
 * 128-bit values, which the throttle keeps from being hammered rather than from being guessed.
 */
export async function assertToken(ctx: AppContext, req: FastifyRequest): Promise<string> {
  const operator = operatorOf(ctx.config.operators, String(req.headers['x-ops-token'] ?? ''));
  if (operator !== undefined) return operator;
  await reserve(ctx.throttle, opsTokenGuards(clientKey(req.ip)));
  throw new RuleViolation(401, 'Invalid ops token');
}
