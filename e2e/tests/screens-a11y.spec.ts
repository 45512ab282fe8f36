import { expect, test } from '../support/test';
import { axeChecks } from '../support/axe';
import { addFromMenu } from '../support/journey';
import { startWithTab, venueOrigin } from '../support/menu';

// Screens the journeys pass through without an axe check of their own, at the narrowest phone width.
test.use({ viewport: { width: 360, height: 740 } });

const bistro = venueOrigin('bistro');
const BISTRO_UUID = '7ab01a00-0000-4000-8000-000000000001';

for (const [screen, path, landmark, withDish] of [
  // These two need an order with a dish in it: opened without one, they send the guest to the menu.
  ['the payment-method screen', '/payment', 'How would you like to pay?', true],
  ['the tip screen', '/tip', 'amount to tip', true],
  ['the table picker of an enter-table link', `/enter-table/${BISTRO_UUID}`, 'Tabula Bistro', false],
] as const) {
  test(`axe finds no violations on ${screen}, and nothing is wider than 360 px`, async ({ page, request }) => {
    await startWithTab(page, request, 'bistro', '15');
    if (withDish) await addFromMenu(page, 'Greek Salad');
    await page.goto(`${bistro}${path}`);
    await expect(page.getByText(landmark).first()).toBeVisible();
    await expect(page).toHaveURL(`${bistro}${path}`);
    expect((await axeChecks(page).analyze()).violations).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
