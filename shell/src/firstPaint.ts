import { PAGE_IDS } from '@tabula/shared/page';

/** Where the server writes the page's first paint, beside the app's root (platform/src/page/first-paint.ts). */
const FIRST_PAINT_ID = PAGE_IDS.firstPaint;

/**
 * The server's first paint lies over the top of the page until the page it stands for renders; a
 * screen that takes its place (the page, or a message that it could not load) removes it. Plain
 * DOM with only the page contract's constants (bundled, not the kernel), so that the start-up failure message can use it before the kernel loads.
 */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
  settleHandOver();
}

let settleHandOver: () => void = () => undefined;
/** Settles when the first screen with content of its own has taken the first paint's place (on a page without one too). */
export const firstPaintHandedOver = new Promise<void>((resolve) => {
  settleHandOver = resolve;
});

export function hasFirstPaint(): boolean {
  return document.getElementById(FIRST_PAINT_ID) !== null;
}
