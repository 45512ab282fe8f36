import { useLayoutEffect } from 'react';
import { FIRST_PAINT_HOLD } from '@tabula/shared';
import { PAGE_IDS } from '@tabula/shared/page';
import { hasFirstPaint, removeFirstPaint } from '../firstPaint';

/**
 * How long a page loading its first data keeps the first paint: past that, its own loader shows, so a
 * slow answer does not leave the guest before a picture of the page that nothing on it answers.
 */
export const FIRST_PAINT_MAX_HOLD_MS = 3000;

/**
 * Hands the first paint over to the page just rendered: at once, or, while the page shows an element
 * marked FIRST_PAINT_HOLD (a loader over data on its way), as soon as it no longer does, and at the
 * latest after FIRST_PAINT_MAX_HOLD_MS. A mutation observer's callback runs before the browser
 * paints, so the page's content takes the first paint's place in one frame. Returns what removes it
 * when the page goes first.
 */
export function handOverFirstPaint(): () => void {
  const held = () => document.querySelector(`[${FIRST_PAINT_HOLD}]`) !== null;
  if (!hasFirstPaint() || !held()) {
    removeFirstPaint();
    return () => undefined;
  }
  // The page renders under the picture the guest sees: until the hand-over, only that picture is read out
  // and reachable by keyboard, rather than two headers of one page.
  const page = document.getElementById(PAGE_IDS.root);
  page?.setAttribute('aria-hidden', 'true');
  page?.setAttribute('inert', '');
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    page?.removeAttribute('aria-hidden');
    page?.removeAttribute('inert');
    removeFirstPaint();
  };
  const observer = new MutationObserver(() => {
    if (!held()) release();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: [FIRST_PAINT_HOLD] });
  const timer = setTimeout(release, FIRST_PAINT_MAX_HOLD_MS);
  return release;
}

/**
 * Rendered with the first screen that has content of its own (the page, or the screen saying it
 * could not load): the server's first paint of that page goes in the same commit, before the
 * browser paints, so the guest never sees both and nothing on screen moves. Until then the first
 * paint stays, over the shell's loader.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(handOverFirstPaint, []);
  return null;
}
