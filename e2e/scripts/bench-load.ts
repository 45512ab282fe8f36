import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { withComposition } from '../support/composition';
import { BUILDS, withMonolith } from '../support/monolith';
import { returningGuests, type ReturningGuest } from './returning-guest';

/**
 * First load on a guest's phone, measured by Lighthouse with its mobile preset (simulated slow
 * 4G: 150 ms round trips, 1.6 Mbps; a 4x slower CPU), on cold loads of four pages, for the
 * composition and for the same code built as one ordinary single-page app (the monolith,
 * shared/build/monolith.cjs) served the same way by a second API on :8180. Each figure is given
 * for both and as composed / monolith. `-- --runs 3` takes the median of three runs per page and
 * build, run in turns, so that other work on the machine weighs on both alike. Then the returning
 * guest (returning-guest.ts): what a guest's second /menu downloads after the menu alone changed.
 * `-- --returning-only` measures that case alone; `-- --long-tasks` also lists each run's long tasks,
 * `-- --lcp-element` each run's largest paint, and `-- --page "bistro /"` measures one page.
 */
const REPO = path.resolve(__dirname, '../..');
const PAGES = [
  { page: 'bistro /menu', host: 'bistro', path: '/menu' },
  { page: 'bistro /', host: 'bistro', path: '/' },
  { page: 'grand-hotel /', host: 'grand-hotel', path: '/' },
  { page: 'megamenu /menu', host: 'megamenu', path: '/menu' },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
  cssBytes: number;
  requests: number;
  benchmarkIndex: number;
}

const FIGURES: (keyof Figures)[] = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'jsBytes', 'cssBytes', 'requests'];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** The Lighthouse that measured, as its report names itself (12.x while CI runs Node 20). */
let lighthouseVersion = '';

interface LongTask {
  startTime?: number;
  duration?: number;
  url?: string;
}

/** `-- --long-tasks`: each run's long tasks as Lighthouse simulated them, by the script they started in. */
function showLongTasks(url: string, details: { items?: LongTask[] } | undefined) {
  const tasks = [...(details?.items ?? [])].sort((a, b) => (a.startTime ?? 0) - (b.startTime ?? 0));
  console.log(`  long tasks of ${url}:`);
  for (const task of tasks) {
    console.log(`    at ${Math.round(task.startTime ?? 0)} ms, ${Math.round(task.duration ?? 0)} ms, ${task.url ?? '?'}`);
  }
}

interface LcpElementItem {
  items?: { node?: { selector?: string; snippet?: string } }[];
}

/**
 * `-- --lcp-element`: which element was the largest paint, and when it painted in the load Lighthouse
 * observed (unthrottled), from which its simulation takes what the paint had to wait for.
 */
function showLcpElement(url: string, audits: Record<string, { numericValue?: number; details?: unknown }>) {
  const items = (audits['largest-contentful-paint-element']?.details as { items?: LcpElementItem[] } | undefined)?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const observed = (audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  console.log(
    `  largest paint of ${url}: ${node?.snippet ?? '?'} (${node?.selector ?? '?'}), observed at ${Math.round(observed?.observedLargestContentfulPaint ?? Number.NaN)} ms`,
  );
}

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string } };
}

/**
 * The scripts that ran before the largest paint in the observed load: Lighthouse's simulation makes
 * the paint wait for their download and their run on the slowed CPU.
 */
function showScriptsBeforeLcp(events: TraceEvent[]) {
  const navigation = events.find((e) => e.name === 'navigationStart');
  const candidates = events.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = candidates.at(-1);
  if (!navigation || !lcp) return;
  const scripts = events.filter((e) => e.name === 'EvaluateScript' && e.ts < lcp.ts && e.args?.data?.url);
  const at = (e: TraceEvent) => Math.round((e.ts - navigation.ts) / 1000);
  console.log(
    `    scripts run before it: ${scripts.length === 0 ? 'none' : scripts.map((e) => `${path.basename(e.args?.data?.url ?? '')} at ${at(e)} ms`).join(', ')}`,
  );
}

/** One cold load (Lighthouse clears the cache and storage first) of `url`. */
async function lighthouseRun(url: string): Promise<Figures> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, environment, runtimeError } = result.lhr;
    lighthouseVersion = result.lhr.lighthouseVersion;
    // A run Lighthouse could not complete has no score and no timings; taken as figures, its zero
    // and blanks made medians of a score 0 and of NaN.
    if (runtimeError || typeof categories.performance?.score !== 'number') {
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError?.code ?? 'no score'} ${runtimeError?.message ?? ''}`);
    }
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    if (process.argv.includes('--long-tasks')) showLongTasks(url, audits['long-tasks']?.details as { items?: LongTask[] } | undefined);
    if (process.argv.includes('--lcp-element')) {
      showLcpElement(url, audits);
      showScriptsBeforeLcp((result.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace?.traceEvents ?? []);
    }
    const requests = ((audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []) as NetworkItem[];
    const bytes = (type: string) =>
      requests.filter((item) => item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      jsBytes: bytes('Script'),
      cssBytes: bytes('Stylesheet'),
      requests: requests.length,
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

const ATTEMPTS = 3;

/** A run of `url`, tried again when Lighthouse could not complete it (said, never counted as a figure). */
async function measured(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.log(`  ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medians(runs: Figures[]): Figures {
  return Object.fromEntries(
    Object.keys(runs[0] as Figures).map((key) => [key, median(runs.map((run) => run[key as keyof Figures]))]),
  ) as unknown as Figures;
}

