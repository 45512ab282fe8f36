import { useEffect, useState, type RefObject } from 'react';

/**
 * The element's rendered height, kept up to date as it changes (e.g. the tab bar loads). It is read
 * from ResizeObserver, which reports after layout: measuring during a render's commit would force
 * the browser to lay the page out there and then.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const size = entry?.borderBoxSize?.[0]?.blockSize ?? entry?.contentRect.height;
      if (size !== undefined) setHeight(size);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
