import { randomBytes } from 'node:crypto';
import type { Sql } from '@tabula/api/db/database';
import { cachedServerKey, serverKey, signedValue, signValue } from '@tabula/api/domain/server-secrets';

/** How long a page's receipt lets its guest report a failure of what it was served. */
const RECEIPT_TTL_S = 24 * 3600;
const SECRET_NAME = 'served-receipt';

/** The key receipts are signed with (server-secrets.ts): every instance signs alike, across restarts. */
export const receiptKey = (db: Sql): Promise<Buffer> => serverKey(db, SECRET_NAME);

/** The receipt key, read from the database once per database handle. */
export const cachedReceiptKey = (db: Sql): Promise<Buffer> => cachedServerKey(db, SECRET_NAME);

/** What a page was served: for one guest at one venue, these builds (`remote@version`). */
export interface Served {
  guest: string;
  venue: number;
  /** Every build the page may run: the chosen version of each remote and its fallback. */
  builds: string[];
  /** Those of `builds` the page runs only when the chosen version fails (fallbacks). */
  fallbacks?: string[];
}

/**
 * A receipt for the builds one page was served, which the shell sends back with an exposure, a speed
 * report or a failure report: only a guest the server really served a version can report on it.
 * Signed, not secret. `p` names this page view, so what a page reports once counts once.
 */
export function issueReceipt(key: Buffer, served: Served, now = Date.now()): string {
  return signValue(key, {
    g: served.guest,
    v: served.venue,
    t: Math.floor(now / 1000),
    s: served.builds,
    f: served.fallbacks ?? [],
    p: randomBytes(12).toString('base64url'),
  });
}

/** What a valid receipt says one page view of this guest at this venue was served. */
export interface Receipt {
  /** The page view the receipt was issued for (undefined in a receipt issued before page views were named). */
  pageView: string | undefined;
  /** The versions the page chose (not a fallback it runs only when one fails). */
  chosen: string[];
  /** Every build the page may run, fallbacks included. */
  builds: string[];
}

/** The receipt signed by this key within its lifetime for this guest at this venue; undefined for any other. */
export function openReceipt(key: Buffer, receipt: string, who: { guest: string; venue: number }, now = Date.now()): Receipt | undefined {
  const body = signedValue(key, receipt) as { g?: unknown; v?: unknown; t?: unknown; s?: unknown; f?: unknown; p?: unknown } | undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const age = Math.floor(now / 1000) - Number(body.t);
  if (body.g !== who.guest || body.v !== who.venue || !(age >= 0 && age <= RECEIPT_TTL_S) || !Array.isArray(body.s)) return undefined;
  const builds = body.s.filter((b): b is string => typeof b === 'string');
  const fallbacks = Array.isArray(body.f) ? body.f : [];
  return {
    pageView: typeof body.p === 'string' ? body.p : undefined,
    chosen: builds.filter((b) => !fallbacks.includes(b)),
    builds,
  };
}

/** Whether a receipt, signed by this key within its lifetime, shows this guest at this venue was served this build. */
export function receiptCovers(
  key: Buffer,
  receipt: string,
  wanted: { guest: string; venue: number; build: string },
  now = Date.now(),
): boolean {
  return openReceipt(key, receipt, wanted, now)?.builds.includes(wanted.build) ?? false;
}
