import { useCallback, useEffect, useState } from 'react';

interface Shown<T> {
  value: T;
  /** A new object per show, so the same message shown twice restarts its timer. */
  at: number;
}

/** A message that hides itself after `ms`; `null` ms keeps it until replaced. */
export function useTimedMessage<T>(ms: number | null): [T | null, (value: T | null) => void] {
  const [shown, setShown] = useState<Shown<T> | null>(null);
  useEffect(() => {
    if (!shown || ms === null) return undefined;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  const show = useCallback((value: T | null) => setShown(value === null ? null : { value, at: Date.now() }), []);
  return [shown?.value ?? null, show];
}
