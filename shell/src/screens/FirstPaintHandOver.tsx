import { useLayoutEffect } from 'react';

/** Where the server writes the page's first paint, beside the app's root (api/src/routes/shell-page.ts). */
export const FIRST_PAINT_ID = 'tabula-first-paint';

/**
 * Rendered with the first screen that has content of its own (the page, or the screen saying it
 * could not load): the server's first paint of that page goes in the same commit, before the
 * browser paints, so the guest never sees both and nothing on screen moves. Until then the first
 * paint stays, above the shell's loader.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(() => {
    document.getElementById(FIRST_PAINT_ID)?.remove();
  }, []);
  return null;
}
