import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Sql } from '../db/database';
import { loadMenus } from './menus';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Built menus of one venue in one language at one menu revision, serialized once. */
export interface BuiltMenus {
  json: string;
  /** A digest of json, for ETags. */
  digest: string;
}

export type Encoding = 'br' | 'gzip';

/** A small map that forgets its oldest entry past `max`. */
class Lru<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** Forgets key, if it still holds `value`. */
  forget(key: string, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.max && !oldest.done) this.entries.delete(oldest.value);
  }
}

export function digestOf(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 27);
}

/**
 * Menus are built from seven queries over every item of a venue (2,000 at the megamenu, 900 KB
 * of JSON), and PGlite runs one query at a time: built per request, ten guests opening that menu
 * held every other call back. This keeps each built menu, keyed by venue, language and the menu
 * revision (which any change to menu content moves on, so a change is served at once), and the
 * compressed bodies sent, keyed by their ETag.
 */
export class MenuCache {
  private readonly menus = new Lru<Promise<BuiltMenus>>(32);
  private readonly bodies = new Lru<Promise<Buffer>>(32);

  async revision(sql: Sql): Promise<string> {
    const [row] = await sql.query<{ revision: string }>('SELECT revision::text AS revision FROM menu_revision');
    if (!row) throw new Error('menu_revision has no row');
    return row.revision;
  }

  /** The venue's menus as JSON, built once per revision (concurrent first requests share one build). */
  async built(sql: Sql, venueId: number, language: string): Promise<BuiltMenus> {
    const key = `${venueId}|${language}|${await this.revision(sql)}`;
    const cached = this.menus.get(key);
    if (cached) return cached;
    const entry = loadMenus(sql, venueId, language).then((menus) => {
      const json = JSON.stringify(menus);
      return { json, digest: digestOf(json) };
    });
    this.menus.set(key, entry);
    // A failed build is not kept: the next request builds again (the caller gets the failure).
    entry.catch(() => this.menus.forget(key, entry));
    return entry;
  }

  /** The body compressed once per ETag and encoding. */
  compressed(etag: string, encoding: Encoding, body: string): Promise<Buffer> {
    const key = `${encoding}|${etag}`;
    let entry = this.bodies.get(key);
    if (!entry) {
      entry =
        encoding === 'br'
          ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } })
          : gzipAsync(body);
      this.bodies.set(key, entry);
    }
    return entry;
  }
}
