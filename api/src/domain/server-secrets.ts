import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Sql } from '../db/database';

/**
 * A key of the server's, made once in the database (server_secrets), so every API instance sharing
 * it signs and checks alike and it survives restarts.
 */
export async function serverKey(db: Sql, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, randomBytes(32)]);
  const [row] = await db.query<{ value: Uint8Array }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`server_secrets holds no ${name} key`);
  return Buffer.from(row.value);
}

const keys = new WeakMap<Sql, Map<string, Promise<Buffer>>>();

/** A server key, read from the database once per database handle. */
export function cachedServerKey(db: Sql, name: string): Promise<Buffer> {
  let named = keys.get(db);
  if (!named) {
    named = new Map();
    keys.set(db, named);
  }
  let key = named.get(name);
  if (!key) {
    key = serverKey(db, name);
    named.set(name, key);
    const cache = named;
    key.catch(() => cache.delete(name));
  }
  return key;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `payload.signature`: a JSON value, base64url, with its HMAC-SHA256. Signed, not secret. */
export function signValue(key: Buffer, value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The value a token signed by this key carries; undefined for anything else (tampered, malformed). */
export function signedValue(key: Buffer, token: string): unknown {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}
