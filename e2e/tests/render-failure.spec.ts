import path from 'node:path';
import { expect, test } from '../support/test';
import { guestsReportingFailures, menuVariantAtBistro, removeMenuVariantAtBistro, replaceIn } from '../support/deployments';
import { auditOf, FAILURE_GUESTS, remoteState } from '../support/registry';
import { venueOrigin } from '../support/menu';

const label = `e2e-throws-${Date.now().toString(36)}`;

// The menu team ships a menu page that throws while rendering (its code loads fine).
test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  await menuVariantAtBistro(request, label, (dir) =>
    replaceIn(
      path.join(dir, 'src/pages/MenuPage/MenuPage.tsx'),
      'export default function MenuPage({ TabBar }: PageProps) {\n',
      'export default function MenuPage({ TabBar }: PageProps) {\n  if (Date.now() > 0) throw new TypeError("Cannot read properties of undefined (reading \'menu_categories\')");\n',
    ),
  );
});

test.afterAll(async ({ request }) => removeMenuVariantAtBistro(request, label));

test('a variant whose page throws while rendering: its guests get the default version at once, each failure is reported with stage render, and it pauses', async ({
  browser,
  request,
}) => {
  const reports = await guestsReportingFailures(browser, `${venueOrigin('bistro')}/menu`, FAILURE_GUESTS, async (page) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Tabula Bistro' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
  expect(reports.map((r) => [r.body.remote, r.body.version, r.body.stage, r.status])).toEqual(
    Array.from({ length: FAILURE_GUESTS }, () => ['mfe_menu', label, 'render', 204]),
  );

  const variant = (await remoteState(request, 'mfe_menu')).rollouts.find((r) => r.venue === 'bistro')?.variants[0];
  expect(variant).toMatchObject({ version: label, weight: 0, load_failures: FAILURE_GUESTS });
  expect(variant?.stopped_reason).toMatch(/2 guests failed to open it within 10 min \(last failure: render\)/);
  const [paused] = await auditOf(request, 'mfe_menu', 1);
  expect(paused).toMatchObject({ actor: 'system', action: 'pause', venue: 'bistro', after: { version: label, weight: 0 } });
});
