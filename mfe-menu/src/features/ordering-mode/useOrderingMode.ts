import { useUnit } from 'effector-react';
import { useSearchParams } from 'react-router-dom';
import { $selectedMenu, $venue } from '@tabula/shared';
import { orderingMode } from './rules';

/** The menu's ordering mode from the venue, the selected menu and ?type=view. */
export function useOrderingMode() {
  const [venue, menu] = useUnit([$venue, $selectedMenu]);
  const [params] = useSearchParams();
  return orderingMode(venue, params.get('type'), menu);
}
