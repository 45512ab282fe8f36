import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Back within the app; a guest who opened the screen directly (no earlier entry of ours in the
 * history) goes to the menu instead of leaving the app.
 */
export function useGoBack(fallback = '/menu'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
