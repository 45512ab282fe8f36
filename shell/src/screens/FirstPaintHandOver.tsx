import { useLayoutEffect } from 'react';
import { removeFirstPaint } from '../firstPaint';

/**
 * Rendered with the first screen that has content of its own (the page, or the screen saying it
 * could not load): the server's first paint of that page goes in the same commit, before the
 * browser paints, so the guest never sees both and nothing on screen moves. Until then the first
 * paint stays, over the shell's loader.
 */
export function FirstPaintHandOver() {
  useLayoutEffect(removeFirstPaint, []);
  return null;
}
