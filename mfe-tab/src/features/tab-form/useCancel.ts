import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { tabFormCancelled } from './cancelModel';
import type { TabFormPage } from './rules';

/** Cancel on the tab forms: the model takes the guest back where they came from. */
export function useCancel(page: TabFormPage, table: string | null): () => void {
  const cancelled = useUnit(tabFormCancelled);
  return useCallback(() => cancelled({ form: page, table }), [cancelled, page, table]);
}
