import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedNotice {
  message: string;
  /** Tells a repeated message apart, so showing it again restarts its timer. */
  id: number;
}

/** A message that disappears by itself after its own time (2 s, 2.5 s, 10 s). */
export function useTimedNotice() {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const nextId = useRef(0);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setNotice(null);
  }, []);

  const show = useCallback((message: string, durationMs: number) => {
    if (timer.current) clearTimeout(timer.current);
    nextId.current += 1;
    setNotice({ message, id: nextId.current });
    timer.current = setTimeout(() => {
      timer.current = null;
      setNotice(null);
    }, durationMs);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { notice, show, clear };
}
