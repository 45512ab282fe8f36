import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

const repo = path.resolve(__dirname, '..');
// Workers read the API's generated ops token from this folder, so they must get the runner's path.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `tabula-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// The registry file the composition's API seeds its database from on its first start (the tests then
// change the registry through the ops API, as an operator does).
process.env.E2E_REMOTES_FILE ??= path.join(os.tmpdir(), `tabula-e2e-remotes-${process.pid}.json`);
const remotesFile = process.env.E2E_REMOTES_FILE;
// BASE_URL points the specs at a composition already running (a team's, a preview): nothing is started or reset here.
const running = process.env.BASE_URL;
process.env.E2E_PREVIEW_STATE ??= path.join(os.tmpdir(), `tabula-e2e-preview-${process.pid}.json`);
const OPERATOR_SPECS =
  /(registry-swap|dead-remote|kernel-skew|remote-fallback|remote-split|remote-redeploy|ops-page|deploy-immutable|deploy-refused|deploy-routes|render-failure|render-failure-destination|default-rollback|release-guard|release-audit|release-controls|experiments|preview-link|preview-revoke|ops-narrow|developer-override|deploy-any-origin|rollout-abort)\.spec\.ts$/;

const config = defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // PREVIEW_LINK: every browser runs the versions a preview link pins (support/preview-state.ts).
  globalSetup: require.resolve('./support/preview-state'),
  use: {
    ...devices['Desktop Chrome'],
    baseURL: running ?? 'http://localhost:8080',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: true,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    ...(process.env.PREVIEW_LINK && { storageState: process.env.E2E_PREVIEW_STATE }),
  },
  projects: [
    { name: 'guests', testIgnore: OPERATOR_SPECS },
    // Swapping a remote or breaking one changes the registry every page of the composition reads, so those
    // specs run alone after the rest: run beside them, they sent other pages to a deployment they then stopped.
    { name: 'operator', testMatch: OPERATOR_SPECS, dependencies: ['guests'], workers: 1 },
  ],
  webServer: {
    // The production composition, as deployed: every remote from its own origin, a fresh database.
    command: `node ${path.join(repo, 'scripts/serve.mjs')}`,
    url: 'http://localhost:8080/api/health',
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      DATA_DIR: dataDir,
      REMOTES_FILE: remotesFile,
      NODE_ENV: 'test',
      LOG: '0',
      // Every browser of the suite is one client: the API acts only on failing guests of 5 distinct clients,
      // counting 2 per client, so on one machine a variant would never pause.
      REMOTE_FAILURE_CLIENTS: '1',
      REMOTE_FAILURE_PER_ADDRESS: '100',
      // The whole suite opens its tabs from that one address, more than a venue's Wi-Fi does in 15 minutes.
      TAB_OPENS_PER_CLIENT: '1000',
      // The experiment specs make 40 guests a minute from this one machine, more than a client counts for one.
      EXPOSURE_GUESTS_PER_CLIENT: '1000',
      // A named operator besides admin (support/registry.ts RELEASE_MANAGER).
      OPS_TOKENS: 'release-manager=e2e-release-manager-0123456789',
    },
  },
});

if (running) delete config.webServer;
export default config;

if (!process.env.TEST_WORKER_INDEX && !running) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.copyFileSync(path.join(repo, 'remotes.json'), remotesFile);
}
