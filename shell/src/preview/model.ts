import { createEffect, createEvent, createStore } from 'effector';

/** The guest hid the badge for this page; it shows again on the next one while the preview lasts. */
export const badgeHidden = createEvent();
export const $badgeHidden = createStore(false).on(badgeHidden, () => true);

/**
 * Leaves the preview and any override: the server clears their cookies (HttpOnly, so only it can),
 * and the page loads again with what every guest gets.
 */
export const exitPreviewFx = createEffect(async ({ fetchImpl = fetch, reload = () => window.location.reload() }: ExitDeps = {}) => {
  const answer = await fetchImpl('/api/pinned-builds', { method: 'DELETE', credentials: 'same-origin' });
  if (!answer.ok) throw new Error(`Leaving the preview answered ${answer.status}`);
  reload();
});

export interface ExitDeps {
  fetchImpl?: typeof fetch;
  reload?: () => void;
}
