import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';
import { chromiumLaunchOptions } from '../support/chromium';
import { withComposition } from '../support/composition';
import { BUILDS, withMonolith } from '../support/monolith';

/**
 * Where the main thread goes on a cold bistro /menu at 4× CPU, for the composition and the monolith:
 * a Chromium performance trace of each load, its JavaScript samples mapped through the builds'
 * private source maps to the module that ran, and the renderer's own work (parsing, style, layout,
 * paint, garbage collection) from the trace's events. `-- --runs 3` gives the median of three cold
 * loads per build, taken in turns. The loads are not network-throttled (loopback); Lighthouse's
 * simulated 4G is bench:load's. `-- --tasks` lists each long task with the files its time went to.
 */
const REPO = path.resolve(__dirname, '../..');
const PAGE = { host: 'bistro', path: '/menu' };
const CPU_SLOWDOWN = 4;
const APPS = ['shell', 'mfe-menu', 'mfe-tab', 'mfe-checkout', 'mfe-hotel'];
const MAP_DIRS = APPS.flatMap((app) => ['dist-sourcemaps', 'dist-monolith-sourcemaps'].map((dir) => path.join(REPO, app, dir)));

const CATEGORIES = [
  'federation and bundler runtime',
  'registry and manifest handling',
  'preload processing',
  'kernel start (@tabula/shared)',
  'hydration over the first paint (React)',
  'app code (shell and remotes)',
  'Mantine (JS: components, theme, CSS variables)',
  'Mantine and page styles (CSS parse, style, layout, paint)',
  'i18n resources (i18next, texts)',
  'other libraries (effector, router)',
  'script compile and evaluation',
  'HTML parse and first paint',
  'garbage collection',
  'other',
] as const;
type Category = (typeof CATEGORIES)[number];

