import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Item, Venue } from '@tabula/shared';
import { VIEW_ONLY_NOTICE_MS } from '../notices';
import { dishTapped, type ItemScreenState } from './model';
import { viewOnlyMessage, type OrderingMode } from './rules';

interface OpenItemOptions {
  mode: OrderingMode;
  venue: Pick<Venue, 'read_only_text'> | null;
  showNotice: (message: string, durationMs: number) => void;
  from?: ItemScreenState['from'];
}

/** Tapping a dish opens its screen (the model takes the guest there), or in view mode says for 2 s why nothing can be ordered. */
export function useOpenItem({ mode, venue, showNotice, from }: OpenItemOptions) {
  const { t } = useTranslation();
  const tapped = useUnit(dishTapped);
  return useCallback(
    (item: Item) => {
      if (mode !== 'order') {
        showNotice(viewOnlyMessage(mode, venue, t), VIEW_ONLY_NOTICE_MS);
        return;
      }
      tapped(from ? { item, from } : { item });
    },
    [mode, venue, showNotice, t, tapped, from],
  );
}
