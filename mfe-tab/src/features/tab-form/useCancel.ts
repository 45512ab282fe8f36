import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useNavigate } from 'react-router-dom';
import { $origin } from '@tabula/shared';
import { tabFormCancelTarget, type TabFormPage } from './rules';

/** Cancel on the tab forms: back where the guest came from. */
export function useCancel(page: TabFormPage, table: string | null): () => void {
  const origin = useUnit($origin);
  const navigate = useNavigate();
  return useCallback(() => navigate(tabFormCancelTarget(origin, page, table)), [navigate, origin, page, table]);
}