/** Which part of start-up a source file (as its source map names it) and function belong to. */
function categoryOf(source: string, fn: string): Category {
  if (/preload/i.test(fn) || /preloadRemoteFiles|startup-preload/.test(source)) return 'preload processing';
  if (/shell\/src\/remotes\/(registry|registryFile|model|fallback|remoteLabels)/.test(source)) return 'registry and manifest handling';
  if (/@module-federation\//.test(source) && /manifest|snapshot|registerRemotes|remoteInfo|getRemoteEntry|loadEntry/i.test(fn)) {
    return 'registry and manifest handling';
  }
  if (/@module-federation\/|webpack\/runtime\/|bundler-runtime|remoteFailurePlugin|federation-runtime/.test(source)) {
    return 'federation and bundler runtime';
  }
  if (/node_modules\/(react|react-dom|scheduler)\//.test(source)) return 'hydration over the first paint (React)';
  if (/node_modules\/@mantine\/|shared\/build\/mantine/.test(source)) return 'Mantine (JS: components, theme, CSS variables)';
  if (/node_modules\/(i18next|react-i18next)\/|\/texts\/|\/locales\/|i18n/.test(source)) return 'i18n resources (i18next, texts)';
  if (/\/shared\/src\/|@tabula\/shared/.test(source)) return 'kernel start (@tabula/shared)';
  if (/node_modules\/(effector|effector-react|react-router|react-router-dom|use-sync-external-store)\//.test(source)) {
    return 'other libraries (effector, router)';
  }
  if (/(shell|mfe-[a-z]+)\/src\//.test(source)) return 'app code (shell and remotes)';
  return 'other';
}

/** The renderer's own work, by trace event name; JavaScript's events are left to the samples. */
const RENDERER_WORK: Record<string, Category> = {
  ParseHTML: 'HTML parse and first paint',
  ParseAuthorStyleSheet: 'Mantine and page styles (CSS parse, style, layout, paint)',
  UpdateLayoutTree: 'Mantine and page styles (CSS parse, style, layout, paint)',
  Layout: 'Mantine and page styles (CSS parse, style, layout, paint)',
  PrePaint: 'Mantine and page styles (CSS parse, style, layout, paint)',
  Paint: 'Mantine and page styles (CSS parse, style, layout, paint)',
  Layerize: 'Mantine and page styles (CSS parse, style, layout, paint)',
  Commit: 'Mantine and page styles (CSS parse, style, layout, paint)',
  HitTest: 'Mantine and page styles (CSS parse, style, layout, paint)',
  'v8.compile': 'script compile and evaluation',
  'v8.compileModule': 'script compile and evaluation',
  'V8.CompileCode': 'script compile and evaluation',
  'v8.produceCache': 'script compile and evaluation',
  'v8.deserializeOnBackground': 'script compile and evaluation',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  BlinkGC: 'garbage collection',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- trace args are free-form by event
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The source map of a served file, found by its (content-hashed) name in the apps' private map folders. */
function consumerFor(url: string): SourceMapConsumer | null {
  const file = path.basename(new URL(url).pathname);
  if (!consumers.has(file)) {
    const found = MAP_DIRS.map((dir) => path.join(dir, `${file}.map`)).find((candidate) => fs.existsSync(candidate));
    consumers.set(file, found ? new SourceMapConsumer(JSON.parse(fs.readFileSync(found, 'utf8')) as RawSourceMap) : null);
  }
  return consumers.get(file) ?? null;
}

const frameCategory = new Map<number, Category>();

function categoryOfFrame({ url, lineNumber, columnNumber, functionName }: ProfileNode['callFrame']): Category {
  const map = consumerFor(url);
  if (!map) return /^https?:/.test(url) ? 'other' : 'script compile and evaluation';
  const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  return categoryOf((original.source ?? '').replace(/\\/g, '/'), original.name ?? functionName);
}

/** The original file a frame ran in, shortened to its package or its app folder, for `--tasks`. */
function sourceOfFrame({ url, lineNumber, columnNumber }: ProfileNode['callFrame']): string {
  const map = consumerFor(url);
  if (!map) return path.basename(new URL(url).pathname);
  const source = (map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source ?? '').replace(/\\/g, '/');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1] as string;
  // Rspack names the federation runtime it embeds in the entry by its whole (URL-encoded) source.
  if (source.includes('%')) return 'embedded federation runtime start-up';
  return source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
}

/** The innermost frame of a sample that has a script, so that built-ins count for their caller. */
function scriptNode(nodes: Map<number, ProfileNode>, id: number): ProfileNode | undefined {
  let node = nodes.get(id);
  while (node && !/^https?:/.test(node.callFrame.url)) node = node.parent === undefined ? undefined : nodes.get(node.parent);
  return node;
}

/** The category of a sample: its innermost frame with a script, so that built-ins count for their caller. */
function sampleCategory(nodes: Map<number, ProfileNode>, id: number): Category | undefined {
  let node = nodes.get(id);
  const leaf = node?.callFrame.functionName;
  if (leaf === '(idle)') return undefined;
  if (leaf === '(garbage collector)') return 'garbage collection';
  if (leaf === '(program)') return undefined; // the renderer's own work, counted from its events
  node = scriptNode(nodes, id);
  if (!node) return 'script compile and evaluation';
  let category = frameCategory.get(node.id);
  if (!category) {
    category = categoryOfFrame(node.callFrame);
    frameCategory.set(node.id, category);
  }
  return category;
}

interface Breakdown {
  url: string;
  mainThreadBusyMs: number;
  longTaskExcessMs: number;
  fcpMs: number;
  readyMs: number;
  byCategory: Record<Category, number>;
}

/** Splits one trace into categories, from navigation start until the page was ready. */
function breakdown(events: TraceEvent[], url: string, readyMs: number): Breakdown {
  const navigation = events.find((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(url));
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const end = events.reduce((latest, e) => Math.max(latest, e.ts), start);
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ts >= start && e.ts <= end);
  const byCategory = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<Category, number>;

  // Top-level tasks: busy time and the part of each beyond 50 ms (what TBT sums after the first paint).
  const tasks = onMain.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts >= start);
  const fcpTs = fcp?.ts ?? start;
  const busy = tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) / 1000;
  const excess = tasks.filter((t) => t.ts >= fcpTs).reduce((sum, t) => sum + Math.max(0, (t.dur ?? 0) / 1000 - 50), 0);

  // The renderer's own work: self time of its events (the time their nested events do not cover).
  const complete = onMain.filter((e) => e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { event: TraceEvent; childMs: number }[] = [];
  const rendererWork: RendererWork[] = [];
  const close = (until: number) => {
    while (
      stack.length > 0 &&
      (stack.at(-1) as { event: TraceEvent }).event.ts + ((stack.at(-1) as { event: TraceEvent }).event.dur ?? 0) <= until
    ) {
      const { event, childMs } = stack.pop() as { event: TraceEvent; childMs: number };
      const selfMs = (event.dur ?? 0) / 1000 - childMs;
      const category = RENDERER_WORK[event.name];
      if (category) byCategory[category] += Math.max(0, selfMs);
      if (category) rendererWork.push({ name: event.name, ts: event.ts, selfMs: Math.max(0, selfMs) });
      const parent = stack.at(-1);
      if (parent) parent.childMs += (event.dur ?? 0) / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    stack.push({ event, childMs: 0 });
  }
  close(Number.POSITIVE_INFINITY);

  // JavaScript: the CPU profile's samples, each weighing the time to the next.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (profile) {
    const nodes = new Map<number, ProfileNode>();
    let ts = Number(profile.args?.data?.startTime ?? 0);
    const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id);
    const samples: { node: number; ts: number }[] = [];
    for (const chunk of chunks) {
      const cpuProfile = chunk.args?.data?.cpuProfile ?? {};
      for (const node of (cpuProfile.nodes ?? []) as ProfileNode[]) nodes.set(node.id, node);
      const deltas = (chunk.args?.data?.timeDeltas ?? []) as number[];
      ((cpuProfile.samples ?? []) as number[]).forEach((node, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ node, ts });
      });
    }
    for (let i = 0; i + 1 < samples.length; i += 1) {
      const sample = samples[i] as { node: number; ts: number };
      if (sample.ts < start || sample.ts > end) continue;
      const category = sampleCategory(nodes, sample.node);
      if (category) byCategory[category] += ((samples[i + 1] as { ts: number }).ts - sample.ts) / 1000;
    }
    if (process.argv.includes('--tasks')) {
      showLongTasks(tasks, samples, nodes, rendererWork, start, fcpTs);
      showCompiles(onMain, start);
    }
  }
  return {
    url,
    mainThreadBusyMs: busy,
    longTaskExcessMs: excess,
    fcpMs: (fcpTs - start) / 1000,
    readyMs,
    byCategory,
  };
}

