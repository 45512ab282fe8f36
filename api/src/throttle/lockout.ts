import { RuleViolation } from '../rules/violation';
import { DAY, lockAfterFill, tooManyAttempts, type Guard } from '../rules/throttle';
import type { AttemptCounters } from './counters';

/** Attempts taken under guards: given back when the attempt turns out right, or never happened. */
export interface Reservation {
  giveBack(): Promise<void>;
}

/**
 * Takes one attempt under every guard, in order, before the attempt is evaluated: 429 (and nothing
 * counted) when any guard is full. An attempt in flight holds its place, so parallel attempts can never
 * evaluate more than a guard's max, whichever instance they reach. A ceiling with backoff that this
 * attempt fills stays shut longer each time it fills within a day.
 */
export async function reserve(counters: AttemptCounters, guards: Guard[]): Promise<Reservation> {
  const taken: string[] = [];
  const giveBack = async () => {
    for (const key of taken.splice(0)) await counters.giveBack(key);
  };
  for (const { key, limit } of guards) {
    const attempt = await counters.take(key, limit.max, limit.windowMs);
    if (!attempt.granted) {
      await giveBack();
      throw new RuleViolation(429, tooManyAttempts(attempt.ttlMs), undefined, attempt.ttlMs);
    }
    taken.push(key);
    if (limit.backoff && attempt.hits === limit.max) {
      const fills = await counters.hit(`${key}|fills`, DAY);
      await counters.holdFor(key, lockAfterFill(limit, fills.hits));
    }
  }
  return { giveBack };
}

/**
 * Evaluates a guess under its guards: a wrong answer (undefined) keeps its attempt counted; a right
 * one, or a request that failed, gives it back.
 */
export async function guess<T>(counters: AttemptCounters, guards: Guard[], evaluate: () => Promise<T | undefined>): Promise<T | undefined> {
  const reservation = await reserve(counters, guards);
  let answer: T | undefined;
  try {
    answer = await evaluate();
  } catch (err) {
    await reservation.giveBack();
    throw err;
  }
  if (answer !== undefined) await reservation.giveBack();
  return answer;
}
