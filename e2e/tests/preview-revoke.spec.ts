import { expect, test } from '../support/test';
import { axeChecks } from '../support/axe';
import { auditOf, ops, opsToken } from '../support/registry';
import { venueOrigin } from '../support/menu';

const API = 'http://localhost:8080';
const BADGE = 'Unreleased versions in this browser';

test.use({ viewport: { width: 360, height: 780 } });

test('a preview link revoked from /ops ends for the browser that opened it, and opening it again says it ended', async ({
  page,
  browser,
  request,
}) => {
  // A preview of the menu's default: what it shows is not the point, only that the link pins it and then ends.
  const made = (await ops(request, 'POST', '/api/ops/previews', {
    remote: 'mfe_menu',
    version: 'initial',
    venue: 'bistro',
    path: '/menu',
  })) as { id: number; link: string };

  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const guest = await context.newPage();
  await guest.goto(made.link);
  await expect(guest).toHaveURL(`${venueOrigin('bistro')}/menu`);
  await expect(guest.getByRole('complementary', { name: BADGE })).toContainText('Preview: mfe_menu initial');

  await page.goto(`${API}/ops`);
  await page.getByLabel('Ops token').fill(opsToken());
  await page.getByRole('button', { name: 'Open the operator page' }).click();
  const section = page.getByRole('region', { name: 'Preview links' });
  const item = section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Link ${made.id}: mfe_menu initial` }) });
  await expect(item).toContainText('Made by admin');
  await expect(item).toContainText('Opens /menu at bistro');
  const revoke = item.getByRole('button', { name: `Revoke link ${made.id}` });
  expect((await revoke.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await revoke.click();
  // Nothing is revoked before the operator confirms.
  await expect(item.getByRole('group', { name: `Revoke link ${made.id}` })).toContainText(`Revoke link ${made.id}?`);
  expect((await axeChecks(page).analyze()).violations).toEqual([]);
  const confirm = item.getByRole('button', { name: 'Yes, revoke it' });
  expect((await confirm.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await confirm.click();
  await expect(section.getByRole('status')).toHaveText(`Link ${made.id} is revoked.`);
  await expect(item).toContainText('Revoked by admin');
  await expect(item.getByRole('button', { name: `Revoke link ${made.id}` })).toHaveCount(0);
  expect((await auditOf(request, 'mfe_menu', 1))[0]).toMatchObject({ action: 'preview', actor: 'admin', reason: 'Preview link revoked' });

  // The browser that opened it gets what every guest gets from its next page on, and that page says why.
  await guest.reload();
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(guest.getByRole('complementary', { name: BADGE })).toHaveCount(0);
  await expect(guest.getByRole('status').filter({ hasText: 'This preview link has ended' })).toBeVisible();

  // Opened again, the link lands on its page as every guest gets it, saying the link ended.
  await guest.goto(made.link);
  await expect(guest).toHaveURL(`${venueOrigin('bistro')}/menu?preview=ended`);
  await expect(guest.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(guest.getByRole('status').filter({ hasText: 'This preview link has ended' })).toHaveText(
    'This preview link has ended (it expired or was revoked): you see what every guest sees.',
  );
  await expect(guest.getByRole('complementary', { name: BADGE })).toHaveCount(0);
  expect((await axeChecks(guest).analyze()).violations).toEqual([]);
  await context.close();
});
