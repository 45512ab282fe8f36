import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Whether the history holds an earlier screen of this app. The browser router numbers the entries it
 * makes (idx 0 for the first), so a first screen reached by a redirect still counts as first; a memory
 * router numbers none, and keys only its first entry 'default'.
 */
function hasEarlierScreen(locationKey: string): boolean {
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' ? index > 0 : locationKey !== 'default';
}

/**
 * Back where the guest came from. A guest who opened the screen directly goes to `fallback` instead,
 * so Back never leaves the app.
 */
export function useGoBack(fallback = '/menu'): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (hasEarlierScreen(key)) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
