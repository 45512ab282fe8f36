import fs from 'node:fs';
import type { Browser } from '@playwright/test';
import { expect, test } from '../support/test';
import { deploymentOf, deployMenuWithoutPageChunk } from '../support/deployments';
import { FAILURE_GUESTS, listRemotes, ops } from '../support/registry';

const BISTRO = 'http://bistro.localhost:8080';
// A deployment of the menu that lost its page chunk on the way to the CDN, served beside the
// default as `npm run deploy` serves versions: http://localhost:8081/<version>/.
const BROKEN = 'e2e-missing-chunk';
const deployed = deploymentOf('mfe_menu', BROKEN);

/** A new guest (own cookies, so own assignment) opens bistro's menu; resolves to what it saw and sent. */
async function guestOpensMenu(browser: Browser, missing: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let askedForMissing = false;
  page.on('request', (request) => {
    if (request.url().endsWith(`/${BROKEN}/${missing}`)) askedForMissing = true;
  });
  const report = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/remotes/failures'));
  await page.goto(`${BISTRO}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  const sent = await report;
  const answer = await sent.response();
  await context.close();
  return { askedForMissing, reported: sent.postDataJSON() as unknown, reportStatus: answer?.status() };
}

async function brokenVariant(request: Parameters<typeof ops>[0]) {
  const rollout = (await listRemotes(request)).find((remote) => remote.name === 'mfe_menu')?.rollouts.find((r) => r.venue === 'bistro');
  return rollout?.variants.find((variant) => variant.version === BROKEN);
}

test.afterEach(async ({ request }) => {
  await ops(request, 'DELETE', '/api/ops/venues/bistro/remotes/mfe_menu');
  fs.rmSync(deployed, { recursive: true, force: true });
});

test('a variant that lost a chunk: guests get the menu from the default version, each failure is reported, and the variant stops at the threshold', async ({
  browser,
  request,
}) => {
  const missing = deployMenuWithoutPageChunk(BROKEN);
  await ops(request, 'POST', '/api/ops/remotes/mfe_menu/versions', {
    version: BROKEN,
    entry: `http://localhost:8081/${BROKEN}/mf-manifest.json`,
  });
  await ops(request, 'PUT', '/api/ops/venues/bistro/remotes/mfe_menu', { variants: { [BROKEN]: 100 } });

  const first = await guestOpensMenu(browser, missing);
  expect(first.askedForMissing).toBe(true);
  expect(first.reported).toEqual({ remote: 'mfe_menu', version: BROKEN, stage: 'chunk', receipt: expect.any(String) });
  expect(first.reportStatus).toBe(204);
  expect(await brokenVariant(request)).toMatchObject({ weight: 100, load_failures: 1, stopped_reason: null });

  for (let guest = 2; guest <= FAILURE_GUESTS; guest += 1) {
    expect((await guestOpensMenu(browser, missing)).reported).toMatchObject({ version: BROKEN });
  }
  const stopped = await brokenVariant(request);
  expect(stopped).toMatchObject({ weight: 0, load_failures: FAILURE_GUESTS });
  expect(stopped?.stopped_reason).toMatch(/2 guests failed to load it/);

  // Stopped: the next guest is served the default and asks nothing of the broken version.
  const context = await browser.newContext();
  const page = await context.newPage();
  const brokenRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/${BROKEN}/`)) brokenRequests.push(r.url());
  });
  await page.goto(`${BISTRO}/menu`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
  expect(brokenRequests).toEqual([]);
  await context.close();
});
