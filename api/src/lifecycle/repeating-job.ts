import type { BackgroundJob } from '../extension';

/**
 * Runs `run` every `everyMs` (and at once when `atStart`) until closed: a failed run is reported and tried
 * again next time, a run slower than the interval is not stacked with the next, and close waits for the
 * run in progress. The timer keeps no process alive.
 */
export function repeatingJob(
  run: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
  atStart = false,
): BackgroundJob {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = run()
      .catch(onError)
      .finally(() => {
        busy = false;
      });
  };
  if (atStart) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
