import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';

/**
 * PREVIEW_LINK (from `npm run ops -- preview …`) pins a team's versions for the whole run: the link
 * is opened once and its cookie handed to every browser, as if each had opened it. Opened in the
 * browser, which resolves a venue's `*.localhost` host where Node does not.
 */
export default async function openPreviewLink(): Promise<void> {
  const link = process.env.PREVIEW_LINK;
  if (!link) return;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const landed = await page.goto(link);
    if (!(await context.cookies()).some((cookie) => cookie.name === 'tabula_preview')) {
      throw new Error(`The preview link pinned nothing (${landed?.status()}): ${await page.locator('body').innerText()}`);
    }
    // The config names the file (E2E_PREVIEW_STATE), so that its workers read the one the runner wrote.
    await context.storageState({ path: process.env.E2E_PREVIEW_STATE });
  } finally {
    await browser.close();
  }
}
