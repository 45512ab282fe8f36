import { request } from '@playwright/test';

/**
 * PREVIEW_LINK (from `npm run ops -- preview …`) pins a team's versions for the whole run: the link
 * is opened once and its cookie handed to every browser, as if each had opened it.
 */
export default async function openPreviewLink(): Promise<void> {
  const link = process.env.PREVIEW_LINK;
  if (!link) return;
  const context = await request.newContext();
  const reply = await context.get(link, { maxRedirects: 0 });
  if (reply.status() !== 303) throw new Error(`The preview link answered ${reply.status()}: ${await reply.text()}`);
  // The config names the file (E2E_PREVIEW_STATE), so that its workers read the one the runner wrote.
  await context.storageState({ path: process.env.E2E_PREVIEW_STATE });
  await context.dispose();
}
