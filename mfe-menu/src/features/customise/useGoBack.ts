import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Back where the guest came from; to the menu when the screen was opened directly (nothing to go back to). */
export function useGoBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate('/menu', { replace: true });
    else navigate(-1);
  }, [key, navigate]);
}
