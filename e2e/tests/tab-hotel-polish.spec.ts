import { expect, test } from '../support/test';
import { startWithTab, venueOrigin } from '../support/menu';

const BISTRO = venueOrigin('bistro');

test('an unknown table code says so and leads on to the start page', async ({ page }) => {
  await page.goto(`${BISTRO}/enter-table/7ab01a00-0000-4000-8000-0000000000ff`);
  await expect(page.getByRole('heading', { name: 'Url Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page).toHaveURL(`${BISTRO}/`);
  await expect(page.getByRole('button', { name: 'Open new tab' })).toBeVisible();
});

test("'Link copied' leaves the tab bar's buttons where they were", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BISTRO });
  await startWithTab(page, request, 'bistro', '13');
  const bar = page.getByRole('region', { name: 'Your tab' });
  const share = bar.getByRole('button', { name: 'Share' });
  const exit = bar.getByRole('button', { name: 'Exit tab' });
  const before = [await share.boundingBox(), await exit.boundingBox(), await bar.boundingBox()];

  await share.click();
  await expect(bar.getByRole('status')).toHaveText('Link copied');
  expect([await share.boundingBox(), await exit.boundingBox(), await bar.boundingBox()]).toEqual(before);
});

test('after Exit tab, Call server asks for the table instead of using the old one', async ({ page, request }) => {
  await startWithTab(page, request, 'bistro', '9');
  await page.getByRole('button', { name: 'Exit tab' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to exit' }).getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByRole('button', { name: 'Join tab' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('table_number'))).toBeNull();

  await page.getByRole('button', { name: 'Call server' }).click();
  await page.getByRole('dialog', { name: 'Call a server' }).getByRole('button', { name: 'Call server' }).click();
  await expect(page.getByRole('dialog', { name: 'Select your table' })).toBeVisible();
});

test("the spec's lower-case texts start with a capital on the welcome page", async ({ page }) => {
  await page.goto(`${BISTRO}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('welcome');
  expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Welcome');
  expect(await page.getByText('join an existing tab or open a new one').innerText()).toBe('Join an existing tab or open a new one');
});
