import type { Sql } from '../db/database';

/** Hits counted under a key in its current window, and how long that window still runs. */
export interface Count {
  hits: number;
  ttlMs: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the rate_limits table. The database's clock decides when a window
 * ends, so several API instances on one database agree on every count.
 */
export class AttemptCounters {
  private lastSweep = 0;

  constructor(private readonly db: Sql) {}

  /** Counts one hit under `key`: the first of a new window when the last one has ended. */
  async hit(key: string, windowMs: number): Promise<Count> {
    await this.sweepNowAndThen();
    const [row] = await this.db.query<{ hits: number; ttl_ms: number }>(
      `INSERT INTO rate_limits AS r (key, hits, window_ends)
       VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
         window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
       RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (window_ends - now())) * 1000)::float8 AS ttl_ms`,
      [key, windowMs],
    );
    if (!row) throw new Error('rate_limits upsert returned nothing');
    return { hits: row.hits, ttlMs: Math.ceil(row.ttl_ms) };
  }

  /**
   * Counts one hit under `key` only if the window still has room for it (fewer than `max` hits), and
   * says whether it did: deciding and counting in one statement, so parallel requests on any number
   * of instances never get more than `max` hits through a window.
   */
  async take(key: string, max: number, windowMs: number): Promise<{ granted: boolean; hits: number; ttlMs: number }> {
    await this.sweepNowAndThen();
    const [row] = await this.db.query<{ hits: number; ttl_ms: number }>(
      `INSERT INTO rate_limits AS r (key, hits, window_ends)
       VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
         window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
       WHERE r.window_ends <= now() OR r.hits < $3
       RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (window_ends - now())) * 1000)::float8 AS ttl_ms`,
      [key, windowMs, max],
    );
    if (row) return { granted: true, hits: row.hits, ttlMs: Math.ceil(row.ttl_ms) };
    const full = await this.peek(key);
    return { granted: false, hits: full.hits, ttlMs: full.ttlMs };
  }

  /** Keeps the window under `key` running for at least `ms` from now. */
  async holdFor(key: string, ms: number): Promise<void> {
    await this.db.query(
      `UPDATE rate_limits SET window_ends = GREATEST(window_ends, now() + make_interval(secs => $2::float8 / 1000)) WHERE key = $1`,
      [key, ms],
    );
  }

  /** The count under `key` without adding to it: 0 hits once its window has ended. */
  async peek(key: string): Promise<Count> {
    const [row] = await this.db.query<{ hits: number; ttl_ms: number }>(
      `SELECT hits, EXTRACT(EPOCH FROM (window_ends - now())) * 1000 AS ttl_ms
       FROM rate_limits WHERE key = $1 AND window_ends > now()`,
      [key],
    );
    return row ? { hits: row.hits, ttlMs: Math.ceil(Number(row.ttl_ms)) } : { hits: 0, ttlMs: 0 };
  }

  /**
   * Takes back one hit under `key` in its current window (a right answer, or an attempt that turned out
   * not to count). A hit racing it may keep the count one too high: never too low.
   */
  async giveBack(key: string): Promise<void> {
    // One statement: the last hit deletes the row, any other is subtracted.
    await this.db.query(
      `WITH gone AS (DELETE FROM rate_limits WHERE key = $1 AND hits = 1 AND window_ends > now() RETURNING key)
       UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND hits > 1 AND window_ends > now()`,
      [key],
    );
  }

  /** Ended windows count nothing; their rows are deleted at most once a minute per instance. */
  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.query('DELETE FROM rate_limits WHERE window_ends <= now()');
  }
}