const show: Record<keyof Figures, (value: number) => string> = {
  score: (v) => String(Math.round(v)),
  fcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  jsBytes: (v) => `${(v / 1024).toFixed(1)} KB`,
  cssBytes: (v) => `${(v / 1024).toFixed(1)} KB`,
  requests: (v) => String(Math.round(v)),
  benchmarkIndex: (v) => String(Math.round(v)),
};

// No ratio to a zero (a page that did not shift at all): null, shown as a dash.
const ratio = (composed: number, monolith: number) => (monolith === 0 ? (composed === 0 ? 1 : null) : composed / monolith);
const showRatio = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(2));

function showReturning(guests: ReturningGuest[]) {
  const [composed, monolith] = guests as [ReturningGuest, ReturningGuest];
  const kbOf = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log('\nreturning guest: bistro /menu, then /cartopen; the menu changed (a text) and released; bistro /menu again');
  console.log(
    `  ${'bytes on the wire'.padEnd(30)} ${'composed'.padStart(10)} ${'monolith'.padStart(10)} ${'composed/monolith'.padStart(18)}`,
  );
  for (const [label, key] of [
    ['all (page, API, files)', 'totalBytes'],
    ['app files (JS, CSS, manifests)', 'appFileBytes'],
  ] as const) {
    console.log(
      `  ${label.padEnd(30)} ${kbOf(composed[key]).padStart(10)} ${kbOf(monolith[key]).padStart(10)} ${showRatio(ratio(composed[key], monolith[key])).padStart(18)}`,
    );
  }
  for (const guest of guests) {
    const again = guest.unchangedFilesDownloaded;
    console.log(
      `  ${guest.build}: ${again.length === 0 ? 'no file of an unchanged app downloaded again' : `downloaded again: ${again.join(', ')}`}`,
    );
  }
  // What each build's second /menu took off the wire, file by file (a 304 costs its headers).
  for (const guest of guests) {
    console.log(`\n  ${guest.build}, second /menu:`);
    for (const { url, status, bytes } of guest.downloads) {
      const { host, pathname } = new URL(url);
      console.log(`    ${kbOf(bytes).padStart(8)}  ${String(status)}  ${host}${pathname}`);
    }
  }
}

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
  const loadBefore = os.loadavg()[0] ?? 0;
  const results = [];
  // `-- --page "bistro /"` measures that page alone (and the returning guest).
  const pageArg = process.argv.indexOf('--page');
  const only = pageArg > 0 ? process.argv[pageArg + 1] : undefined;
  const pages = process.argv.includes('--returning-only') ? [] : PAGES.filter(({ page }) => only === undefined || page === only);
  if (pages.length === 0 && only !== undefined) throw new Error(`no page "${only}": ${PAGES.map(({ page }) => page).join(', ')}`);
  for (const { page, host, path: pagePath } of pages) {
    const byBuild: Record<string, Figures[]> = { composed: [], monolith: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const { build, port } of BUILDS) {
        const url = `http://${host}.localhost:${port}${pagePath}`;
        const figures = await measured(url);
        byBuild[build]?.push(figures);
        console.log(
          `  ${page.padEnd(16)} ${build.padEnd(9)} run ${run + 1}: score ${figures.score}, LCP ${show.lcpMs(figures.lcpMs)}, JS ${show.jsBytes(figures.jsBytes)}`,
        );
      }
    }
    const composed = medians(byBuild.composed as Figures[]);
    const monolith = medians(byBuild.monolith as Figures[]);
    const ratios = Object.fromEntries(FIGURES.map((key) => [key, ratio(composed[key], monolith[key])]));
    results.push({ page, composed, monolith, ratios, runs: byBuild });
  }
  const returning = await returningGuests();
  const loadAfter = os.loadavg()[0] ?? 0;

  console.log(`\nLighthouse ${lighthouseVersion}, mobile preset, cold loads; median of ${runs} run(s) per page and build`);
  console.log(`machine load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs`);
  for (const { page, composed, monolith, ratios } of results) {
    console.log(
      `\n${page}   (Lighthouse benchmark index: composed ${show.benchmarkIndex(composed.benchmarkIndex)}, monolith ${show.benchmarkIndex(monolith.benchmarkIndex)})`,
    );
    console.log(`  ${'figure'.padEnd(10)} ${'composed'.padStart(10)} ${'monolith'.padStart(10)} ${'composed/monolith'.padStart(18)}`);
    for (const key of FIGURES) {
      console.log(
        `  ${key.padEnd(10)} ${show[key](composed[key]).padStart(10)} ${show[key](monolith[key]).padStart(10)} ${showRatio(ratios[key]).padStart(18)}`,
      );
    }
  }

  showReturning(returning);

  const out = path.join(REPO, 'reports/load.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      {
        lighthouse: lighthouseVersion,
        preset: 'mobile',
        runs,
        loadAverage: { before: loadBefore, after: loadAfter, cpus: os.cpus().length },
        pages: results,
        returningGuest: returning,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${path.relative(process.cwd(), out)}`);
}

withComposition(() => withMonolith(main)).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
