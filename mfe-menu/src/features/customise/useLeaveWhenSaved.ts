import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '@tabula/shared';
import { $itemSaved, itemFormLeft, itemFormOpened } from './model';

/**
 * Leaves the dish screen once the model has saved the dish: back where the guest came from, or to
 * /menu after a dish found by search. The menu takes the dish screen's place in the history, so the
 * phone's Back then returns to the search rather than to a dish screen offering to add the dish again.
 */
export function useLeaveWhenSaved() {
  const navigate = useNavigate();
  const goBack = useGoBack();
  const [saved, opened, left] = useUnit([$itemSaved, itemFormOpened, itemFormLeft]);
  useEffect(() => {
    opened();
  }, [opened]);
  useEffect(() => {
    if (!saved) return;
    left();
    if (saved.fromSearch) navigate('/menu', { replace: true });
    else goBack();
  }, [saved, left, navigate, goBack]);
}
