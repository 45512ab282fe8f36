import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Sql } from '../db/database';
import { cachedServerKey } from '../domain/server-secrets';
import { UUID_PATTERN } from '../schemas/schema-rules';

/**
 * The guest id cookie: which variant of each split a browser gets, and whose orders count for it. Read by
 * the venue API (an order's guest) and the platform (a page's guest), so it belongs to neither.
 */
export const GUEST_COOKIE = 'tabula_guest';
const GUEST_ID = new RegExp(UUID_PATTERN);

/** The guest id the request's cookie carries, or null without one the server signed. */
export function guestIdOf(req: FastifyRequest): string | null {
  const raw = req.cookies[GUEST_COOKIE];
  if (raw === undefined) return null;
  const { valid, value } = req.unsignCookie(raw);
  return valid && value !== null && GUEST_ID.test(value) ? value.toLowerCase() : null;
}

/**
 * The key the guest cookie is signed with: a guest id counts only when the server issued it, so nobody
 * picks ids that hash onto a variant. Derived from the server key named 'served-receipt' (its name from
 * before the cookie had a key of its own): another derivation would void every guest's cookie.
 */
export async function guestCookieSecret(db: Sql): Promise<string> {
  return createHmac('sha256', await cachedServerKey(db, 'served-receipt'))
    .update('guest-cookie')
    .digest('base64url');
}
