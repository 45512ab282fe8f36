/** Where the server writes the page's first paint, beside the app's root (api/src/routes/first-paint.ts). */
const FIRST_PAINT_ID = 'tabula-first-paint';

/**
 * The server's first paint lies over the top of the page until the page it stands for renders; a
 * screen that takes its place (the page, or a message that it could not load) removes it. Plain
 * DOM, so that the start-up failure message can use it without React.
 */
export function removeFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
