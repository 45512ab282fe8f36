import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { DAY, type Guard } from '../rules/throttle';
import { RuleViolation } from '../rules/violation';
import { suite } from '../testing/harness';
import { guess, reserve } from './lockout';

const MINUTE = 60_000;

suite('attempts taken before they are evaluated', (t) => {
  const counters = () => t().ctx.throttle;
  const hits = async (key: string) =>
    (await t().db.query<{ hits: number }>('SELECT hits FROM rate_limits WHERE key = $1 AND window_ends > now()', [key]))[0]?.hits ?? 0;
  const refused = (err: unknown) => err instanceof RuleViolation && err.statusCode === 429;

  beforeEach(async () => {
    await t().db.query('DELETE FROM rate_limits');
  });

  it('grants exactly the limit of 50 attempts taken at once', async () => {
    const guards: Guard[] = [{ key: 'test|race', limit: { max: 3, windowMs: MINUTE } }];
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => reserve(counters(), guards)));
    assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 3);
    assert.ok(outcomes.every((o) => o.status === 'fulfilled' || refused(o.reason)));
    assert.equal(await hits('test|race'), 3);
  });

  it('gives back a right answer and keeps a wrong one counted', async () => {
    const guards: Guard[] = [{ key: 'test|answers', limit: { max: 2, windowMs: MINUTE } }];
    for (let i = 0; i < 5; i++) assert.equal(await guess(counters(), guards, async () => 'right'), 'right');
    assert.equal(await hits('test|answers'), 0);
    assert.equal(await guess(counters(), guards, async () => undefined), undefined);
    assert.equal(await hits('test|answers'), 1);
    await assert.rejects(
      guess(counters(), guards, async () => {
        throw new Error('the database went away');
      }),
      /went away/,
    );
    assert.equal(await hits('test|answers'), 1);
  });

  it('gives back what the first guards took when a later one is full', async () => {
    const client: Guard = { key: 'test|client', limit: { max: 10, windowMs: MINUTE } };
    const target: Guard = { key: 'test|target', limit: { max: 1, windowMs: MINUTE } };
    await reserve(counters(), [target]);
    await assert.rejects(reserve(counters(), [client, target]), refused);
    assert.equal(await hits('test|client'), 0);
  });

  it('keeps a ceiling with backoff shut twice as long each time it fills again', async () => {
    const guards: Guard[] = [{ key: 'test|ceiling', limit: { max: 3, windowMs: MINUTE, backoff: { maxLockMs: DAY } } }];
    const fill = async () => {
      for (let i = 0; i < 3; i++) await guess(counters(), guards, async () => undefined);
    };
    const wait = async () => {
      try {
        await reserve(counters(), guards);
      } catch (err) {
        if (refused(err)) return (err as Error).message;
      }
      throw new Error('not refused');
    };
    await fill();
    assert.equal(await wait(), 'Too many attempts. Please try again in 1 minute.');
    await t().db.query(`UPDATE rate_limits SET window_ends = now() WHERE key = 'test|ceiling'`);
    await fill();
    assert.equal(await wait(), 'Too many attempts. Please try again in 2 minutes.');
    await t().db.query(`UPDATE rate_limits SET window_ends = now() WHERE key = 'test|ceiling'`);
    await fill();
    assert.equal(await wait(), 'Too many attempts. Please try again in 4 minutes.');
  });
});
