import { RuleViolation } from '../rules/violation';
import { isLocked, tooManyAttempts, type Limit } from '../rules/throttle';
import type { AttemptCounters } from './counters';

/** 429 while any of the keys has taken `limit.max` wrong answers in its current window. */
export async function assertNotLocked(counters: AttemptCounters, keys: string[], limit: Limit): Promise<void> {
  for (const key of keys) {
    const failures = await counters.peek(key);
    if (isLocked(failures.hits, limit)) throw new RuleViolation(429, tooManyAttempts(failures.ttlMs));
  }
}

/** Counts a wrong answer against every key. */
export async function countFailure(counters: AttemptCounters, keys: string[], limit: Limit): Promise<void> {
  for (const key of keys) await counters.hit(key, limit.windowMs);
}
