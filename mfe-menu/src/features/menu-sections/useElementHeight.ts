import { useEffect, useState, type RefObject } from 'react';

/** The element's rendered height, kept up to date as it changes (e.g. the tab bar loads). */
export function useElementHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setHeight(element.getBoundingClientRect().height);
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
