import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/database';

/** How long a page's receipt lets its guest report a failure of what it was served. */
const RECEIPT_TTL_S = 24 * 3600;
const SECRET_NAME = 'served-receipt';

/**
 * The key receipts are signed with: made once, in the database, so every API instance sharing it
 * signs and checks alike, and it survives restarts (a guest's open page keeps a valid receipt).
 */
export async function receiptKey(db: Sql): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32)]);
  const [row] = await db.query<{ value: Uint8Array }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  if (!row) throw new Error('server_secrets holds no receipt key');
  return Buffer.from(row.value);
}

const keys = new WeakMap<Sql, Promise<Buffer>>();

/** The receipt key, read from the database once per database handle. */
export function cachedReceiptKey(db: Sql): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = receiptKey(db);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

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

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * A receipt for the builds one page was served, which the shell sends back with a failure report:
 * only a guest the server really served a version can report it failed. Signed, not secret.
 */
export function issueReceipt(key: Buffer, served: Served, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ g: served.guest, v: served.venue, t: Math.floor(now / 1000), s: served.builds })).toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload)}`;
}

/** Whether a receipt, signed by this key within its lifetime, shows this guest at this venue was served this build. */
export function receiptCovers(
  key: Buffer,
  receipt: string,
  wanted: { guest: string; venue: number; build: string },
  now = Date.now(),
): boolean {
  const [payload, signature, extra] = receipt.split('.');
  if (!payload || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  let body: { g?: unknown; v?: unknown; t?: unknown; s?: unknown };
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
  } catch {
    return false;
  }
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
