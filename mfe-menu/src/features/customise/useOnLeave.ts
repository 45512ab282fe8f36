import { useEffect, useRef } from 'react';

/**
 * Runs when the screen really goes away. StrictMode unmounts and at once remounts in development;
 * waiting a microtask tells that apart from a departure, so edit mode survives it.
 */
export function useOnLeave(onLeave: () => void): void {
  const latest = useRef(onLeave);
  useEffect(() => {
    latest.current = onLeave;
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) latest.current();
      });
    };
  }, []);
}
