import { useCallback, useEffect, useState } from 'react';

/** Wrapped, so that showing the same message again is a new state and restarts its timer. */
interface Shown<T> {
  value: T;
}

/** A message that hides itself after `ms`. */
export function useTimedMessage<T>(ms: number): [T | null, (value: T | null) => void] {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  useEffect(() => {
    if (!shown) return undefined;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((value: T | null) => setShown(value === null ? null : { value }), []);
  return [shown?.value ?? null, show];
}