/** `-- --tasks`: each script compiled on the main thread for 5 ms or more, and whether it was streamed. */
function showCompiles(onMain: TraceEvent[], start: number) {
  for (const compile of onMain.filter((e) => e.name === 'v8.compile' && (e.dur ?? 0) >= 5_000)) {
    const data = compile.args?.data ?? {};
    const file = data.url ? path.basename(new URL(String(data.url)).pathname) : '?';
    const how = data.streamed ? 'streamed' : `not streamed${data.notStreamedReason ? ` (${String(data.notStreamedReason)})` : ''}`;
    console.log(`    compiled ${file} at ${ms((compile.ts - start) / 1000)} for ${ms((compile.dur ?? 0) / 1000)}: ${how}`);
  }
}

interface RendererWork {
  name: string;
  ts: number;
  selfMs: number;
}

/**
 * `-- --tasks`: each task of 50 ms or more (at the slowed CPU), with where its samples ran: the
 * original file of the innermost script frame, or the renderer's own work and garbage collection.
 */
function showLongTasks(
  tasks: TraceEvent[],
  samples: { node: number; ts: number }[],
  nodes: Map<number, ProfileNode>,
  rendererWork: RendererWork[],
  start: number,
  fcpTs: number,
) {
  for (const task of tasks.filter((t) => (t.dur ?? 0) >= 50_000)) {
    const end = task.ts + (task.dur ?? 0);
    const bySource = new Map<string, number>();
    for (let i = 0; i + 1 < samples.length; i += 1) {
      const sample = samples[i] as { node: number; ts: number };
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const leaf = nodes.get(sample.node)?.callFrame.functionName;
      const node = scriptNode(nodes, sample.node);
      // The renderer's own work is taken from its events below, which say what it was.
      if (leaf === '(program)' || leaf === '(idle)') continue;
      const source = leaf === '(garbage collector)' ? 'garbage collection' : node ? sourceOfFrame(node.callFrame) : 'compile and built-ins';
      bySource.set(source, (bySource.get(source) ?? 0) + ((samples[i + 1] as { ts: number }).ts - sample.ts) / 1000);
    }
    for (const work of rendererWork.filter((w) => w.ts >= task.ts && w.ts < end)) {
      bySource.set(work.name, (bySource.get(work.name) ?? 0) + work.selfMs);
    }
    const top = [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 6);
    const when = task.ts < fcpTs ? 'before the first paint' : 'after the first paint';
    console.log(
      `    task at ${ms((task.ts - start) / 1000)}, ${ms((task.dur ?? 0) / 1000)} (${when}): ${top.map(([source, t]) => `${source} ${ms(t)}`).join(', ')}`,
    );
  }
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.gc',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];

/** One cold load (a fresh browser context: empty cache and storage), traced until the network is idle. */
async function tracedLoad(browser: Browser, url: string): Promise<Breakdown> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url);
  // Ready: the first paint handed over and the app's own heading shown (as bench:ready), timed in the page.
  const ready = await page.waitForFunction(
    () => (!document.getElementById('tabula-first-paint') && document.querySelector('#root h1') !== null ? performance.now() : 0),
    null,
    { timeout: 90_000, polling: 'raf' },
  );
  const readyMs = (await ready.jsonValue()) as number;
  // The rest of start-up (the tab bar, deferred work) counts too: the trace runs until the network is idle.
  await page.waitForLoadState('networkidle');
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  return breakdown(trace.traceEvents, url, readyMs);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medianBreakdown(runs: Breakdown[]): Breakdown {
  const first = runs[0] as Breakdown;
  return {
    url: first.url,
    mainThreadBusyMs: median(runs.map((r) => r.mainThreadBusyMs)),
    longTaskExcessMs: median(runs.map((r) => r.longTaskExcessMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    readyMs: median(runs.map((r) => r.readyMs)),
    byCategory: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.byCategory[c]))])) as Record<Category, number>,
  };
}

