import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@tabula/shared';

/** The chip bar follows the page only 3 s after it opens, so the first screen stays put. */
export const SCROLL_SPY_DELAY_MS = TIMINGS_MS.scrollSpyDelay;

/** After a chip is tapped the smooth scroll passes other sections; they must not take over. */
const TAP_LOCK_MS = 1000;

interface ScrollSpyOptions {
  /** Sections present in the page, in page order. */
  ids: readonly number[];
  sectionOf: (id: number) => Element | null;
  /** Height of the sticky bars covering the top of the viewport. */
  topOffset: number;
  resetKey: unknown;
}

/**
 * The category whose section is at the top of the viewport, below the sticky bars. It starts
 * following the page 3 s after the menu shows; a tapped chip is active at once.
 */
export function useScrollSpy({ ids, sectionOf, topOffset, resetKey }: ScrollSpyOptions) {
  const [active, setActive] = useState<{ key: unknown; id: number | null }>({ key: resetKey, id: null });
  const [following, setFollowing] = useState(false);
  const lockedUntil = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setFollowing(true), SCROLL_SPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!following || typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.categoryId);
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const top = ids.find((id) => visible.has(id));
        if (top !== undefined && Date.now() >= lockedUntil.current) setActive({ key: resetKey, id: top });
      },
      // A band across the upper part of the viewport, just under the sticky bars.
      { rootMargin: `-${Math.round(topOffset)}px 0px -60% 0px` },
    );
    for (const id of ids) {
      const section = sectionOf(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [following, ids, sectionOf, topOffset, resetKey]);

  const choose = useCallback(
    (id: number) => {
      lockedUntil.current = Date.now() + TAP_LOCK_MS;
      setActive({ key: resetKey, id });
    },
    [resetKey],
  );

  const activeId = active.key === resetKey ? active.id : null;
  return [activeId ?? ids[0] ?? null, choose] as const;
}
