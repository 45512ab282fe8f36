import { useEffect } from 'react';
import { useStoreMap, useUnit } from 'effector-react';
import { $venue } from '@tabula/shared';
import { tabFormOpened, tabFormLeft } from './gateModel';
import { tabFormClosed, type TabFormPage } from './rules';

/** The form's model sends the guest to the menu when this venue has no use for the form; true while that is under way. */
export function useTabFormGate(page: TabFormPage): boolean {
  const [opened, left] = useUnit([tabFormOpened, tabFormLeft]);
  useEffect(() => {
    opened(page);
    return left;
  }, [left, opened, page]);
  return useStoreMap({ store: $venue, keys: [page], fn: (venue, [form]) => venue !== null && tabFormClosed(venue, form) });
}
