import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { useGoBack } from '@tabula/shared';
import { $itemSaved, itemFormLeft, itemFormOpened } from './model';

/**
 * Leaves the dish screen once the model has saved the dish: back where the guest came from, or to
 * /menu after a dish found by search.
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
    if (saved.fromSearch) navigate('/menu');
    else goBack();
  }, [saved, left, navigate, goBack]);
}
