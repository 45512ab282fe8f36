/**
 * The attribute a page puts on what it shows while its first data is still on its way (its loader):
 * the shell keeps the server's first paint of the page over it until the page shows its content, so
 * the guest does not see the page, then a loader, then the page again.
 */
export const FIRST_PAINT_HOLD = 'data-holds-first-paint';
