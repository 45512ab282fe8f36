import { expect, test } from '../support/test';
import { venueOrigin } from '../support/menu';

test.use({ viewport: { width: 360, height: 740 } });

const MENU = `${venueOrigin('bistro')}/menu`;

test('a dish tapped on the first paint, before any of the menu’s code has run, opens that dish', async ({ page }) => {
  // The menu remote's code held back: what the guest taps is what the server sent.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/localhost:8081\/.*\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(MENU);
  const dish = page.locator('#tabula-first-paint').getByRole('link', { name: /Margherita Pizza/ });
  await dish.click();
  release();
  await expect(page).toHaveURL(/\/addCart\?item=\d+$/i);
  await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
  // Back leads to the menu the tap was made on.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole('button', { name: /^Margherita Pizza/ })).toBeVisible();
});

test('at 4× CPU, a guest who taps a dish as soon as it shows opens it, 5 times of 5', async ({ browser }) => {
  test.slow();
  let onFirstPaint = 0;
  for (let visit = 0; visit < 5; visit += 1) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(MENU, { waitUntil: 'commit' });
    // Whichever shows the dish when the guest taps: the server's first paint or the app's card.
    const painted = page.locator('#tabula-first-paint').getByRole('link', { name: /Margherita Pizza/ });
    const card = page.getByRole('button', { name: /^Margherita Pizza/ });
    await expect(painted.or(card).first()).toBeVisible();
    if (await painted.isVisible()) onFirstPaint += 1;
    await painted.or(card).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Margherita Pizza' })).toBeVisible();
    await context.close();
  }
  test.info().annotations.push({ type: 'taps on the first paint', description: `${onFirstPaint} of 5` });
});
