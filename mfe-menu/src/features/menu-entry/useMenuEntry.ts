import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useLocation } from 'react-router-dom';
import { menuEntered, menuLeft } from './entryModel';

/**
 * Tells the menu's entry model (entryModel.ts) that the menu is on screen at this address: a venue
 * not accepting orders sends the guest to view mode, a shared tab link joins that tab, a hotel
 * session from the hotel page is checked and kept, and a guest with a tab has it checked, so an
 * expired tab is noticed before anything is added to it.
 */
export function useMenuEntry({ tabBarChecksTab }: { tabBarChecksTab: boolean }): void {
  const { search } = useLocation();
  const [entered, left] = useUnit([menuEntered, menuLeft]);
  useEffect(() => {
    entered({ search, tabBarChecksTab });
  }, [entered, search, tabBarChecksTab]);
  useEffect(() => left, [left]);
}
