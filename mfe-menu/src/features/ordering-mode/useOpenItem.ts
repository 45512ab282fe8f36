import { useCallback } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Item, Venue } from '@tabula/shared';
import { VIEW_ONLY_NOTICE_MS } from '../notices';
import { itemSelected } from './model';
import { viewOnlyMessage, type OrderingMode } from './rules';

/** Where the dish screen was opened from; after adding from search the guest returns to /menu. */
export interface ItemScreenState {
  from?: 'search';
}

interface OpenItemOptions {
  mode: OrderingMode;
  venue: Pick<Venue, 'read_only_text'> | null;
  showNotice: (message: string, durationMs: number) => void;
  from?: ItemScreenState['from'];
}

/** Tapping a dish opens its screen, or in view mode says for 2 s why nothing can be ordered. */
export function useOpenItem({ mode, venue, showNotice, from }: OpenItemOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const select = useUnit(itemSelected);
  return useCallback(
    (item: Item) => {
      if (mode !== 'order') {
        showNotice(viewOnlyMessage(mode, venue, t), VIEW_ONLY_NOTICE_MS);
        return;
      }
      select(item);
      const state: ItemScreenState = from ? { from } : {};
      navigate('/addCart', { state });
    },
    [mode, venue, showNotice, t, select, navigate, from],
  );
}
