import { startTransition, useCallback, useEffect, useState } from 'react';

/**
 * How many of `total` blocks to render: `initial` at once, then one more per task, each in a
 * transition so that React renders it in slices and the page stays responsive (a venue may list
 * thousands of dishes). `ensure` jumps ahead, e.g. to a category whose chip was tapped.
 * A new `resetKey` (another menu, another search) starts again from `initial`.
 */
export function useProgressiveCount(total: number, initial: number, resetKey: unknown) {
  const [state, setState] = useState({ key: resetKey, count: Math.min(total, initial) });
  const current = state.key === resetKey ? state.count : Math.min(total, initial);
  if (state.key !== resetKey) setState({ key: resetKey, count: current });

  useEffect(() => {
    if (current >= total) return undefined;
    const timer = setTimeout(() => {
      startTransition(() => setState((s) => (s.key === resetKey ? { ...s, count: Math.min(total, s.count + 1) } : s)));
    }, 0);
    return () => clearTimeout(timer);
  }, [current, total, resetKey]);

  const ensure = useCallback(
    (count: number) => setState((s) => ({ key: resetKey, count: Math.max(s.key === resetKey ? s.count : 0, Math.min(total, count)) })),
    [total, resetKey],
  );

  return [Math.min(current, total), ensure] as const;
}
