import type { AttemptCounters } from './counters';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteLimit {
  /** Names the counter family; routes without one count under their method and URL. */
  scope?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store over the rate_limits table, so the limits hold across every API
 * instance on the database (the plugin's default store counts in one process's memory).
 */
export function databaseRateLimitStore(counters: AttemptCounters) {
  return class DatabaseRateLimitStore {
    private readonly scope: string;

    // The plugin constructs the global store with its options, and route stores through child().
    constructor(scope: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(`${this.scope}|${key}`, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(`${this.scope}|${key}`).then(
        (count) => callback(null, { current: count.hits, ttl: count.ttlMs }),
        (err: Error) => callback(err),
      );
    }

    // The plugin passes the route's merged rate-limit options (its types say route options).
    child(options: object): DatabaseRateLimitStore {
      const { scope, routeInfo } = options as RouteLimit;
      return new DatabaseRateLimitStore(scope ?? `${String(routeInfo?.method ?? '')} ${routeInfo?.url ?? ''}`);
    }
  };
}
