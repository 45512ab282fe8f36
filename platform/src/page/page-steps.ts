/**
 * Times the steps of writing one page, for measuring the server (e2e/scripts/bench-ttfb.ts):
 * with TABULA_PAGE_STEPS=1 each page writes one JSON line of its steps' milliseconds to stderr.
 * Without it, nothing is timed or written.
 */
export interface PageSteps {
  /** `work`, with its time from the page's start to its end recorded under `name`. */
  step<T>(name: string, work: Promise<T>): Promise<T>;
  /** Writes the line, with the page's path. */
  done(path: string): void;
}

const off: PageSteps = { step: (_name, work) => work, done: () => undefined };

export function pageSteps(
  enabled = process.env.TABULA_PAGE_STEPS === '1',
  write: (line: string) => unknown = (line) => process.stderr.write(line),
): PageSteps {
  if (!enabled) return off;
  const start = performance.now();
  const steps: Record<string, number> = {};
  return {
    step(name, work) {
      return work.finally(() => {
        steps[name] = Math.round((performance.now() - start) * 10) / 10;
      });
    },
    done(path) {
      write(`${JSON.stringify({ pageSteps: path, ...steps, total: Math.round((performance.now() - start) * 10) / 10 })}\n`);
    },
  };
}
