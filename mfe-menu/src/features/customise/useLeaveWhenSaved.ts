import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $itemSaved, itemFormOpened } from './model';
import { useGoBack } from './useGoBack';

/**
 * Leaves the dish screen once the model has saved the dish: back where the guest came from, or to
 * /menu after a dish found by search.
 */
export function useLeaveWhenSaved() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [saved, opened] = useUnit([$itemSaved, itemFormOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (!saved) return;
    if (saved.fromSearch) navigate('/menu');
    else goBack();
  }, [saved, navigate, goBack]);
}