const unattributed = (b: Breakdown) => Math.max(0, b.mainThreadBusyMs - CATEGORIES.reduce((sum, c) => sum + b.byCategory[c], 0));
const ms = (value: number) => `${Math.round(value)} ms`;

async function main() {
  const runsArg = process.argv.indexOf('--runs');
  const runs = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
  const loadBefore = os.loadavg()[0] ?? 0;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const byBuild: Record<string, Breakdown[]> = { composed: [], monolith: [] };
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const { build, port } of BUILDS) {
        const result = await tracedLoad(browser, `http://${PAGE.host}.localhost:${port}${PAGE.path}`);
        byBuild[build]?.push(result);
        console.log(`  ${build.padEnd(9)} run ${run + 1}: main thread busy ${ms(result.mainThreadBusyMs)}, ready at ${ms(result.readyMs)}`);
      }
    }
  } finally {
    await browser.close();
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const composed = medianBreakdown(byBuild.composed as Breakdown[]);
  const monolith = medianBreakdown(byBuild.monolith as Breakdown[]);

  const lines = [
    `bistro /menu, cold, CPU ${CPU_SLOWDOWN}× slower, median of ${runs} run(s) per build; main thread from navigation until the network is idle`,
    `machine load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ${os.cpus().length} CPUs`,
    '',
    '| part | composed | monolith |',
    '| --- | --- | --- |',
    ...CATEGORIES.map((c) => `| ${c} | ${ms(composed.byCategory[c])} | ${ms(monolith.byCategory[c])} |`),
    `| renderer's other work (not sampled as script, no listed event) | ${ms(unattributed(composed))} | ${ms(unattributed(monolith))} |`,
    `| **main thread busy (all tasks)** | ${ms(composed.mainThreadBusyMs)} | ${ms(monolith.mainThreadBusyMs)} |`,
    `| tasks' time over 50 ms after the first paint | ${ms(composed.longTaskExcessMs)} | ${ms(monolith.longTaskExcessMs)} |`,
    `| first contentful paint | ${ms(composed.fcpMs)} | ${ms(monolith.fcpMs)} |`,
    `| ready (first paint handed over, app's heading shown) | ${ms(composed.readyMs)} | ${ms(monolith.readyMs)} |`,
  ];
  console.log(`\n${lines.join('\n')}`);
  const out = path.join(REPO, 'reports/trace-breakdown.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    JSON.stringify(
      { cpuSlowdown: CPU_SLOWDOWN, runs, loadAverage: { before: loadBefore, after: loadAfter }, composed, monolith, byBuild },
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
