import { createHmac } from 'node:crypto';
import type { Sql } from '../db/database';
import { cachedServerKey, serverKey, signedValue, signValue } from './server-secrets';

/** How long a page's receipt lets its guest report a failure of what it was served. */
const RECEIPT_TTL_S = 24 * 3600;
const SECRET_NAME = 'served-receipt';

/** The key receipts are signed with (server-secrets.ts): every instance signs alike, across restarts. */
export const receiptKey = (db: Sql): Promise<Buffer> => serverKey(db, SECRET_NAME);

/** The receipt key, read from the database once per database handle. */
export const cachedReceiptKey = (db: Sql): Promise<Buffer> => cachedServerKey(db, SECRET_NAME);

/**
 * The key the guest cookie is signed with (derived from the receipt key, so every instance agrees): a
 * guest id counts only when the server issued it, so nobody picks ids that hash onto a variant.
 */
export async function guestCookieSecret(db: Sql): Promise<string> {
  return createHmac('sha256', await cachedReceiptKey(db))
    .update('guest-cookie')
    .digest('base64url');
}

/** What a page was served: for one guest at one venue, these builds (`remote@version`). */
export interface Served {
  guest: string;
  venue: number;
  builds: string[];
}

/**
 * A receipt for the builds one page was served, which the shell sends back with a failure report:
 * only a guest the server really served a version can report it failed. Signed, not secret.
 */
export function issueReceipt(key: Buffer, served: Served, now = Date.now()): string {
  return signValue(key, { g: served.guest, v: served.venue, t: Math.floor(now / 1000), s: served.builds });
}

/** Whether a receipt, signed by this key within its lifetime, shows this guest at this venue was served this build. */
export function receiptCovers(
  key: Buffer,
  receipt: string,
  wanted: { guest: string; venue: number; build: string },
  now = Date.now(),
): boolean {
  const body = signedValue(key, receipt) as { g?: unknown; v?: unknown; t?: unknown; s?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return false;
  const age = Math.floor(now / 1000) - Number(body.t);
  return (
    body.g === wanted.guest &&
    body.v === wanted.venue &&
    age >= 0 &&
    age <= RECEIPT_TTL_S &&
    Array.isArray(body.s) &&
    body.s.includes(wanted.build)
  );
}
