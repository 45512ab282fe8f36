import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ops, opsToken } from './registry';

export const repo = path.resolve(__dirname, '../..');

interface Manifest {
  exposes: { path: string; assets: { js: { sync: string[] } } }[];
}

/** A remote's version folder, as `npm run deploy` writes it and its origin serves it at /<label>/. */
export const deploymentOf = (remote: string, label: string) => path.join(repo, 'deployments', remote, label);

/**
 * Copies the menu's build as version `label` and deletes the chunk of its menu page, as a deploy
 * that lost a file on its way to the CDN; returns that chunk's name.
 */
export function deployMenuWithoutPageChunk(label: string): string {
  const deployed = deploymentOf('mfe_menu', label);
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.cpSync(path.join(repo, 'mfe-menu', 'dist'), deployed, { recursive: true });
  const manifest = JSON.parse(fs.readFileSync(path.join(deployed, 'mf-manifest.json'), 'utf8')) as Manifest;
  const missing = manifest.exposes.find((expose) => expose.path === './MenuPage')?.assets.js.sync.find((file) => /MenuPage/i.test(file));
  if (!missing) throw new Error('the MenuPage chunk is not in the manifest');
  for (const twin of ['', '.br', '.gz']) fs.rmSync(path.join(deployed, `${missing}${twin}`), { force: true });
  return missing;
}

/** One hash over every file of a folder: equal means no file was rebuilt, added or removed. */
export function folderHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

/** The hash of an app's build output (dist/). */
export const buildHash = (app: string) => folderHash(path.join(repo, app, 'dist'));

export function replaceIn(file: string, from: string, to: string): void {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: update this spec's change`);
  fs.writeFileSync(file, text.replace(from, to));
}

/**
 * A team's changed copy of a remote's folder, under deployments/ (ignored by git, lint and the
 * formatter) so it resolves the workspace's packages as the remote itself does. Remove it afterwards.
 */
export function changedCopy(appDir: string, label: string, change: (copy: string) => void): string {
  const copy = path.join(repo, 'deployments', `.work-${label}`);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(repo, appDir), copy, { recursive: true, filter: (file) => !/[\\/](dist|node_modules)$/.test(file) });
  change(copy);
  return copy;
}

/**
 * The menu team's changed copy of mfe-menu deployed as `label` and served to every bistro guest (a split of
 * 100 %), as a team and an operator would; `removeMenuVariantAtBistro` ends the split and removes both.
 */
export async function menuVariantAtBistro(request: APIRequestContext, label: string, change: (copy: string) => void): Promise<void> {
  const copy = changedCopy('mfe-menu', label, change);
  const deploy = runScript('deploy', ['mfe-menu', '--version', label, '--source', copy]);
  expect(deploy.status, deploy.output).toBe(0);
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [label]: 100 } });
}

export async function removeMenuVariantAtBistro(request: APIRequestContext, label: string): Promise<void> {
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_menu');
  fs.rmSync(path.join(repo, 'deployments', `.work-${label}`), { recursive: true, force: true });
  fs.rmSync(deploymentOf('mfe_menu', label), { recursive: true, force: true });
}

/** Builds a folder of a remote in production mode into `output`; throws with the build's output when it fails. */
export function buildRemote(source: string, output: string, env: Record<string, string> = {}): void {
  const build = spawnSync('npx', ['rspack', 'build', '--mode', 'production', '--output-path', output], {
    cwd: source,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`building ${source} failed:\n${build.stdout}\n${build.stderr}`);
}

type ScriptOptions = { token?: string; env?: Record<string, string> };

const scriptCommand = (script: 'deploy' | 'ops', args: string[], { token = opsToken(), env = {} }: ScriptOptions) =>
  [
    process.execPath,
    [path.join(repo, 'scripts', `${script}.mjs`), ...args],
    { cwd: repo, env: { ...process.env, OPS_TOKEN: token, TABULA_API: 'http://localhost:8080', ...env } },
  ] as const;

/** Runs one of the repo's npm scripts (deploy, ops) against the composition, as a team or an operator does. */
export function runScript(script: 'deploy' | 'ops', args: string[], options: ScriptOptions = {}) {
  const [command, argv, spawnOptions] = scriptCommand(script, args, options);
  const run = spawnSync(command, argv, { ...spawnOptions, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The same without blocking this process, so a server the test runs itself (a second origin) keeps answering the API. */
export function runScriptAsync(script: 'deploy' | 'ops', args: string[], options: ScriptOptions = {}) {
  const [command, argv, spawnOptions] = scriptCommand(script, args, options);
  return new Promise<{ status: number | null; output: string }>((resolve, reject) => {
    const child = spawn(command, argv, spawnOptions);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/**
 * `n` new guests (each a browser context of their own, so their own cookie and assignment) open
 * `url`; each waits until the page shows `ready` and its shell reported a failure. Resolves to the reports.
 */
export async function guestsReportingFailures(
  browser: Browser,
  url: string,
  n: number,
  ready: (page: Page) => Promise<void>,
): Promise<{ body: Record<string, unknown>; status: number | undefined }[]> {
  const reports = [];
  for (let guest = 0; guest < n; guest += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
    await page.goto(url);
    await ready(page);
    const sent = await report;
    reports.push({ body: sent.postDataJSON() as Record<string, unknown>, status: (await sent.response())?.status() });
    await context.close();
  }
  return reports;
}
