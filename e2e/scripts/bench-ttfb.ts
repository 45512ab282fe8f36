import http from 'node:http';
import os from 'node:os';
import { withComposition } from '../support/composition';
import { BUILDS, withMonolith } from '../support/monolith';

/**
 * How long the server takes to answer a page, composed against the monolith, side by side in one
 * run: `-- --runs 20` sequential GETs per page and build, alternating builds, each as a first visit
 * (no cookie, Accept-Encoding as Chromium sends it). The page streams: its head first, then the
 * body with the first paint and the page's data. Reported: the first request each server answers
 * for the page (its caches cold), then medians of the rest: first byte, the body's first bytes
 * (the second chunk, what the first paint waits for) and the whole page. Servers started with
 * TABULA_PAGE_STEPS=1 log each page's steps (platform/src/page/page-steps.ts).
 */
const PAGES = [
  { page: 'bistro /menu', host: 'bistro', path: '/menu?table=4' },
  { page: 'bistro /', host: 'bistro', path: '/' },
  { page: 'grand-hotel /', host: 'grand-hotel', path: '/' },
  { page: 'megamenu /menu', host: 'megamenu', path: '/menu' },
];

interface Timing {
  firstByteMs: number;
  bodyMs: number;
  totalMs: number;
}

function timedGet(port: number, host: string, path: string): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const chunks: number[] = [];
    const req = http.get(
      {
        host: 'localhost',
        port,
        path,
        headers: { host: `${host}.localhost:${port}`, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`${host} ${path} on :${port} answered ${res.statusCode}`));
        res.on('data', () => chunks.push(performance.now() - start));
        res.on('end', () => {
          const first = chunks[0] ?? Number.NaN;
          resolve({ firstByteMs: first, bodyMs: chunks[1] ?? first, totalMs: performance.now() - start });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(2, Number(process.argv[runsArg + 1]) || 20) : 20;
  // Lighthouse's loads come seconds apart: `-- --gap-ms 6000` waits as long before each request.
  const gapArg = process.argv.indexOf('--gap-ms');
  const gapMs = gapArg > 0 ? Math.max(0, Number(process.argv[gapArg + 1]) || 0) : 0;
  const loadBefore = os.loadavg()[0] ?? 0;
  const byPage = new Map<string, Record<string, Timing[]>>();
  for (const { page, host, path } of PAGES) {
    const byBuild: Record<string, Timing[]> = { composed: [], monolith: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const { build, port } of BUILDS) {
        if (gapMs > 0) await new Promise((resolve) => setTimeout(resolve, gapMs));
        byBuild[build]?.push(await timedGet(port, host, path));
      }
    }
    byPage.set(page, byBuild);
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  console.log(`server's answer to a first visit, ${runs} sequential GETs per page and build, alternating, ${gapMs} ms apart`);
  console.log(`machine load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs`);
  console.log(
    `\n${'page'.padEnd(16)} ${'build'.padEnd(9)} | first request: ${'byte'.padStart(8)} ${'body'.padStart(8)} ${'total'.padStart(8)} | median of the rest: ${'byte'.padStart(8)} ${'body'.padStart(8)} ${'total'.padStart(8)}`,
  );
  for (const [page, byBuild] of byPage) {
    for (const [build, timings] of Object.entries(byBuild)) {
      const [first, ...rest] = timings as [Timing, ...Timing[]];
      const med = (key: keyof Timing) => median(rest.map((t) => t[key]));
      console.log(
        `${page.padEnd(16)} ${build.padEnd(9)} |                 ${ms(first.firstByteMs)} ${ms(first.bodyMs)} ${ms(first.totalMs)} |                     ${ms(med('firstByteMs'))} ${ms(med('bodyMs'))} ${ms(med('totalMs'))}`,
      );
    }
  }
}

withComposition(() => withMonolith(main)).catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
