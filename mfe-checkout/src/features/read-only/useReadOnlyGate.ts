import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $venue, isReadOnlyViewer } from '@tabula/shared';

/**
 * Read-only viewers cannot order, so ordering screens send them to the menu (spec section 6); true
 * while that is under way, for the screen to show nothing meanwhile.
 */
export function useReadOnlyGate(): boolean {
  const venue = useUnit($venue);
  const navigate = useNavigate();
  const readOnly = isReadOnlyViewer(venue, null);
  useEffect(() => {
    if (readOnly) navigate('/menu', { replace: true });
  }, [readOnly, navigate]);
  return readOnly;
}
