import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The screen's main heading: the first h1 of its main content (of the document when it has no main). */
const mainHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Whether the page has already put focus on something of its own (a search field it focuses). */
const pageHasFocus = (): boolean => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.closest('main') !== null;
};

function focusHeading(heading: HTMLElement) {
  // A heading is not focusable by itself: -1 lets a script focus it without adding it to the tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The page keeps its own scroll position (a menu restored where the guest left it).
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus to the screen's main heading, now or as soon as it appears: remote pages load lazily,
 * so a mutation observer waits for the page's h1 (no timer). Leaves focus alone when the page has
 * put it inside its main content itself. Returns what stops waiting.
 */
export function focusMainHeadingWhenShown(): () => void {
  const tryFocus = () => {
    if (pageHasFocus()) return true;
    const heading = mainHeading();
    if (!heading) return false;
    focusHeading(heading);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** Paths are case-insensitive and /menu/ is /menu: only another screen moves focus. */
const screenOf = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * On every change of screen (a new path; not the first load, where the browser starts at the top of
 * the document), focus goes to the new screen's main heading, so a screen reader reads the screen
 * from its title rather than from <body>.
 */
export function useFocusOnNavigation(): void {
  const screen = screenOf(useLocation().pathname);
  const shown = useRef(screen);
  useEffect(() => {
    if (shown.current === screen) return undefined;
    shown.current = screen;
    return focusMainHeadingWhenShown();
  }, [screen]);
}
