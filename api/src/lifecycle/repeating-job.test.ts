import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { repeatingJob } from './repeating-job';

/** Lets the job's promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('a repeating job', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setInterval'] }));
  afterEach(() => mock.timers.reset());

  it('runs at once when asked, again on its interval, and never two runs at a time', async () => {
    let runs = 0;
    let inFlight = 0;
    let most = 0;
    let release: () => void = () => undefined;
    const job = repeatingJob(
      async () => {
        runs++;
        most = Math.max(most, ++inFlight);
        await new Promise<void>((resolve) => (release = resolve));
        inFlight--;
      },
      1_000,
      () => undefined,
      true,
    );
    assert.equal(runs, 1, 'the first run starts at once');
    // Three intervals pass while the first run is still going: none starts beside it.
    mock.timers.tick(3_000);
    assert.equal(runs, 1);
    release();
    await settle();
    mock.timers.tick(1_000);
    assert.equal(runs, 2, 'the next interval runs it again');
    release();
    await job.close();
    assert.equal(most, 1);
  });

  it('reports a failed run and tries again next time; nothing runs after close', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = repeatingJob(
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      1_000,
      (err) => errors.push(err),
    );
    assert.equal(runs, 0, 'no run before the first interval unless asked');
    mock.timers.tick(1_000);
    await settle();
    assert.match(String(errors[0]), /database away/);
    mock.timers.tick(1_000);
    assert.equal(runs, 2);
    await job.close();
    mock.timers.tick(5_000);
    assert.equal(runs, 2);
  });
});
