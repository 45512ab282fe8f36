import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasEarlierScreen } from '../../model/navigation';

/**
 * Back where the guest came from (goBackFx does the same for models). A guest who opened the screen directly goes to `fallback` instead,
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
